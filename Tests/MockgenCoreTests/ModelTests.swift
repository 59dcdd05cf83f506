import Testing
import Foundation
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

/// Which written types mention an opened conformer's associated types, and how they are spelled
/// through it: a word scan over bytes, checked against the regular expression it replaced.
@Suite struct AssociatedTypeOpeningTests {
    let opening = AssociatedTypeOpening(["Key", "Item", "Élément"])

    @Test(arguments: [
        ("[Key: Item]", "[__O.Key: __O.Item]"),
        ("Key", "__O.Key"),
        ("Base.Key", "Base.Key"),
        ("MyKey", "MyKey"),
        ("KeyPath<Key, Item>", "KeyPath<__O.Key, __O.Item>"),
        ("(key: Key, value: Item)", "(key: __O.Key, value: __O.Item)"),
        ("Key_2", "Key_2"),
        ("Élément?", "__O.Élément?"),
        ("Éléments", "Éléments"),
        ("(Key) async throws -> Item.Index", "(__O.Key) async throws -> __O.Item.Index"),
        ("Int", "Int"),
    ])
    func opensWholeWordsNotReachedThroughADot(written: String, opened: String) throws {
        let type = TypeRef.named(written)
        #expect(opening.opened(type) == opened)
        #expect(opening.mentions(type) == (written != opened))
        // The pattern it replaces.
        let regex = try NSRegularExpression(pattern: "(?<![.\\w])(Key|Item|Élément)\\b")
        let expected = regex.stringByReplacingMatches(in: written, range: NSRange(written.startIndex..., in: written), withTemplate: "__O.$1")
        #expect(opened == expected)
    }

    @Test func withoutAssociatedTypesNothingIsMentioned() {
        #expect(!AssociatedTypeOpening([]).mentions(.named("Key")))
        #expect(AssociatedTypeOpening([]).opened(.named("Key")) == "Key")
    }
}

/// The renderer's layouts at the line limit's edge: written in place and measured, or laid out
/// from a head's pieces, each must switch layouts at exactly 120 columns.
@Suite struct CodeRendererLayoutTests {
    func rendered(_ declaration: CodeDeclaration) -> String {
        var renderer = CodeRenderer()
        renderer.render(declaration)
        return renderer.text
    }

    /// `func f(a: T) -> R { body }` with a body word of `width` characters.
    func function(bodyWidth width: Int, parameters: Int = 1) -> CodeDeclaration {
        .function(CodeFunction(keyword: .function("f"), parameters: (0..<parameters).map { CodeParameter(label: nil, name: "a\($0)", type: .named("Int")) },
                               result: .named("R"), body: [.expression(.word(String(repeating: "x", count: width)))]))
    }

    @Test func aBodyOnTheHeadsLineUpToTheLimit() {
        // `func f(a0: Int) -> R { ` is 23 columns, ` }` two more.
        let fits = rendered(function(bodyWidth: 95))
        #expect(fits == "func f(a0: Int) -> R { " + String(repeating: "x", count: 95) + " }\n")
        #expect(fits.utf8.count - 1 == 120)
        let broken = rendered(function(bodyWidth: 96))
        #expect(broken.split(separator: "\n").count > 1)
        // Too long for the arrow's line too (a body over 64 columns): a block.
        #expect(broken == "func f(a0: Int) -> R {\n    " + String(repeating: "x", count: 96) + "\n}\n")
    }

    @Test func aShortBodyBreaksBeforeTheArrow() {
        let long = CodeDeclaration.function(CodeFunction(
            keyword: .function("f"), parameters: (0..<6).map { CodeParameter(label: "label\($0)", name: "name\($0)", type: .named("Int")) },
            result: .named("Result"), body: [.expression(.word("body"))]))
        let text = rendered(long)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("func f(label0 name0: Int, ") && lines[0].hasSuffix("label5 name5: Int)"))
        #expect(lines[1] == "    -> Result { body }")
    }

    @Test func parametersTogetherThenOnePerLine() {
        let names = (0..<5).map { "parameterNumber\($0)" }
        let declaration = CodeDeclaration.function(CodeFunction(
            keyword: .function("f"), parameters: names.map { CodeParameter(label: nil, name: $0, type: .named("Int")) },
            effects: Effects(isAsync: true, throwing: .throws), result: .named("R"), body: [.expression(.word("a")), .expression(.word("b"))]))
        let together = names.map { $0 + ": Int" }.joined(separator: ", ")
        #expect(rendered(declaration) == "func f(\n    " + together + "\n) async throws -> R {\n    a\n    b\n}\n")
        let many = (0..<12).map { "parameterNumber\($0)" }
        var function = CodeFunction(keyword: .function("f"), parameters: many.map { CodeParameter(label: nil, name: $0, type: .named("Int")) }, body: [])
        function.hasBody = false
        let onePerLine = rendered(.function(function))
        #expect(onePerLine == "func f(\n" + many.map { "    " + $0 + ": Int" }.joined(separator: ",\n") + "\n)\n")
    }

    @Test func aLocalFunctionOnOneLineOnlyIfItFits() {
        func local(width: Int) -> CodeDeclaration {
            let inner = CodeFunction(keyword: .function("g"), parameters: [], result: .named("Int"),
                                     body: [.return(.word(String(repeating: "y", count: width)))])
            return .function(CodeFunction(keyword: .function("f"), parameters: [], body: [.function(inner), .expression(.word("g()"))]))
        }
        // `    func g() -> Int { return ` is 29 columns, ` }` two more.
        #expect(rendered(local(width: 89)).contains("\n    func g() -> Int { return " + String(repeating: "y", count: 89) + " }\n"))
        #expect(rendered(local(width: 90)).contains("\n    func g() -> Int {\n        return " + String(repeating: "y", count: 90) + "\n    }\n"))
    }

    @Test func aBindingsTypeIsWrittenInPlace() {
        let binding = CodeStatement.binding(isVariable: false, name: "value", type: .optional(.array(.named("Int"))), value: .word("nil"))
        let function = CodeDeclaration.function(CodeFunction(keyword: .function("f"), parameters: [], body: [binding, .expression(.word("use(value)"))]))
        #expect(rendered(function) == "func f() {\n    let value: [Int]? = nil\n    use(value)\n}\n")
    }
}

