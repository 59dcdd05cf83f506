import Testing
@testable import MockgenCore

/// Members written without a declaration tree (`WrittenMember`) read exactly as their trees
/// would, whatever the nesting and the line limit; and the renderer's in-place layouts of a
/// statement too long for its line.
@Suite struct WrittenMemberTests {
    /// Every kind of member a mock writes itself, beside ones it still builds as trees, with
    /// signatures short and too long for a line.
    static let source = """
        public protocol Service {
            /// Loads one.
            ///   Indented second line.
            func load(id: Int) -> String
            func save(_ value: String, to path: String) throws
            func fetch(query: String, limit: Int, offset: Int, includeDeleted: Bool, orderedBy field: String) async throws -> [String: Int]
            func convert<T: Codable>(_ value: T) -> T where T: Sendable
            static func make() -> Int
            var name: String { get }
            var count: Int { get async throws }
            var title: String { get set }
            @available(macOS 10.15, *) func old() -> Int
            @discardableResult func record(_ event: String) -> Bool
            func run(_ body: () throws -> Void) rethrows
            func transform(_ values: inout [Int], using block: @escaping (Int) -> Int, description: String?) -> [Int]
            subscript(index: Int) -> String { get }
            static func == (lhs: Self, rhs: Self) -> Bool
        }

        open class Base {
            open func work(_ value: Int) -> Int { value }
            open var label: String { "" }
            open func consume(_ handler: @escaping (String) -> Void, queueLabelForTheCallbackThatIsVeryLong label: String) {}
            public init() {}
        }
        """

    static let types = MockResolver.resolve(models: [DeclarationParser.parse(source, path: "Sources/App/Input.swift")], options: ResolveOptions()).types

    /// `declaration` rendered as a member of a type nested `depth` levels deep.
    static func rendered(_ declaration: CodeDeclaration, depth: Int, lineLimit: Int) -> String {
        var nested = CodeDeclaration.type(CodeType(keyword: .class, name: "Inner", members: [declaration]))
        for level in 0..<depth { nested = .extension(name: "Outer\(level)", members: [nested]) }
        var renderer = CodeRenderer()
        renderer.lineLimit = lineLimit
        renderer.render(nested)
        return renderer.text
    }

