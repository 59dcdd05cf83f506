import Foundation
@testable import MockgenCore
import Testing

/// The standard interfaces name standard types in their requirements (`Magnitude: Comparable`);
/// where the inputs declare a type of such a name, the mocks must still name the standard one.
@Suite struct StandardInterfacesTests {
    /// Every capitalised name the interfaces write that they do not declare themselves (as a
    /// protocol, associated type or generic parameter) is listed as mentioned.
    @Test func mentionedNamesAreEveryStandardNameTheInterfacesWrite() throws {
        let code = StandardInterfaces.source.components(separatedBy: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        let words = try NSRegularExpression(pattern: "(?<![\\w.])[A-Z][A-Za-z0-9]*")
        var written: Set<String> = []
        for match in words.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
            if let range = Range(match.range, in: code) { written.insert(String(code[range])) }
        }
        let declaredOnly = try NSRegularExpression(pattern: "(?:associatedtype |<|, )([A-Z][A-Za-z0-9]*)")
        var local: Set<String> = ["Self"]
        for match in declaredOnly.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
            if let range = Range(match.range(at: 1), in: code) { local.insert(String(code[range])) }
        }
        let protocols = Set(StandardInterfaces.model.declarations.compactMap { declaration -> String? in
            if case .type(let type) = declaration { return type.name }
            return nil
        })
        func count(_ pattern: String) -> Int {
            (try? NSRegularExpression(pattern: pattern)).map { $0.numberOfMatches(in: code, range: NSRange(code.startIndex..., in: code)) } ?? 0
        }
        // A declared protocol that another interface refers to (`Numeric` in `SignedNumeric: Numeric`).
        let referencedProtocols = written.intersection(protocols).filter { name in
            count("(?<![\\w.])" + name + "(?!\\w)") > count("protocol " + name + "(?!\\w)")
        }
        // `AnyObject` is a keyword no module can declare.
        let expected = written.subtracting(local).subtracting(protocols).union(referencedProtocols).subtracting(["AnyObject"])
        #expect(expected.subtracting(StandardInterfaces.mentionedNames).isEmpty, "\(expected.subtracting(StandardInterfaces.mentionedNames).sorted())")
    }

    @Test func shadowedNamesAreWrittenQualifiedExceptWhereDeclared() {
        let plain = StandardInterfaces.model(shadowedBy: ["Unrelated"])
        #expect(plain == StandardInterfaces.model)
        let shadowed = StandardInterfaces.model(shadowedBy: ["Comparable", "Numeric", "String"])
        #expect(shadowed.diagnostics.isEmpty)
        let text = String(describing: shadowed)
        #expect(text.contains("Swift.Comparable") && text.contains("Swift.String"))
        let names = shadowed.declarations.compactMap { declaration -> String? in
            if case .type(let type) = declaration { return type.name }
            return nil
        }
        #expect(names.contains("Numeric") && !names.contains("Swift.Numeric"))
    }
    /// The byte scan writes names qualified exactly where the regular expression it replaced
    /// does, one name at a time and all of them in turn (each after the others' `Swift.`), over
    /// the interfaces and over text made to trip it: declarations, dots, backticks, longer names
    /// on either side, the start and the end.
    @Test func qualifyingMatchesTheRegularExpression() {
        func byRegex(_ name: String, in text: String) -> String {
            text.replacingOccurrences(of: "(?<![\\w.`])(?<!protocol )" + name + "(?![\\w`])", with: "Swift." + name, options: .regularExpression)
        }
        func byScan(_ name: String, in text: String) -> String {
            String(decoding: StandardInterfaces.qualifying(name, in: Array(text.utf8)), as: UTF8.self)
        }
        #expect(StandardInterfaces.source.utf8.allSatisfy { $0 < 0x80 })
        let tricky = "Int protocol Int x.Int `Int` Int` Int_ _Int Int2 IntX (Int) [Int: Int] protocol  Int protocolInt Int"
        for text in [StandardInterfaces.source, tricky] {
            var regexText = text
            var scanText = text
            for name in StandardInterfaces.mentionedNames.sorted() + ["Unmentioned"] {
                #expect(byScan(name, in: text) == byRegex(name, in: text), "\(name)")
                regexText = byRegex(name, in: regexText)
                scanText = byScan(name, in: scanText)
            }
            #expect(scanText == regexText)
        }
    }
}
