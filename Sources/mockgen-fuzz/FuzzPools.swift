/// Optional pools of names and features the declaration generator draws from (`--pools`). None
/// is on by default: a seed without `--pools` writes the inputs it always wrote (`make test` runs
/// seed 1), and every draw a pool adds is made only while that pool is on.
enum FuzzPool: String, CaseIterable, Sendable {
    /// Module types named like the standard library's, Foundation's and MockRuntime's (`Error`,
    /// `Result`, `Int`, `Task`, `Data`, `Mock`, `MockManager`…); the case's own code then writes
    /// the standard ones qualified (`Swift.Int`, `Foundation.Data`).
    case stdlibNames = "stdlib-names"
    /// Keywords as names: types `` `Type` ``/`` `Protocol` `` (top level and nested), members
    /// and associated types named `` `init` ``, `` `self` ``, `` `Type` ``…, keyword argument
    /// labels and parameter names.
    case keywordNames = "keyword-names"
    /// A type (or protocol) named like the module itself (`FuzzInput`).
    case moduleNamedType = "module-named-type"
    /// `@_spi` types (top level and nested in an `@_spi` enum) in internal protocols, in
    /// `@_spi` protocols and in `@_spi` requirements of public ones.
    case spi
    /// Protocols refining standard protocols with requirements (`CodingKey`, `Hashable`,
    /// `Sequence`, `LocalizedError`, `RawRepresentable`…, sometimes written `Swift.Hashable`),
    /// classes conforming to some of them.
    case stdRefinements = "std-refinements"
    /// `sending` parameters and results, `borrowing`/`consuming` parameters, `isolated`
    /// parameters, `nonisolated(nonsending)` and `@concurrent` async members and closures.
    case ownership
    /// A `~Copyable` struct in `borrowing`/`consuming`/`inout` parameters, results and
    /// properties, `<T: ~Copyable>` generics, `~Copyable` protocols.
    case noncopyable
    /// Parameter packs: `func pack<each T>(_ values: repeat each T) -> (repeat each T)` and kin.
    case packs
    /// Subscripts with effectful getters (`{ get async throws }`), static and generic ones.
    case effectfulSubscripts = "effectful-subscripts"

    /// `all`, `none` or a comma-separated list of pool names.
    static func parseList(_ text: String) -> Set<FuzzPool>? {
        if text == "all" { return Set(allCases) }
        if text == "none" || text.isEmpty { return [] }
        var pools: Set<FuzzPool> = []
        for name in text.split(separator: ",") {
            guard let pool = FuzzPool(rawValue: name.trimmingCharacters(in: .whitespaces)) else { return nil }
            pools.insert(pool)
        }
        return pools
    }

    /// The pools in declaration order, as `--pools` takes them (`all` when every one is on).
    static func describe(_ pools: Set<FuzzPool>) -> String {
        if pools.count == allCases.count { return "all" }
        return allCases.filter(pools.contains).map(\.rawValue).joined(separator: ",")
    }
}

/// The names the pools draw.
enum FuzzNames {
    /// Marks a name the case declares itself: `qualify` leaves it bare (and drops the mark).
    static let own = "\u{1}"

    /// Names of the standard library, Foundation and MockRuntime a module may declare too, with
    /// the module that declares the standard one.
    static let shadowable: [(name: String, module: String)] = [
        ("Error", "Swift"), ("Result", "Swift"), ("Never", "Swift"), ("Bool", "Swift"), ("Int", "Swift"),
        ("String", "Swift"), ("Void", "Swift"), ("Sendable", "Swift"), ("Hasher", "Swift"), ("Task", "Swift"),
        ("UInt", "Swift"), ("UInt8", "Swift"), ("StaticString", "Swift"), ("Double", "Swift"), ("Character", "Swift"),
        ("Equatable", "Swift"), ("Hashable", "Swift"), ("Codable", "Swift"), ("Comparable", "Swift"),
        ("Identifiable", "Swift"), ("Sequence", "Swift"), ("Set", "Swift"), ("Optional", "Swift"), ("Array", "Swift"),
        ("Dictionary", "Swift"), ("AnyHashable", "Swift"), ("MainActor", "Swift"), ("Actor", "Swift"),
        ("CustomStringConvertible", "Swift"), ("ObjectIdentifier", "Swift"), ("Substring", "Swift"),
        ("Span", "Swift"), ("RawSpan", "Swift"),
        ("Data", "Foundation"), ("URL", "Foundation"), ("Date", "Foundation"), ("UUID", "Foundation"),
        ("Decimal", "Foundation"), ("Notification", "Foundation"), ("Locale", "Foundation"),
        ("Mock", "MockRuntime"), ("StaticMock", "MockRuntime"), ("MockManager", "MockRuntime"), ("Stub", "MockRuntime"),
        ("Matchable", "MockRuntime"), ("ProxyContext", "MockRuntime"), ("DefaultValueRegistry", "MockRuntime"),
        ("MockMember", "MockRuntime"), ("MockProxy", "MockRuntime"), ("ProtocolMock", "MockRuntime"),
        ("ClassMock", "MockRuntime"), ("ArgumentMatcher", "MockRuntime"), ("ParameterMatcher", "MockRuntime"),
        ("Cuckoo", "MockRuntime"), ("MockError", "MockRuntime"), ("Invocation", "MockRuntime"), ("InOrder", "MockRuntime"),
    ]

