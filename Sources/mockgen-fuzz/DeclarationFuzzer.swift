/// Writes random declarations over the grammar mockgen reads: protocols (associated types,
/// primary associated types, refinements, `AnyObject`, `Sendable`, `Actor`, global actors),
/// classes (generic, subclassed, `@MainActor`, default arguments), methods with generics and
/// `where` clauses, `async`/`throws`/typed throws/`rethrows`, closures of every kind, `inout`,
/// variadics, `@autoclosure`, properties with effectful getters, subscripts, statics,
/// initializers and `#if`. Not every output type-checks: the fuzzer keeps those that do.
///
/// `pools` adds names and features of `FuzzPool` (standard-library names, keywords as names,
/// SPI, ownership…). Every draw a pool adds is made only while it is on, so without pools a seed
/// gives the inputs it always gave.
struct DeclarationFuzzer {
    var random: SeededRandom
    /// The pools drawn from besides the base grammar (`--pools`); none by default.
    let pools: Set<FuzzPool>
    /// The module a case is built as when checked alone (`module-named-type` names a type so).
    static let caseModule = "FuzzInput"
    private var prefix = ""
    /// Declared protocols as other declarations write them (`Case0P1`, ``Case0K0.`Type` ``).
    private var protocols: [(name: String, isClassBound: Bool, isolated: Bool, access: Access)] = []
    private var classes: [(name: String, generic: Bool)] = []
    private var declarations: [FuzzCase.Declaration] = []
    private var needsError = false
    private var needsActor = false

    // The pools' state, per case (all empty without pools).
    /// Types the pools add to `plainType` (own shadowing types, `@_spi` types, the module's name).
    private var poolTypes: [String] = []
    /// Those of `poolTypes` that `T()` makes (defaults and class members' bodies).
    private var constructible: [String] = []
    /// `@_spi` types: a public, non-SPI declaration mentioning one marks the member `@_spi`.
    private var spiTypes: [String] = []
    /// Standard names the case declares, with the module of the standard one (written
    /// `Module.Name` everywhere else in the case).
    private var shadowed: [String: String] = [:]
    /// Protocols declared under standard names (refinable by the case's protocols).
    private var ownProtocols: [String] = []
    /// The case's `~Copyable` struct.
    private var uniqueType: String?
    /// Names declared at module scope that are not prefixed (keywords, the module's name).
    private var takenNames: Set<String> = []
    private var namespaces = 0
    private var moduleNamedDeclarationPending = false
    private var needsOwnModule = false
    private var isolatedParameterUsed = false

    /// Access of a declared protocol: a protocol refines only protocols at least as visible.
    enum Access: Int, Comparable {
        case `internal`, spi, `public`

        static func < (lhs: Access, rhs: Access) -> Bool { lhs.rawValue < rhs.rawValue }

        var text: String {
            switch self {
            case .internal: return ""
            case .spi: return "@_spi(Internals) public "
            case .public: return "public "
            }
        }
    }

    init(seed: UInt64, pools: Set<FuzzPool> = []) {
        random = SeededRandom(seed: seed)
        self.pools = pools
    }

    mutating func makeCase(named name: String) -> FuzzCase {
        prefix = name
        protocols = []
        classes = []
        declarations = []
        needsError = false
        needsActor = false
        let poolDeclarations = pools.isEmpty ? [] : startPools()
        for _ in 0..<random.int(1...3) {
            if random.chance(0.72) { makeProtocol() } else { makeClass() }
        }
        var support: [FuzzCase.Declaration] = [
            .init(header: "public struct \(prefix)Value: Sendable, Hashable { public var raw = 0; public init() {} }", members: [], isSupport: true),
            .init(header: "public final class \(prefix)Box { public var items: [Int] = []; public init() {} }", members: [], isSupport: true),
            // A name the generator cannot see through: an existential behind a type alias.
            .init(header: "public typealias \(prefix)Payload = Any", members: [], isSupport: true),
        ]
        if needsError { support.append(.init(header: "public enum \(prefix)Failure: Error { case broken }", members: [], isSupport: true)) }
        if needsActor { support.append(.init(header: "@globalActor public actor \(prefix)Actor { public static let shared = \(prefix)Actor() }", members: [], isSupport: true)) }
        var all = support + poolDeclarations + declarations
        if !shadowed.isEmpty || pools.contains(.stdlibNames) {
            all = all.map { declaration in
                var copy = declaration
                copy.header = FuzzNames.qualify(declaration.header, shadowed)
                copy.members = declaration.members.map { FuzzNames.qualify($0, shadowed) }
                return copy
            }
        }
        var fuzzCase = FuzzCase(name: name, declarations: all)
        fuzzCase.needsOwnModule = needsOwnModule
        return fuzzCase
    }