    @Test(arguments: [(0, 120), (2, 120), (0, 72), (1, 56), (3, 40), (0, 64), (1, 48), (2, 36), (0, 28)])
    func aWrittenMockMemberReadsAsItsTree(depth: Int, lineLimit: Int) {
        #expect(Self.types.count == 2)
        var trees: [String] = []
        for type in Self.types {
            let shapes = TypeEmitter.shapes(of: type)
            let emitter = MockMemberEmitter(type: type, shapes: shapes)
            for shape in shapes {
                let declaration = emitter.declaration(shape)
                if case .written = declaration {} else { trees.append(shape.member.signature) }
                #expect(Self.rendered(declaration, depth: depth, lineLimit: lineLimit) == Self.rendered(emitter.tree(shape), depth: depth, lineLimit: lineLimit),
                        "\(type.qualifiedName).\(shape.member.signature) at depth \(depth), \(lineLimit) columns")
            }
        }
        // Methods and read-only properties are written; the subscript and the settable or
        // effectful properties are not.
        #expect(trees == ["count", "title", "subscript(_:)"])
    }

    /// The same for bodies of every form (`bodySource`): written as text, wrapped from that text
    /// (arguments one per line, with or without a trailing closure, `as Void` after `)`), or
    /// left to the tree when an argument or the closure's statement does not fit either.
    @Test(arguments: [(0, 120), (1, 90), (0, 72), (1, 60), (2, 52), (0, 44), (1, 36), (3, 30)])
    func everyBodyFormReadsAsItsTree(depth: Int, lineLimit: Int) {
        let types = MockResolver.resolve(models: [DeclarationParser.parse(Self.bodySource, path: "Sources/App/Body.swift")], options: ResolveOptions()).types
        #expect(types.count == 5)
        for type in types {
            let shapes = TypeEmitter.shapes(of: type)
            let emitter = MockMemberEmitter(type: type, shapes: shapes)
            for shape in shapes {
                #expect(Self.rendered(emitter.declaration(shape), depth: depth, lineLimit: lineLimit) == Self.rendered(emitter.tree(shape), depth: depth, lineLimit: lineLimit),
                        "\(type.qualifiedName).\(shape.member.signature) at depth \(depth), \(lineLimit) columns")
            }
        }
    }

    /// Bodies of every form, those written as text (`MockBodyText.swift`) and those left to
    /// the tree: statics, class mocks' `super:` closures, protocols bound to classes or not,
    /// isolated and async members, `Never`, variadic, `inout`, `@autoclosure`, non-escaping
    /// closures, `rethrows`, typed throws, opened associated types, overloads by result.
    static let bodySource = """
        public protocol Store: AnyObject {
            func put(_ key: String, value: Int) throws
            func get(_ key: String) -> Int?
            func keys() -> [String]
            var size: Int { get }
            static func shared() -> Int
            static func reset() throws
            func clear()
            func log(_ parts: String...)
            func swap(_ a: inout Int)
            func check(_ value: @autoclosure () -> Bool)
            func each(_ body: (Int) -> Void)
            func parse(_ text: String) throws(ParseError) -> Int
            func value() -> Int
            func value() -> String
            func fail(_ never: Never) -> Int
            func any(_ value: Any) -> Bool
        }

        public protocol Counter {
            mutating func increment(by step: Int)
            func current() -> Int
            func wait(seconds: Double) async throws
        }

        @MainActor public protocol Screen {
            func show(title: String) async
            func hide()
        }

        public protocol Container {
            associatedtype Item
            func add(_ item: Item)
            func count() -> Int
            static func make() -> Int
        }

        open class Engine {
            open func start(speed: Int) throws -> Bool { true }
            open func stop() async {}
            open var running: Bool { false }
            open class func build() -> Engine { Engine() }
            open func tune(_ values: Int...) {}
            public init() {}
        }

        public struct ParseError: Error {}
        """

    /// A class stub's methods (`override func f() -> T { DefaultValueRegistry.defaultValue(for:
    /// T.self) }`, `{}`) read as their trees would, whatever the nesting and the line limit.
    @Test(arguments: [(0, 120), (1, 72), (2, 48), (0, 36)])
    func aStubMethodReadsAsItsTree(depth: Int, lineLimit: Int) {
        let source = Self.source + "\n" + Self.bodySource + """

            open class Warehouse {
                @available(macOS 10.15, *) open func load(identifier: String, fallbackValueWhenMissing: Int) async throws -> [String: Int] { [:] }
                open func never(_ value: Never) -> Int {}
                open func make<T: Codable>(_ type: T.Type) -> T? { nil }
                public init() {}
            }

            public protocol Factory {
                func make() -> Self
                func maybe() -> Self?
                func named(_ Name: String) -> Name
                associatedtype Name
                func count(of Int: Int) -> [Int]
                func fallback() -> Ordering
                static func shared() throws -> [String: Int?]
                var title: String { get }
                var parent: Self? { get }
                var order: Ordering { get }
                var settable: Int { get set }
            }

            public enum Ordering { case first, second }
            """
        let types = MockResolver.resolve(models: [DeclarationParser.parse(source, path: "Sources/App/Input.swift")], options: ResolveOptions()).types
        var methods: [String] = []
        for type in types {
            guard case .type(let stub) = StubClassEmitter(type: type, shapes: TypeEmitter.shapes(of: type)).declaration() else {
                Issue.record("\(type.qualifiedName): a stub type")
                continue
            }
            for case .written(let member) in stub.members {
                if let property = member.writer as? StubClassEmitter.PlainProperty {
                    methods.append(type.qualifiedName + "." + property.shape.name)
                    #expect(Self.rendered(.written(member), depth: depth, lineLimit: lineLimit) == Self.rendered(property.tree, depth: depth, lineLimit: lineLimit),
                            "\(type.qualifiedName).\(property.shape.name) at depth \(depth), \(lineLimit) columns")
                }
                // Written from the shape (`PlainMethod`), as `Method` writes it, as its tree reads.
                guard let plain = member.writer as? StubClassEmitter.PlainMethod, case .written(let written) = plain.tree,
                      let method = written.writer as? StubClassEmitter.Method else { continue }
                methods.append(type.qualifiedName + "." + method.shape.name)
                let name = "\(type.qualifiedName).\(method.shape.name) at depth \(depth), \(lineLimit) columns"
                #expect(Self.rendered(.written(member), depth: depth, lineLimit: lineLimit) == Self.rendered(plain.tree, depth: depth, lineLimit: lineLimit), "\(name)")
                #expect(Self.rendered(plain.tree, depth: depth, lineLimit: lineLimit) == Self.rendered(method.tree, depth: depth, lineLimit: lineLimit), "\(name)")
            }
        }
        #expect(!methods.contains("Factory.settable"))
        for expected in ["Base.work", "Base.consume", "Engine.start", "Engine.stop", "Engine.build", "Engine.tune", "Warehouse.load", "Warehouse.never",
                         "Warehouse.make", "Factory.make", "Factory.maybe", "Factory.named", "Factory.count", "Factory.fallback", "Factory.shared",
                         "Engine.running", "Factory.title", "Factory.parent", "Factory.order"] {
            #expect(methods.contains(expected), "\(expected) written from its shape")
        }
    }

    /// A proxy member written from its shape (`ProxyEmitter.PlainMethodProxy`) reads as the
    /// declaration its signature makes, whatever the nesting and the line limit: generics,
    /// `some P` parameters, optionals, typed throws, a parameter named `__proxy`, an operator,
    /// attributes, statics, six parameters, a method beside a property of its name.
    @Test(arguments: [(0, 120), (1, 72), (2, 48), (0, 36)])
    func aProxyMemberWrittenFromItsShapeReadsAsItsTree(depth: Int, lineLimit: Int) {
        let source = Self.source + "\n" + Self.bodySource + """

            public protocol Catalog {
                var updates: Int { get }
                func updates() async -> [String]
                func find<T: Decodable>(_ type: T.Type, matching query: some StringProtocol, limit: Int?) async throws -> [T]
                func parse(_ text: String) throws(ParseError) -> Int
                func route(_ __proxy: Int, _ other: String?) -> Bool
                static func + (lhs: Self, rhs: Int) -> Self
                @available(macOS 10.15, *) @MainActor func refresh(force: Bool)
                func many(a: Int, b: Int, c: Int, d: Int, e: Int, f: (any Sendable)?) -> (Int, String)
                func nested(_ values: [String: [Int]]) -> (() -> Void)?
                func alone(_ value: Any) -> Bool
                func seek(_ fd: Int32, offset: Int64, whence: Int32) -> Int
                func read(_ count: UInt8, into buffer: [UInt8]?) -> Int
                func write(_ byte: UInt8, _ other: UInt16, tag: String) -> Int
            }
            """
        let types = MockResolver.resolve(models: [DeclarationParser.parse(source, path: "Sources/App/Input.swift")], options: ResolveOptions()).types
        var written: [String] = []
        func check(_ members: [CodeDeclaration], in type: ResolvedType) {
            for member in members {
                if case .ifConfig(let clauses) = member { clauses.forEach { check($0.members, in: type) } }
                guard case .written(let writtenMember) = member, let proxy = writtenMember.writer as? ProxyEmitter.PlainMethodProxy else { continue }
                written.append(type.qualifiedName + "." + proxy.shape.proxyName + (proxy.takesEmptyTuple ? "(())" : "") + (proxy.plainValues != 0 ? "[\(proxy.plainValues)]" : ""))
                #expect(Self.rendered(member, depth: depth, lineLimit: lineLimit) == Self.rendered(proxy.tree, depth: depth, lineLimit: lineLimit),
                        "\(type.qualifiedName).\(proxy.shape.member.signature) at depth \(depth), \(lineLimit) columns")
            }
        }
        for type in types {
            let shapes = TypeEmitter.shapes(of: type)
            for isStatic in [false, true] {
                for case .type(let proxy) in ProxyEmitter(type: type, shapes: shapes, isStatic: isStatic).declarations() { check(proxy.members, in: type) }
            }
        }
        for expected in ["Catalog.updates(())", "Catalog.find", "Catalog.parse", "Catalog.route", "Catalog.infixPlus", "Catalog.refresh", "Catalog.many",
                         "Catalog.nested", "Base.work", "Engine.build", "Engine.tune", "Catalog.seek", "Catalog.seek[7]", "Catalog.read", "Catalog.read[1]",
                         "Catalog.write", "Catalog.write[1]", "Catalog.write[2]", "Catalog.write[3]"] {
            #expect(written.contains(expected), "\(expected) written from its shape")
        }
        // A lone `Any` takes the parameter-pack entry point (`__proxy(0, any: value.matcher)`).
        #expect(!written.contains("Catalog.alone"))
    }

    /// The parameters that get proxy overloads taking plain values (`NumericLiteralTypes`):
    /// every fixed-width standard number, bare or `Swift.`-qualified, and the run's aliases of
    /// them written bare; not `Int`, `Double`, optionals, other names or other modules' numbers.
    @Test func fixedWidthNumbersTakeLiterals() {
        let names = NumericLiteralTypes.standard.sorted()
        let parameters = names.enumerated().map { "p\($0): \($1)" } + ["q: Swift.UInt8", "r: Int", "s: Double", "t: Int32?", "u: App.Int32", "v: CInt64",
                                                                          "w: Alias", "x: App.Alias", "y: String", "z: Float80"]
        let source = "protocol Numbers {\n    func take(\(parameters.joined(separator: ", ")))\n}\n"
        let types = MockResolver.resolve(models: [DeclarationParser.parse(source, path: "Sources/App/Numbers.swift")], options: ResolveOptions()).types
        let shape = TypeEmitter.shapes(of: types[0])[0]
        let taking = shape.parameters.indices.filter { NumericLiteralTypes.takesLiteral(shape.parameters[$0], aliases: ["Alias"], names: IntroducedNames()) }
        #expect(taking == Array(0..<names.count) + [names.count, names.count + 6])
        #expect(!shape.parameters.indices.contains { NumericLiteralTypes.takesLiteral(shape.parameters[$0], aliases: [], names: IntroducedNames()) && $0 > names.count })
    }

    /// `Never` and `Swift.Never` are the standard library's, unless the inputs declare a `Never`
    /// of their own; nothing else is (`MemberShape.takesNever`).
    @Test func neverIsTheStandardLibrarysUnlessDeclared() {
        func type(_ text: String) -> TypeRef? {
            guard case .typeAlias(let alias)? = Snippet.declarations("typealias T = \(text)").first else { return nil }
            return alias.type
        }
        let standard = IntroducedNames()
        let shadowed = IntroducedNames(declared: ["Never"])
        for (text, isNever, isNeverWhenShadowed) in [("Never", true, false), ("Swift.Never", true, true), ("Never?", false, false), ("App.Never", false, false),
                                                     ("Never<Int>", false, false), ("Swift.Never<Int>", false, false), ("Swift.Swift.Never", false, false),
                                                     ("Nevers", false, false), ("Swift", false, false), ("@Sendable Never", true, false)] {
            let parsed = type(text)
            #expect(parsed.map(standard.isNever) == isNever, "\(text)")
            #expect(parsed.map(shadowed.isNever) == isNeverWhenShadowed, "\(text) beside a declared Never")
        }
    }

    /// A body written as text is exactly the one-line text of the statement the tree holds,
    /// with the same place to break after a trailing closure's `{`.
    @Test func aMockBodyWrittenAsTextReadsAsItsStatement() {
        let models = [DeclarationParser.parse(Self.source, path: "Sources/App/Input.swift"), DeclarationParser.parse(Self.bodySource, path: "Sources/App/Body.swift")]
        let types = MockResolver.resolve(models: models, options: ResolveOptions()).types
        #expect(types.count == 7)
        var written: [String] = []
        var left: [String] = []
        for type in types {
            let shapes = TypeEmitter.shapes(of: type)
            let emitter = MockMemberEmitter(type: type, shapes: shapes)
            for shape in shapes where !shape.isSubscript && (!shape.isProperty || !shape.isSettable && shape.effects == .none) {
                let receiver = emitter.defaultImplementationType(shape)
                var text = UTF8Text()
                var breaks = CodeRenderer.Breaks()
                let name = "\(type.qualifiedName).\(shape.member.signature)"
                guard emitter.writeCommonBody(shape, receiver: receiver, to: &text, breaks: &breaks) else {
                    #expect(text.count == 0, "\(name): nothing written when left to the tree")
                    left.append(name)
                    continue
                }
                written.append(name)
                let body = emitter.body(shape, setter: false, receiver: receiver)
                var flat = UTF8Text()
                var flatOpenEnd: CodeRenderer.Opening?
                if body.isEmpty {
                    #expect(text.count == 0, "\(name)")
                    continue
                }
                #expect(body.count == 1, "\(name)")
                #expect(CodeRenderer.writeFlat(body[0], to: &flat, openEnd: &flatOpenEnd))
                #expect(text.string == flat.string, "\(name)")
                #expect(breaks.opening == flatOpenEnd, "\(name)")
                // Each argument starts after `(` or `, ` and the last ends at the call's `)`.
                if let arguments = breaks.arguments {
                    let bytes = Array(text.string.utf8)
                    #expect(bytes[arguments.open - 1] == UInt8(ascii: "(") && bytes[arguments.close] == UInt8(ascii: ")"), "\(name)")
                    for start in [arguments.second] + (arguments.third.map { [$0] } ?? []) {
                        #expect(bytes[start - 2] == UInt8(ascii: ",") && bytes[start - 1] == UInt8(ascii: " "), "\(name)")
                    }
                } else if !text.string.contains("NoArguments(") {
                    // The `…NoArguments` forms take the index alone: a body too long for its
                    // line is laid out from its tree.
                    Issue.record("\(name): a written call notes its arguments")
                }
            }
        }
        // The common forms are written: plain, throwing, async, generic, static,
        // property, class mocks' `super:`, isolated, `Never`, a lone `Any`.
        for expected in ["Service.load(id:)", "Service.save(_:to:)", "Service.fetch(query:limit:offset:includeDeleted:orderedBy:)", "Service.convert(_:)",
                         "Service.make()", "Service.name", "Base.work(_:)", "Base.label", "Store.put(_:value:)", "Store.shared()",
                         "Store.reset()", "Store.clear()", "Store.fail(_:)", "Store.any(_:)", "Counter.current()", "Counter.wait(seconds:)",
                         "Screen.show(title:)", "Screen.hide()", "Engine.start(speed:)", "Engine.stop()", "Engine.running", "Engine.build()", "Engine.tune(_:)", "Container.make()"] {
            #expect(written.contains(expected), "\(expected) written as text")
        }
        // The rest are the tree's: local copies, non-escaping closures, `rethrows`, typed
        // throws, overloads by result, a mutable copy of the receiver, opened associated types.
        for expected in ["Service.run(_:)", "Service.transform(_:using:description:)", "Store.swap(_:)", "Store.check(_:)", "Store.each(_:)",
                         "Store.parse(_:)", "Store.value()", "Counter.increment(by:)", "Container.add(_:)", "Container.count()"] {
            #expect(left.contains(expected), "\(expected) left to the tree")
        }
    }

    /// A proxy member's body written as text is the text of the expression a tree would hold,
    /// for every form: plain and optional parameters, none, more than `call6` takes, a lone
    /// `Any`, a parameter named like the proxy's context.
    @Test func aProxyBodyWrittenAsTextReadsAsItsExpression() {
        let source = """
            protocol Proxied {
                func none()
                func one(_ value: Int) -> Int
                func optional(_ value: String?, count: Int) -> Bool
                func seven(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int)
                func any(_ value: Any)
                func named(__proxy: Int)
                func generic<T: Equatable>(_ value: T, fallback: T?) -> T
            }
            """
        let types = MockResolver.resolve(models: [DeclarationParser.parse(source, path: "Sources/App/Proxied.swift")], options: ResolveOptions()).types
        let shapes = TypeEmitter.shapes(of: types[0])
        #expect(shapes.count == 7)
        for shape in shapes {
            let signature = ProxySignature(shape, typeGenericNames: [], dropResultOnlyGenerics: false)
            let context: CodeExpression = .member(.word("self"), "__proxy")
            var written = UTF8Text()
            signature.writeMethodCall(context, shape.descriptor, to: &written)
            #expect(written.string == CodeRenderer.flat(signature.methodCall(context, shape.descriptor)), "\(shape.member.signature)")
        }
    }

    /// `try await callee(arguments) { … }` too long for its line: the line breaks after the
    /// closure's `{`, keeping `return try await` in front, and the closure's statement goes on a
    /// line of its own; too long even for that, the arguments go one per line.
    @Test func aStatementTooLongForItsLineBreaksAfterItsTrailingClosuresBrace() {
        let call = CodeExpression.call(.member(.word("self"), "__callAsync"), [CodeArgument(.word("member")), CodeArgument("passing", .tuple([.word("a")]))],
                                       trailingClosure: CodeClosure(body: [.expression(.call(.member(.word("$0"), "run"), [CodeArgument(.word("$1"))]))]))
        let function = CodeDeclaration.function(CodeFunction(keyword: .function("f"), parameters: [], result: .named("Int"),
                                                             body: [.return(call.effectful(try: true, await: true))]))
        #expect(Self.rendered(function, depth: 0, lineLimit: 200) == """
            class Inner {
                func f() -> Int { return try await self.__callAsync(member, passing: (a)) { $0.run($1) } }
            }

            """)
        #expect(Self.rendered(function, depth: 0, lineLimit: 70) == """
            class Inner {
                func f() -> Int {
                    return try await self.__callAsync(member, passing: (a)) {
                        $0.run($1)
                    }
                }
            }

            """)
        #expect(Self.rendered(function, depth: 0, lineLimit: 50) == """
            class Inner {
                func f() -> Int {
                    return try await self.__callAsync(
                        member,
                        passing: (a)
                    ) {
                        $0.run($1)
                    }
                }
            }

            """)
        // Two statements: each laid out by itself.
        let twoStatements = CodeDeclaration.function(CodeFunction(keyword: .function("g"), parameters: [],
                                                                  body: [.binding(isVariable: false, name: "x", type: nil, value: .word("1")),
                                                                         .expression(call.effectful(try: false, await: true))]))
        #expect(Self.rendered(twoStatements, depth: 0, lineLimit: 62) == """
            class Inner {
                func g() {
                    let x = 1
                    await self.__callAsync(member, passing: (a)) {
                        $0.run($1)
                    }
                }
            }

            """)
    }
}