    /// Shadowable names the module may declare as a protocol rather than a struct.
    static let protocolLike: Set<String> = [
        "Error", "Sendable", "Equatable", "Hashable", "Comparable", "Identifiable", "Sequence", "Actor",
        "CustomStringConvertible", "Codable", "Span", "Mock", "StaticMock", "Matchable", "MockProxy", "ProtocolMock", "ClassMock",
    ]

    /// Type names that are keywords (after a dot, `X.Type` is the metatype), written with backticks.
    static let keywordTypes = ["Type", "Protocol", "default", "class", "Any", "where", "is", "some"]

    /// Member names that are keywords.
    static let keywordMembers = ["init", "self", "Type", "Protocol", "default", "is", "in", "subscript", "deinit", "class",
                                 "where", "throws", "some", "any", "get", "set", "actor", "async", "await", "try", "each",
                                 "repeat", "consume", "borrowing", "sending", "Self", "super", "func", "return", "static"]

    /// Argument labels that are keywords (`inout`, `var` and `let` need backticks there).
    static let keywordLabels = ["in ", "`inout` ", "`var` ", "`let` ", "self ", "Type ", "default ", "class ", "func ",
                                "where ", "is ", "as ", "throws ", "repeat ", "each ", "some ", "any ", "Self ", "super ",
                                "Protocol "]

    /// Parameter names that are keywords, one list per parameter position (so they differ).
    static let keywordParameters = [["`in`", "`class`", "`self`", "`Type`"], ["`default`", "`func`", "`is`", "`Protocol`"],
                                    ["`where`", "`inout`", "`as`", "`Any`"]]

    /// Standard protocols with requirements a protocol may refine, with the module declaring them.
    static let refinable: [(name: String, module: String)] = [
        ("CodingKey", "Swift"), ("Hashable", "Swift"), ("Equatable", "Swift"), ("Comparable", "Swift"),
        ("Identifiable", "Swift"), ("CustomStringConvertible", "Swift"), ("CustomDebugStringConvertible", "Swift"),
        ("LocalizedError", "Foundation"), ("CustomNSError", "Foundation"), ("RawRepresentable", "Swift"),
        ("Sequence", "Swift"), ("IteratorProtocol", "Swift"), ("Collection", "Swift"), ("Codable", "Swift"),
        ("Encodable", "Swift"), ("Decodable", "Swift"), ("Error", "Swift"), ("AsyncSequence", "Swift"),
        ("AsyncIteratorProtocol", "Swift"), ("ExpressibleByStringLiteral", "Swift"),
        ("ExpressibleByIntegerLiteral", "Swift"), ("ExpressibleByArrayLiteral", "Swift"), ("CaseIterable", "Swift"),
        ("Strideable", "Swift"), ("AdditiveArithmetic", "Swift"), ("Numeric", "Swift"),
        ("LosslessStringConvertible", "Swift"), ("TextOutputStream", "Swift"), ("CustomReflectable", "Swift"),
    ]

    /// Standard protocols a class may conform to, with the members the conformance needs.
    static let classConformances: [(name: String, members: [String])] = [
        ("CustomStringConvertible", ["open var description: String { \"\" }"]),
        ("CustomDebugStringConvertible", ["open var debugDescription: String { \"\" }"]),
        ("Hashable", ["public static func == (lhs: SELF, rhs: SELF) -> Bool { lhs === rhs }",
                      "open func hash(into hasher: inout Hasher) {}"]),
        ("Comparable", ["public static func == (lhs: SELF, rhs: SELF) -> Bool { lhs === rhs }",
                        "public static func < (lhs: SELF, rhs: SELF) -> Bool { false }"]),
        ("Identifiable", ["open var id: Int { 0 }"]),
        ("LocalizedError, @unchecked Sendable", ["open var errorDescription: String? { nil }"]),
        ("CustomNSError, @unchecked Sendable", ["open var errorCode: Int { 0 }"]),
    ]

    /// `text` with every bare use of a name in `shadowed` written `Module.Name` (a name the case
    /// declares itself, marked `own`, loses the mark instead): once a module declares `Int`, its
    /// own code must write the standard one `Swift.Int`. Names after a dot, in backticks or in
    /// string literals are left alone, and so are attributes other than `@MainActor`.
    static func qualify(_ text: String, _ shadowed: [String: String]) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        var ownNext = false
        func isStart(_ c: Unicode.Scalar) -> Bool { c == "_" || (c.properties.isAlphabetic && c.isASCII) }
        func isBody(_ c: Unicode.Scalar) -> Bool { isStart(c) || ("0"..."9").contains(c) }
        while index < scalars.count {
            let c = scalars[index]
            if c == "\"" || c == "`" {
                var end = index + 1
                while end < scalars.count && scalars[end] != c {
                    end += scalars[end] == "\\" ? 2 : 1
                }
                end = min(end + 1, scalars.count)
                out.append(contentsOf: scalars[index..<end])
                index = end
            } else if c == own.unicodeScalars.first! {
                ownNext = true
                index += 1
            } else if isStart(c) && (index == 0 || !isBody(scalars[index - 1])) {
                var end = index
                while end < scalars.count && isBody(scalars[end]) { end += 1 }
                let name = String(String.UnicodeScalarView(scalars[index..<end]))
                let before: Unicode.Scalar? = index > 0 ? scalars[index - 1] : nil
                var qualified = false
                if !ownNext, let module = shadowed[name], before != "." {
                    qualified = before != "@" || name == "MainActor"
                    if qualified { out.append(contentsOf: (module + ".").unicodeScalars) }
                }
                out.append(contentsOf: name.unicodeScalars)
                ownNext = false
                index = end
            } else {
                out.append(c)
                index += 1
            }
        }
        return String(out)
    }
}