    // MARK: Pools

    /// Resets the pools' state and draws the case's pool declarations: types named like
    /// standard ones, like the module, `@_spi` types, a `~Copyable` struct. None is support: the
    /// reducer drops those a failure does not need.
    private mutating func startPools() -> [FuzzCase.Declaration] {
        poolTypes = []
        constructible = []
        spiTypes = []
        shadowed = [:]
        ownProtocols = []
        uniqueType = nil
        takenNames = []
        namespaces = 0
        moduleNamedDeclarationPending = false
        needsOwnModule = false
        var out: [FuzzCase.Declaration] = []
        if pools.contains(.stdlibNames) && random.chance(0.8) {
            needsOwnModule = true
            for _ in 0..<random.int(1...3) {
                let (name, module) = random.pick(FuzzNames.shadowable)
                guard !takenNames.contains(name) else { continue }
                takenNames.insert(name)
                if module != "MockRuntime" { shadowed[name] = module }
                let own = FuzzNames.own + name
                if FuzzNames.protocolLike.contains(name) && random.chance(0.4) {
                    out.append(.init(header: "public protocol \(own) { func check() -> Swift.Bool }", members: []))
                    poolTypes.append("any " + own)
                    ownProtocols.append(own)
                } else {
                    out.append(.init(header: "public struct \(own): Swift.Sendable, Swift.Hashable { public init() {} }", members: []))
                    poolTypes.append(own)
                    constructible.append(own)
                }
            }
        }
        if pools.contains(.moduleNamedType) && random.chance(0.6) {
            needsOwnModule = true
            let module = Self.caseModule
            takenNames.insert(module)
            switch random.int(0...3) {
            case 0:
                out.append(.init(header: "public struct \(module): Sendable, Hashable { public init() {} }", members: []))
                poolTypes.append(module)
                constructible.append(module)
            case 1:
                out.append(.init(header: "public enum \(module) { public struct Config: Sendable, Hashable { public init() {} } }", members: []))
                poolTypes.append(module + ".Config")
                constructible.append(module + ".Config")
            case 2:
                out.append(.init(header: "public final class \(module): Sendable { public init() {} }", members: []))
                poolTypes.append(module)
                constructible.append(module)
            default:
                // The case's first protocol or class takes the name.
                moduleNamedDeclarationPending = true
            }
        }
        if pools.contains(.spi) && random.chance(0.7) {
            let nested = prefix + "Abi.Stat"
            out.append(.init(header: "@_spi(Internals) public enum \(prefix)Abi { public struct Stat: Sendable, Hashable { public init() {} } }", members: []))
            poolTypes.append(nested)
            constructible.append(nested)
            spiTypes.append(nested)
            if random.chance(0.5) {
                let token = prefix + "Token"
                out.append(.init(header: "@_spi(Internals) public struct \(token): Sendable, Hashable { public init() {} }", members: []))
                poolTypes.append(token)
                constructible.append(token)
                spiTypes.append(token)
            }
        }
        if pools.contains(.noncopyable) && random.chance(0.7) {
            let unique = prefix + "Unique"
            uniqueType = unique
            out.append(.init(header: "public struct \(unique): ~Copyable" + (random.chance(0.5) ? ", Sendable" : "") + " { public var raw = 0; public init() {} }", members: []))
        }
        return out
    }

    /// A name for the next protocol or class from the pools, or nil for the usual one: the
    /// module's own name, or a keyword (`` `Type` ``) at module scope or nested in an enum.
    /// Returns the name declared, how others write it, and the enum around it if any.
    private mutating func poolTypeName() -> (declared: String, reference: String, namespace: String?)? {
        if moduleNamedDeclarationPending {
            moduleNamedDeclarationPending = false
            return (Self.caseModule, Self.caseModule, nil)
        }
        guard pools.contains(.keywordNames), random.chance(0.35) else { return nil }
        let keyword = "`" + random.pick(FuzzNames.keywordTypes) + "`"
        if random.chance(0.5) && !takenNames.contains(keyword) {
            takenNames.insert(keyword)
            needsOwnModule = true
            return (keyword, keyword, nil)
        }
        let namespace = prefix + "K\(namespaces)"
        namespaces += 1
        return (keyword, namespace + "." + keyword, "public enum " + namespace + " { ")
    }

