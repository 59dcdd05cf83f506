import Testing
@testable import MockgenCore

@Suite struct TypeRefDescriptionTests {
    @Test func printsCanonicalSpelling() {
        let closure = TypeRef.function(FunctionTypeRef(parameters: [TupleTypeElement(type: .named("Int"))], isAsync: true, throwing: .throws, result: .void))
        #expect(TypeRef.optional(closure).description == "((Int) async throws -> ())?")
        #expect(TypeRef.dictionary(key: .named("String"), value: .array(.named("Int"))).description == "[String: [Int]]")
        #expect(TypeRef.optional(.existential(.named("P"))).description == "(any P)?")
    }
}

/// Byte-level answers the generator asks thousands of times per run, against what they replace.
@Suite struct ByteScanTests {
    @Test(arguments: [
        ("*, unavailable", true), ("iOS, unavailable", true), ("*,unavailable", true),
        ("*, unavailable, message: \"use f\"", true), ("*, unavailable , renamed: \"g\"", true),
        ("*, deprecated, message: \"not unavailable\"", false), ("iOS 13, *", false),
        ("*, message: \"a, unavailable, b\"", true), ("unavailableSoon", false), ("", false),
    ])
    func unavailabilityIsOneWholeArgument(arguments: String, unavailable: Bool) {
        #expect(Attribute(name: "available", arguments: arguments).marksUnavailable == unavailable)
        // The word-splitting definition it replaces.
        let byWords = arguments.split(separator: ",", omittingEmptySubsequences: false)
            .contains { $0.split(whereSeparator: \.isWhitespace) == ["unavailable"] }
        #expect(byWords == unavailable)
    }

    @Test func onlyAvailableMarksUnavailability() {
        #expect(!Attribute(name: "objc", arguments: "unavailable").marksUnavailable)
        #expect(!Attribute(name: "available").marksUnavailable)
    }

    @Test func backticksAreFoundInEveryKindOfString() {
        let long = String(repeating: "name", count: 20)
        #expect(SwiftIdentifier.bare("`Type`") == "Type")
        #expect(SwiftIdentifier.bare("Outer.`where`") == "Outer.where")
        #expect(SwiftIdentifier.bare(long + "`") == long)
        #expect(SwiftIdentifier.bare("plain") == "plain")
        #expect(SwiftIdentifier.bare("naïve`é`") == "naïveé")
    }
}

/// The renderer's byte buffer: pieces of any kind appended in order, insertions and take-backs at offsets.
@Suite struct UTF8TextTests {
    @Test func appendsInsertsAndTakesBack() {
        var text = UTF8Text(reservingCapacity: 4)
        text += "let é = "
        text += "\"ünïcode\""[...]
        text.append(byte: UInt8(ascii: "\n"))
        let mark = text.count
        text += String(repeating: "x", count: 100)
        text.truncate(to: mark)
        text.insert(byte: UInt8(ascii: "\n"), at: 0)
        #expect(text.string == "\nlet é = \"ünïcode\"\n")
        #expect(text.count == text.string.utf8.count)
        #expect(text.lineFeeds(from: 0, atMost: 5) == 2)
        #expect(text.lineFeeds(from: 1, atMost: 1) == 1)
    }
}