/// `AccessLevel(keyword:)`, the walk's fast reading of a modifier, reads what `init(rawValue:)` does.
@Suite struct AccessLevelKeywordTests {
    @Test func everyWordReadsAsItsRawValueDoes() {
        let words = AccessLevel.allCases.map(\.rawValue) + ["privat", "privates", "pRivate", "packagf", "packages", "Public", "publik", "opens", "opem",
                                                            "internaL", "fileprivatE", "filepublic", "", "p", "static", "final", "private(set)",
                                                            "nonisolated", "override", "prefix", "postfix", "optional", "indirect"]
        for word in words {
            #expect(AccessLevel(keyword: word) == AccessLevel(rawValue: word), "\(word)")
        }
    }
}

/// `ImportDeclaration.moduleName`, read by bytes, names the module a `split` by `"."` would.
@Suite struct ImportModuleNameTests {
    @Test(arguments: ["Foundation", "Foo.Bar", "Foo.Bar.Baz", ".Foo", "..Foo.Bar", "Foo.", "", ".", "Ünï.Cødé", "A"])
    func readsTheFirstComponent(path: String) {
        let decl = ImportDeclaration(path: path, location: SourceLocation(path: "", line: 1, column: 1))
        #expect(decl.moduleName == (path.split(separator: ".").first.map(String.init) ?? path))
    }
}

/// `TypeDeclaration`, `FunctionDeclaration` and `ResolvedMember` keep their fields in a box
/// shared by copies: a change to one copy, in place or whole, never shows in another, and equal
/// fields compare (and hash) equal whether or not the box is shared.
@Suite struct CopyOnWriteBoxTests {
    @Test func aChangedTypeDeclarationLeavesItsCopiesAlone() throws {
        let original = try #require(Snippet.declarations("protocol A: Sendable { func f() }").first?.asType)
        var changed = original
        #expect(changed == original)
        changed.members.append(contentsOf: original.members)
        changed.inheritance.removeAll()
        changed.name = "B"
        #expect(original.name == "A" && original.members.count == 1 && original.inheritance.count == 1)
        #expect(changed.name == "B" && changed.members.count == 2 && changed.inheritance.isEmpty)
        #expect(changed != original)
        var rebuilt = changed
        rebuilt.name = "A"
        rebuilt.members.removeLast()
        rebuilt.inheritance = original.inheritance
        #expect(rebuilt == original)
        #expect(String(describing: original).contains("name: \"A\""))
    }

    @Test func aChangedFunctionDeclarationLeavesItsCopiesAlone() throws {
        let type = try #require(Snippet.declarations("protocol A { func f(x: Int) -> Int }").first?.asType)
        let original = try #require(type.members.first?.asFunction)
        var changed = original
        changed.parameters.append(contentsOf: original.parameters)
        changed.result = nil
        #expect(original.parameters.count == 1 && original.result != nil)
        #expect(changed.parameters.count == 2 && changed.result == nil && changed != original)
        changed.parameters.removeLast()
        changed.result = original.result
        #expect(changed == original && changed.hashValue == original.hashValue)
    }

    @Test func aChangedResolvedMemberLeavesItsCopiesAlone() throws {
        let types = MockResolver.resolve(models: [DeclarationParser.parse("protocol A { func f(); var x: Int { get } }", path: "A.swift")],
                                         options: ResolveOptions()).types
        let original = try #require(types.first?.members.first)
        var changed = original
        changed.index += 7
        changed.conditions.append("os(Linux)")
        changed.disambiguatedByResult = true
        #expect(original.index + 7 == changed.index && original.conditions.isEmpty && !original.disambiguatedByResult)
        #expect(changed != original)
        changed.index -= 7
        changed.conditions.removeAll()
        changed.disambiguatedByResult = false
        #expect(changed == original)
    }
}
