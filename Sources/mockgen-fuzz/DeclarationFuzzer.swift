/// Writes random declarations over the grammar mockgen reads: protocols (associated types,
/// primary associated types, refinements, `AnyObject`, `Sendable`, `Actor`, global actors),
/// classes (generic, subclassed, `@MainActor`, default arguments), methods with generics and
/// `where` clauses, `async`/`throws`/typed throws/`rethrows`, closures of every kind, `inout`,
/// variadics, `@autoclosure`, properties with effectful getters, subscripts, statics,
/// initializers and `#if`. Not every output type-checks: the fuzzer keeps those that do.
struct DeclarationFuzzer {
    var random: SeededRandom
    private var prefix = ""
    private var protocols: [(name: String, isClassBound: Bool, isolated: Bool)] = []
    private var classes: [(name: String, generic: Bool)] = []
    private var declarations: [FuzzCase.Declaration] = []
    private var needsError = false
    private var needsActor = false

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    mutating func makeCase(named name: String) -> FuzzCase {
        prefix = name
        protocols = []
        classes = []
        declarations = []
        needsError = false
        needsActor = false
        for _ in 0..<random.int(1...3) {
            if random.chance(0.72) { makeProtocol() } else { makeClass() }
        }
        var support: [FuzzCase.Declaration] = [
            .init(header: "public struct \(prefix)Value: Sendable, Hashable { public var raw = 0; public init() {} }", members: [], isSupport: true),
            .init(header: "public final class \(prefix)Box { public var items: [Int] = []; public init() {} }", members: [], isSupport: true),
        ]
        if needsError { support.append(.init(header: "public enum \(prefix)Failure: Error { case broken }", members: [], isSupport: true)) }
        if needsActor { support.append(.init(header: "@globalActor public actor \(prefix)Actor { public static let shared = \(prefix)Actor() }", members: [], isSupport: true)) }
        return FuzzCase(name: name, declarations: support + declarations)
    }

    // MARK: Types

    private var valueType: String { prefix + "Value" }
    private var boxType: String { prefix + "Box" }

    private mutating func plainType(_ generics: [String] = []) -> String {
        var pool = ["Int", "String", "Bool", "Double", "[Int]", "[String: Int]", "Int?", "(Int, String)", valueType, boxType,
                    "[\(valueType)]", "Set<Int>", "Result<Int, any Error>", "UInt8", "Any", "any Sendable", "Int.Type", "Data"]
        pool += generics + generics.map { "[\($0)]" } + generics.map { "\($0)?" }
        return random.pick(pool)
    }

    private mutating func closureType(canThrow: Bool) -> String {
        var parts: [String] = []
        if random.chance(0.3) { parts.append("@Sendable") }
        let parameters = random.pick(["()", "(Int)", "(String, Int)", "(\(valueType))", "(inout [Int])", "(Int...)"])
        var effects = ""
        if random.chance(0.3) { effects += " async" }
        if canThrow && random.chance(0.3) { effects += " throws" }
        let result = random.pick(["Void", "Int", "String?", valueType])
        return (parts + [parameters + effects + " -> " + result]).joined(separator: " ")
    }

    private mutating func parameter(index: Int, generics: [String], inProtocol: Bool, rethrowing: inout Bool) -> String {
        let name = "p\(index)"
        let label = random.pick(["_ ", "", "with ", "for "])
        let type: String
        switch random.int(0...11) {
        case 0...5: type = plainType(generics)
        case 6: type = "@escaping " + closureType(canThrow: true)
        case 7:
            let closure = closureType(canThrow: true)
            if closure.contains("throws") { rethrowing = true }
            type = closure
        case 8: type = "(" + closureType(canThrow: false) + ")?"
        case 9: type = "inout " + plainType(generics)
        case 10: type = plainType() + "..."
        default: type = random.chance(0.5) ? "@autoclosure () -> Int" : "some Sequence<Int>"
        }
        var text = label + name + ": " + type
        if !inProtocol && random.chance(0.15) && !type.contains("->") && !type.hasPrefix("inout") && !type.hasSuffix("...") {
            if let value = defaultValue(for: type) { text += " = " + value }
        }
        return text
    }