    /// Marks a member of a public, non-SPI declaration `@_spi` when it mentions an `@_spi` type.
    private func markingSPI(_ member: String, in access: Access) -> String {
        guard access == .public, spiTypes.contains(where: { member.contains($0) }) else { return member }
        return "@_spi(Internals) " + member
    }

    /// A parameter type from the ownership and noncopyable pools, or nil for the usual draw.
    private mutating func poolParameterType(_ generics: [String]) -> String? {
        if pools.contains(.noncopyable), let unique = uniqueType, random.chance(0.25) {
            return random.pick(["borrowing ", "consuming ", "inout ", "borrowing ", "consuming "]) + unique + (random.chance(0.2) ? "?" : "")
        }
        guard pools.contains(.ownership), random.chance(0.25) else { return nil }
        switch random.int(0...5) {
        case 0, 1: return "sending " + plainType(generics)
        case 2: return random.pick(["borrowing ", "consuming "]) + plainType(generics)
        case 3 where !isolatedParameterUsed:
            isolatedParameterUsed = true
            return random.pick(["isolated (any Actor)", "isolated (any Actor)?", "isolated MainActor"])
        case 4: return "sending @escaping " + closureType(canThrow: true)
        default: return "sending " + boxType
        }
    }

    /// `nonisolated(nonsending)` or `@concurrent` for an async member (ownership pool), or "".
    private mutating func asyncAttribute(effects: String) -> String {
        guard pools.contains(.ownership), effects.contains("async"), random.chance(0.35) else { return "" }
        return random.pick(["nonisolated(nonsending) ", "@concurrent "])
    }

    /// A requirement from the packs, effectful-subscripts, noncopyable and keyword-names pools,
    /// or nil for the usual draw.
    private mutating func poolProtocolMember(generics: [String]) -> String? {
        if pools.contains(.packs) && random.chance(0.15) {
            let n = random.int(0...9)
            return random.pick([
                "func pack\(n)<each T>(_ values: repeat each T) -> (repeat each T)",
                "func pack\(n)<each T: Sendable>(_ values: repeat each T) async throws",
                "func pack\(n)<each T, each U>(_ first: repeat each T, second: repeat each U) -> Int",
                "func pack\(n)<each T: Hashable>(_ values: repeat [each T]) -> (repeat (each T)?)",
                "func pack\(n)<each T>(_ values: repeat each T) where repeat each T: Equatable",
                "func pack\(n)<T, each U>(_ head: T, _ tail: repeat each U) -> (T, repeat each U)",
                "static func pack\(n)<each T>(_ values: repeat each T) -> Int",
                "func pack\(n)<each T>(_ transform: (repeat each T) -> Void)",
                "func pack\(n)<each T>(_ values: repeat each T) async -> (repeat each T)",
                "func pack\(n)<each T: Codable>(labelled values: repeat each T) throws -> [String]",
            ])
        }
        if pools.contains(.effectfulSubscripts) && random.chance(0.15) {
            let generic = random.chance(0.2)
            let index = generic ? "T" : plainType(generics)
            var effect = random.pick(["async", "throws", "async throws", "throws(F)", "async throws(F)"])
            if effect.contains("(F)") {
                needsError = true
                effect = effect.replacingOccurrences(of: "(F)", with: "(\(prefix)Failure)")
            }
            return (random.chance(0.15) ? "static " : "") + "subscript" + (generic ? "<T: Hashable>" : "") + "(key: " + index + ") -> "
                + plainType(generics) + " { get " + effect + " }"
        }
        if pools.contains(.noncopyable), let unique = uniqueType, random.chance(0.2) {
            let n = random.int(0...9)
            return random.pick([
                "func consume\(n)(_ value: consuming \(unique))",
                "func borrow\(n)(_ value: borrowing \(unique)) -> Int",
                "func make\(n)() -> \(unique)",
                "func make\(n)() async throws -> \(unique)?",
                "var unique\(n): \(unique) { get }",
                "func generic\(n)<T: ~Copyable>(_ value: borrowing T)",
                "func generic\(n)<T: ~Copyable>(_ value: consuming T) -> T",
                "func update\(n)(_ value: inout \(unique))",
                "subscript(unique i: Int) -> \(unique) { get }",
                "init(unique: consuming \(unique))",
                "func pair\(n)(_ first: borrowing \(unique), _ second: consuming \(unique)) -> Bool",
                "func swap\(n)(_ value: consuming \(unique)) async throws -> \(unique)",
                "static func mint\(n)() -> \(unique)",
                "func each\(n)(_ body: (borrowing \(unique)) -> Void)",
                "func opaque\(n)(_ value: consuming some ~Copyable)",
                "func optional\(n)(_ value: borrowing \(unique)?, label: String) -> \(unique)?",
            ])
        }
        if pools.contains(.keywordNames) && random.chance(0.1) {
            return (random.chance(0.1) ? "static " : "") + "var `" + random.pick(FuzzNames.keywordMembers) + "`: " + plainType(generics) + " "
                + random.pick(["{ get }", "{ get set }", "{ get async throws }"])
        }
        return nil
    }