    private func defaultValue(for type: String) -> String? {
        switch type {
        case "Int", "UInt8", "Double": return "0"
        case "String": return "\"\""
        case "Bool": return "false"
        case "[Int]", "[\(valueType)]": return "[]"
        case "[String: Int]": return "[:]"
        case "Int?": return "nil"
        case "(Int, String)": return "(0, \"\")"
        case valueType: return valueType + "()"
        case boxType: return boxType + "()"
        case "Set<Int>": return "[]"
        case "Result<Int, any Error>": return ".success(0)"
        case "Any", "any Sendable": return "0"
        case "Int.Type": return "Int.self"
        case "Data": return "Data()"
        default: return nil
        }
    }

    private mutating func effects(allowRethrows: Bool) -> String {
        var text = ""
        if random.chance(0.3) { text += " async" }
        switch random.int(0...9) {
        case 0...1: text += " throws"
        case 2:
            needsError = true
            text += " throws(\(prefix)Failure)"
        case 3 where allowRethrows: text += " rethrows"
        default: break
        }
        return text
    }

    // MARK: Protocols

    private mutating func makeProtocol() {
        let name = prefix + "P\(protocols.count)"
        var attributes = ""
        var isolated = false
        if random.chance(0.15) {
            attributes = "@MainActor "
            isolated = true
        } else if random.chance(0.05) {
            needsActor = true
            attributes = "@\(prefix)Actor "
            isolated = true
        }
        var inherited: [String] = []
        var isClassBound = false
        if let parent = protocols.isEmpty ? nil : random.pick(protocols), random.chance(0.5) {
            inherited.append(parent.name)
            isClassBound = parent.isClassBound
            isolated = isolated || parent.isolated
        }
        if random.chance(0.2) { inherited.append("AnyObject"); isClassBound = true }
        if random.chance(0.25) { inherited.append("Sendable") }
        if !isolated && inherited.isEmpty && random.chance(0.05) { inherited.append("Actor"); isClassBound = true }
        var associated: [String] = []
        var members: [String] = []
        for index in 0..<(random.chance(0.3) ? random.int(1...2) : 0) {
            let associatedName = "A\(index)"
            associated.append(associatedName)
            var line = "associatedtype " + associatedName
            if random.chance(0.6) { line += ": " + random.pick(["Equatable", "Hashable", "Sendable", "Codable", "Hashable & Sendable"]) }
            if random.chance(0.1) { line += " where " + associatedName + ": CustomStringConvertible" }
            members.append(line)
        }
        var header = attributes + "public protocol " + name
        if !associated.isEmpty && random.chance(0.4) { header += "<" + associated[0] + ">" }
        if !inherited.isEmpty { header += ": " + inherited.joined(separator: ", ") }
        if let first = associated.first, random.chance(0.15) { header += " where " + first + ": " + random.pick(["Sendable", "Comparable", "CustomStringConvertible"]) }
        let memberCount = random.int(1...5)
        for _ in 0..<memberCount {
            members.append(wrapInIf(protocolMember(associated: associated, isClassBound: isClassBound, isolated: isolated)))
        }
        protocols.append((name, isClassBound, isolated))
        declarations.append(.init(header: header + " {", members: members))
    }

    private mutating func wrapInIf(_ member: String) -> String {
        guard random.chance(0.08) else { return member }
        return random.pick(["#if DEBUG\n\(member)\n#endif", "#if os(Linux)\n\(member)\n#else\n\(member)\n#endif", "#if swift(>=5.9)\n\(member)\n#endif"])
    }

    private mutating func protocolMember(associated: [String], isClassBound: Bool, isolated: Bool) -> String {
        let generics = associated
        var modifiers = ""
        if isolated && random.chance(0.15) { modifiers += "nonisolated " }
        switch random.int(0...13) {
        case 0...6:
            return modifiers + method(generics: generics, inProtocol: true, isClassBound: isClassBound, isStatic: random.chance(0.08), body: nil)
        case 7...9:
            let type = random.chance(0.7) ? plainType(generics) : "(" + closureType(canThrow: true) + ")?"
            let name = "v\(random.int(0...99))"
            let accessor = random.pick(["{ get }", "{ get set }", "{ get async }", "{ get throws }", "{ get async throws }"])
            return modifiers + (random.chance(0.1) ? "static " : "") + "var " + name + ": " + type + " " + accessor
        case 10:
            let generic = random.chance(0.2)
            let index = generic ? "T" : plainType(generics)
            return modifiers + "subscript" + (generic ? "<T: Hashable>" : "") + "(i: " + index + ") -> " + plainType(generics) + " " + random.pick(["{ get }", "{ get set }"])
        case 11:
            return random.pick(["init()", "init(value: Int)", "init(name: String) throws", "init?(raw: String)"])
        case 12:
            if random.chance(0.2) { return "static func +(lhs: Self, rhs: Self) -> Self" }
            return modifiers + "func f\(random.int(0...9))<T: Equatable>(_ a: T, _ b: [T]) -> T?"
        default:
            return modifiers + (isClassBound || random.chance(0.5) ? "" : "mutating ") + "func touch\(random.int(0...9))()"
        }
    }

    private mutating func method(generics: [String], inProtocol: Bool, isClassBound: Bool, isStatic: Bool, body: String?) -> String {
        let name = "m\(random.int(0...30))"
        var methodGenerics: [String] = []
        var genericClause = ""
        if random.chance(0.15) {
            methodGenerics = ["T"]
            genericClause = "<T" + random.pick(["", ": Equatable", ": Sendable", ": Codable"]) + ">"
        }
        var rethrowing = false
        let parameters = (0..<random.int(0...3)).map { parameter(index: $0, generics: generics + methodGenerics, inProtocol: inProtocol, rethrowing: &rethrowing) }
        var effectText = effects(allowRethrows: rethrowing)
        if effectText.contains("rethrows") && !rethrowing { effectText = "" }
        let result = random.chance(0.45) ? "" : " -> " + (random.chance(0.05) && inProtocol ? "Self" : plainType(generics + methodGenerics))
        var whereClause = ""
        if !methodGenerics.isEmpty && random.chance(0.2) { whereClause = " where T: Hashable" }
        var text = (isStatic ? "static " : "") + "func " + name + genericClause + "(" + parameters.joined(separator: ", ") + ")" + effectText + result + whereClause
        if let body { text += " { " + body + " }" }
        return text
    }

    // MARK: Classes

    private mutating func makeClass() {
        let name = prefix + "C\(classes.count)"
        let isGeneric = random.chance(0.2)
        var header = (random.chance(0.1) ? "@MainActor " : "") + "open class " + name + (isGeneric ? random.pick(["<T>", "<T: Equatable>", "<T: Sendable & Hashable>"]) : "")
        let superclass = classes.isEmpty || !random.chance(0.3) ? nil : random.pick(classes)
        if let superclass { header += ": " + superclass.name + (superclass.generic ? "<" + random.pick(["Int", "String", valueType]) + ">" : "") }
        var members: [String] = [superclass == nil ? "public init() {}" : "public override init() { super.init() }"]
        for _ in 0..<random.int(1...5) {
            members.append(wrapInIf(classMember(generics: isGeneric ? ["T"] : [])))
        }
        classes.append((name, isGeneric))
        declarations.append(.init(header: header + " {", members: members))
    }

    private mutating func classMember(generics: [String]) -> String {
        switch random.int(0...10) {
        case 10 where !generics.isEmpty:
            // The class's generic parameter in parameters and in an optional result.
            return "open func g\(random.int(0...30))(_ value: T, _ values: [T]) -> T? { values.first }"
        case 0...5:
            // Concrete results only: the body must produce one.
            let type = random.pick(["Int", "String", "Bool", "[Int]", "Int?", valueType])
            var rethrowing = false
            let parameters = (0..<random.int(0...3)).map { parameter(index: $0, generics: [], inProtocol: false, rethrowing: &rethrowing) }
            let effectText = effects(allowRethrows: false)
            let hasResult = random.chance(0.6)
            let modifier = random.pick(["open ", "open ", "open ", "public final ", "open class "])
            return modifier + "func k\(random.int(0...30))(" + parameters.joined(separator: ", ") + ")" + effectText
                + (hasResult ? " -> " + type + " { " + (defaultValue(for: type) ?? "0") + " }" : " {}")
        case 6...7:
            let type = random.pick(["Int", "String", "[Int]", "Int?", valueType])
            return "open var w\(random.int(0...30)): " + type + " = " + (defaultValue(for: type) ?? "0")
        case 8:
            return "open var computed\(random.int(0...9)): Int { 0 }"
        default:
            return "open subscript(i: Int) -> String { get { \"\" } set {} }"
        }
    }
}