    /// A class member from the packs, effectful-subscripts, noncopyable, ownership and
    /// keyword-names pools, or nil for the usual draw.
    private mutating func poolClassMember() -> String? {
        if pools.contains(.packs) && random.chance(0.15) {
            let n = random.int(0...9)
            return random.pick([
                "open func pack\(n)<each T>(_ values: repeat each T) -> (repeat each T) { (repeat each values) }",
                "open func pack\(n)<each T: Sendable>(_ values: repeat each T) async throws {}",
                "open func pack\(n)<each T>(_ values: repeat each T) -> Int { 0 }",
                "open class func pack\(n)<each T>(_ values: repeat [each T]) -> Int { 0 }",
                "open func pack\(n)<T, each U>(_ head: T, _ tail: repeat each U) -> (T, repeat each U) { (head, repeat each tail) }",
            ])
        }
        if pools.contains(.effectfulSubscripts) && random.chance(0.15) {
            let type = random.pick(["Int", "String", "[Int]", "Int?", valueType])
            let index = random.pick(["Int", "String", valueType])
            return random.pick(["open ", "open ", "open class "]) + "subscript(key: " + index + ") -> " + type + " { get "
                + random.pick(["async", "throws", "async throws"]) + " { " + (defaultValue(for: type) ?? "0") + " } }"
        }
        if pools.contains(.noncopyable), let unique = uniqueType, random.chance(0.2) {
            let n = random.int(0...9)
            return random.pick([
                "open func consume\(n)(_ value: consuming \(unique)) {}",
                "open func borrow\(n)(_ value: borrowing \(unique)) -> Int { value.raw }",
                "open func make\(n)() -> \(unique) { \(unique)() }",
                "open func make\(n)() async throws -> \(unique)? { nil }",
                "open var unique\(n): \(unique) { \(unique)() }",
                "open func generic\(n)<T: ~Copyable>(_ value: consuming T) -> T { value }",
                "open func update\(n)(_ value: inout \(unique)) {}",
                "open func pair\(n)(_ first: borrowing \(unique), _ second: consuming \(unique)) -> Int { first.raw }",
                "open func swap\(n)(_ value: consuming \(unique)) async throws -> \(unique) { value }",
                "open func generic\(n)<T: ~Copyable>(_ value: borrowing T) -> Int { 0 }",
            ])
        }
        if pools.contains(.ownership) && random.chance(0.15) {
            let n = random.int(0...9)
            return random.pick([
                "open func send\(n)(_ value: sending \(boxType)) -> sending \(boxType) { value }",
                "open func run\(n)(on actor: isolated (any Actor)) async {}",
                "nonisolated(nonsending) open func wait\(n)() async -> Int { 0 }",
                "@concurrent open func work\(n)() async throws {}",
                "open func make\(n)() -> sending \(boxType) { \(boxType)() }",
                "open func take\(n)(_ box: sending \(boxType)) {}",
                "open func peek\(n)(_ value: borrowing \(valueType)) -> Int { value.raw }",
            ])
        }
        if pools.contains(.keywordNames) && random.chance(0.15) {
            let name = "`" + random.pick(FuzzNames.keywordMembers) + "`"
            if random.chance(0.4) { return "open var " + name + ": Int = 0" }
            var rethrowing = false
            let parameters = (0..<random.int(0...2)).map { parameter(index: $0, generics: [], inProtocol: false, rethrowing: &rethrowing) }
            return "open func " + name + "(" + parameters.joined(separator: ", ") + ") -> Int { 0 }"
        }
        return nil
    }

    // MARK: Types

    private var valueType: String { prefix + "Value" }
    private var boxType: String { prefix + "Box" }

    private mutating func plainType(_ generics: [String] = []) -> String {
        var pool = ["Int", "String", "Bool", "Double", "[Int]", "[String: Int]", "Int?", "(Int, String)", valueType, boxType,
                    "[\(valueType)]", "Set<Int>", "Result<Int, any Error>", "UInt8", "Int32", "Int64", "Float", "Any", "any Sendable", "Int.Type", "Data",
                    // Existentials Swift opens when one is a generic argument alone (issue 34: the
                    // forwarding closure handed the arguments): no witness table, metatypes, an alias.
                    "AnyObject", "Any.Type", "AnyClass", "any Sendable.Type", "\(prefix)Payload", "AnyObject & Sendable"]
        pool += generics + generics.map { "[\($0)]" } + generics.map { "\($0)?" }
        if !poolTypes.isEmpty { pool += poolTypes }
        return random.pick(pool)
    }

    private mutating func closureType(canThrow: Bool) -> String {
        var parts: [String] = []
        if random.chance(0.3) { parts.append("@Sendable") }
        let parameters = random.pick(["()", "(Int)", "(String, Int)", "(\(valueType))", "(inout [Int])", "(Int...)"])
        var effects = ""
        if random.chance(0.3) { effects += " async" }
        if canThrow && random.chance(0.3) { effects += " throws" }
        var result = random.pick(["Void", "Int", "String?", valueType])
        var parameterList = parameters
        if pools.contains(.ownership) && random.chance(0.2) {
            switch random.int(0...2) {
            case 0 where effects.contains("async"): parts.insert(random.pick(["nonisolated(nonsending)", "@concurrent"]), at: 0)
            case 1: result = "sending " + result
            default: parameterList = "(sending \(boxType))"
            }
        }
        return (parts + [parameterList + effects + " -> " + result]).joined(separator: " ")
    }

    private mutating func parameter(index: Int, generics: [String], inProtocol: Bool, rethrowing: inout Bool) -> String {
        var name = "p\(index)"
        var label = random.pick(["_ ", "", "with ", "for "])
        if pools.contains(.keywordNames) && random.chance(0.3) {
            if random.chance(0.5) { label = random.pick(FuzzNames.keywordLabels) } else { name = random.pick(FuzzNames.keywordParameters[min(index, 2)]) }
        }
        let type: String
        if let poolType = pools.isEmpty ? nil : poolParameterType(generics) {
            type = poolType
        } else {
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
            // An autoclosure of the generics and associated types too: forwarded to an opened
            // default implementation, its value is cast to the conformer's type (corpus find).
            default: type = random.chance(0.5) ? "@autoclosure () -> " + plainType(generics) : "some Sequence<Int>"
            }
        }
        var text = label + name + ": " + type
        if !inProtocol && random.chance(0.15) && !type.contains("->") && !type.hasPrefix("inout") && !type.hasSuffix("...") {
            if let value = defaultValue(for: type) { text += " = " + value }
        }
        return text
    }

    private func defaultValue(for type: String) -> String? {
        switch type {
        case "Int", "UInt8", "Int32", "Int64", "Float", "Double": return "0"
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
        default: return constructible.contains(type) ? type + "()" : nil
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
        let usualName = prefix + "P\(protocols.count)"
        var name = usualName
        var reference = name
        var namespace: String?
        var access = Access.public
        if !pools.isEmpty {
            if let poolName = poolTypeName() { (name, reference, namespace) = poolName }
            if !spiTypes.isEmpty && random.chance(0.5) { access = random.chance(0.7) ? .internal : .spi }
        }
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
        let parents = protocols.filter { $0.access >= access }
        if let parent = parents.isEmpty ? nil : random.pick(parents), random.chance(0.5) {
            inherited.append(parent.name)
            isClassBound = parent.isClassBound
            isolated = isolated || parent.isolated
        }
        if random.chance(0.2) { inherited.append("AnyObject"); isClassBound = true }
        if random.chance(0.25) { inherited.append("Sendable") }
        if !isolated && inherited.isEmpty && random.chance(0.05) { inherited.append("Actor"); isClassBound = true }
        if !ownProtocols.isEmpty && random.chance(0.3) { inherited.append(random.pick(ownProtocols)) }
        if pools.contains(.stdRefinements) && random.chance(0.4) {
            let refined = random.pick(FuzzNames.refinable)
            inherited.append(random.chance(0.3) ? refined.module + "." + refined.name : refined.name)
        }
        if pools.contains(.noncopyable) && uniqueType != nil && !isClassBound && random.chance(0.15) { inherited.append("~Copyable") }
        var associated: [String] = []
        var members: [String] = []
        for index in 0..<(random.chance(0.3) ? random.int(1...2) : 0) {
            let associatedName = pools.contains(.keywordNames) && random.chance(0.25) ? ["`Type`", "`Protocol`"][index] : "A\(index)"
            associated.append(associatedName)
            var line = "associatedtype " + associatedName
            if random.chance(0.6) { line += ": " + random.pick(["Equatable", "Hashable", "Sendable", "Codable", "Hashable & Sendable"]) }
            if random.chance(0.1) { line += " where " + associatedName + ": CustomStringConvertible" }
            members.append(line)
        }
        var header = attributes + access.text + "protocol " + name
        if !associated.isEmpty && random.chance(0.4) { header += "<" + associated[0] + ">" }
        if !inherited.isEmpty { header += ": " + inherited.joined(separator: ", ") }
        if let first = associated.first, random.chance(0.15) { header += " where " + first + ": " + random.pick(["Sendable", "Comparable", "CustomStringConvertible"]) }
        let memberCount = random.int(1...5)
        for _ in 0..<memberCount {
            let member = markingSPI(protocolMember(associated: associated, isClassBound: isClassBound, isolated: isolated), in: access)
            members.append(wrapInIf(member))
        }
        protocols.append((reference, isClassBound, isolated, access))
        // A keyword- or module-named protocol is also used as a type.
        if reference != usualName && access == .public && !inherited.contains("~Copyable") { poolTypes.append("any " + reference) }
        // A protocol with associated types written bare as a type (Swift warns, the mocks must
        // not): the mocks write `any P` (seed 7211's `Equatable`, found among standard names).
        if !associated.isEmpty && access == .public && !inherited.contains("~Copyable") && random.chance(0.3) { poolTypes.append(reference) }
        declarations.append(.init(header: (namespace ?? "") + header + " {", members: members, closing: namespace == nil ? "}" : "}\n}"))
    }

    private mutating func wrapInIf(_ member: String) -> String {
        guard random.chance(0.08) else { return member }
        return random.pick(["#if DEBUG\n\(member)\n#endif", "#if os(Linux)\n\(member)\n#else\n\(member)\n#endif", "#if swift(>=5.9)\n\(member)\n#endif"])
    }

    private mutating func protocolMember(associated: [String], isClassBound: Bool, isolated: Bool) -> String {
        let generics = associated
        var modifiers = ""
        if isolated && random.chance(0.15) { modifiers += "nonisolated " }
        if !pools.isEmpty, let member = poolProtocolMember(generics: generics) { return modifiers + member }
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
            if random.chance(0.4) {
                // One argument of a type that may be an existential, alone: the shape whose
                // forwarding closure must capture it (Swift opens it otherwise; issue 34).
                let type = random.pick(["Any", "AnyObject", "any Sendable", "Any.Type", "AnyClass", "any Sendable.Type", prefix + "Payload",
                                        "AnyObject & Sendable", "Int"])
                return modifiers + "func lone\(random.int(0...9))(_ value: \(type)) -> Int"
            }
            return modifiers + "func f\(random.int(0...9))<T: Equatable>(_ a: T, _ b: [T]) -> T?"
        default:
            return modifiers + (isClassBound || random.chance(0.5) ? "" : "mutating ") + "func touch\(random.int(0...9))()"
        }
    }

    private mutating func method(generics: [String], inProtocol: Bool, isClassBound: Bool, isStatic: Bool, body: String?) -> String {
        let name = poolMemberName() ?? "m\(random.int(0...30))"
        isolatedParameterUsed = false
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
        var result = random.chance(0.45) ? "" : " -> " + (random.chance(0.05) && inProtocol ? "Self" : plainType(generics + methodGenerics))
        var whereClause = ""
        if !methodGenerics.isEmpty && random.chance(0.2) { whereClause = " where T: Hashable" }
        var attribute = ""
        if !pools.isEmpty && body == nil {
            if let unique = uniqueType, random.chance(0.15) { result = " -> " + unique + (random.chance(0.3) ? "?" : "") }
            if pools.contains(.ownership) && !result.isEmpty && !result.hasSuffix("Self") && random.chance(0.25) {
                result = " -> sending" + result.dropFirst(3)
            }
            attribute = asyncAttribute(effects: effectText)
        }
        var text = attribute + (isStatic ? "static " : "") + "func " + name + genericClause + "(" + parameters.joined(separator: ", ") + ")" + effectText + result + whereClause
        if let body { text += " { " + body + " }" }
        return text
    }

    /// A keyword as a member's name (keyword-names pool), or nil for the usual one.
    private mutating func poolMemberName() -> String? {
        guard pools.contains(.keywordNames), random.chance(0.2) else { return nil }
        return "`" + random.pick(FuzzNames.keywordMembers) + "`"
    }

    // MARK: Classes

    private mutating func makeClass() {
        let usualName = prefix + "C\(classes.count)"
        var name = usualName
        var reference = name
        var namespace: String?
        if !pools.isEmpty, let poolName = poolTypeName() { (name, reference, namespace) = poolName }
        let isGeneric = random.chance(0.2)
        let isMainActor = random.chance(0.1)
        var header = (isMainActor ? "@MainActor " : "") + "open class " + name + (isGeneric ? random.pick(["<T>", "<T: Equatable>", "<T: Sendable & Hashable>"]) : "")
        let superclass = classes.isEmpty || !random.chance(0.3) ? nil : random.pick(classes)
        if let superclass { header += ": " + superclass.name + (superclass.generic ? "<" + random.pick(["Int", "String", valueType]) + ">" : "") }
        var members: [String] = [superclass == nil ? "public init() {}" : "public override init() { super.init() }"]
        if superclass == nil && pools.contains(.stdRefinements) && random.chance(0.3) {
            let conformance = random.pick(FuzzNames.classConformances)
            header += ": " + conformance.name
            members += conformance.members.map { $0.replacingOccurrences(of: "SELF", with: name) }
        }
        for _ in 0..<random.int(1...5) {
            members.append(wrapInIf(markingSPI(classMember(generics: isGeneric ? ["T"] : []), in: .public)))
        }
        classes.append((reference, isGeneric))
        // A keyword- or module-named class is also used as a type.
        if reference != usualName && !isGeneric && !isMainActor {
            poolTypes.append(reference)
            constructible.append(reference)
        }
        declarations.append(.init(header: (namespace ?? "") + header + " {", members: members, closing: namespace == nil ? "}" : "}\n}"))
    }

    private mutating func classMember(generics: [String]) -> String {
        isolatedParameterUsed = false
        if !pools.isEmpty, let member = poolClassMember() { return member }
        switch random.int(0...10) {
        case 10 where !generics.isEmpty:
            // The class's generic parameter in parameters and in an optional result.
            return "open func g\(random.int(0...30))(_ value: T, _ values: [T]) -> T? { values.first }"
        case 0...5:
            // Concrete results only: the body must produce one.
            let type = random.pick(["Int", "String", "Bool", "[Int]", "Int?", valueType] + constructible)
            var rethrowing = false
            let parameters = (0..<random.int(0...3)).map { parameter(index: $0, generics: [], inProtocol: false, rethrowing: &rethrowing) }
            let effectText = effects(allowRethrows: false)
            let hasResult = random.chance(0.6)
            let modifier = random.pick(["open ", "open ", "open ", "public final ", "open class "])
            let name = "k\(random.int(0...30))"
            var attribute = ""
            var sending = ""
            if !pools.isEmpty {
                attribute = asyncAttribute(effects: effectText)
                if pools.contains(.ownership) && hasResult && random.chance(0.25) { sending = "sending " }
            }
            return attribute + modifier + "func " + name + "(" + parameters.joined(separator: ", ") + ")" + effectText
                + (hasResult ? " -> " + sending + type + " { " + (defaultValue(for: type) ?? "0") + " }" : " {}")
        case 6...7:
            let type = random.pick(["Int", "String", "[Int]", "Int?", valueType] + constructible)
            return "open var w\(random.int(0...30)): " + type + " = " + (defaultValue(for: type) ?? "0")
        case 8:
            return "open var computed\(random.int(0...9)): Int { 0 }"
        default:
            return "open subscript(i: Int) -> String { get { \"\" } set {} }"
        }
    }
}
