import Testing
@testable import MockgenCore

@Suite struct ParserFunctionTests {
    @Test func parametersLabelsAndSpecifiers() throws {
        let source = """
        protocol P {
            func f(_ a: Int, b: String, c d: inout [String: Int], e: Int... , f: Bool = true, g: @escaping @Sendable (Int) -> Void, h: @autoclosure () -> Bool)
        }
        """
        let f = try #require(Snippet.members(source).first?.asFunction)
        #expect(f.name == "f")
        #expect(f.parameters.map(\.label) == [nil, "b", "c", "e", "f", "g", "h"])
        #expect(f.parameters.map(\.name) == ["a", "b", "d", "e", "f", "g", "h"])
        #expect(f.parameters[2].type.description == "inout [String: Int]")
        #expect(f.parameters[2].isInout)
        #expect(f.parameters[3].isVariadic)
        #expect(f.parameters[3].type.description == "Int")
        #expect(f.parameters[4].hasDefaultValue)
        #expect(f.parameters[5].type.description == "@escaping @Sendable (Int) -> Void")
        #expect(f.parameters[5].type.isFunction)
        #expect(f.parameters[6].type.description == "@autoclosure () -> Bool")
        #expect(f.result == nil)
        #expect(!f.hasBody)
    }

    @Test func ownershipSpecifiers() throws {
        let f = try #require(Snippet.declarations("func f(a: borrowing T, b: consuming T, c: sending T, d: isolated (any Actor)? = #isolation, e: __owned T, f: __shared T)").first?.asFunction)
        #expect(f.parameters.map(\.specifiers) == [["borrowing"], ["consuming"], ["sending"], ["isolated"], ["__owned"], ["__shared"]])
        #expect(f.parameters[3].type.description == "isolated (any Actor)?")
        #expect(f.parameters[3].hasDefaultValue)
    }

    @Test func genericsEffectsAndWhere() throws {
        let source = "func load<T: Decodable, each U>(_ x: repeat each U) async throws(LoadError) -> T where T: Sendable, repeat each U: Hashable { body() }"
        let f = try #require(Snippet.declarations(source).first?.asFunction)
        #expect(f.genericParameters == [GenericParameter(name: "T", constraint: .named("Decodable")), GenericParameter(name: "U", isPack: true)])
        #expect(f.parameters[0].type.description == "repeat each U")
        #expect(f.effects == Effects(isAsync: true, throwing: .typed(.named("LoadError"))))
        #expect(f.result == .named("T"))
        #expect(f.requirements.map(\.description) == ["T: Sendable", "repeat each U: Hashable"])
        #expect(f.hasBody)
    }

    @Test func effectsVariants() {
        let decls = Snippet.declarations("func a() throws\nfunc b() rethrows -> Int\nfunc c() async\nfunc d(_ f: () throws -> Void) rethrows {}")
        let functions = decls.compactMap(\.asFunction)
        #expect(functions.map(\.effects.throwing) == [.throws, .rethrows, .none, .rethrows])
        #expect(functions.map(\.effects.isAsync) == [false, false, true, false])
    }

    @Test func operatorFunctions() {
        let source = """
        struct V {
            static func == (lhs: Self, rhs: Self) -> Bool { true }
            static prefix func - (v: V) -> V { v }
            static postfix func ++ (v: inout V) {}
            static func ==<T>(lhs: T, rhs: V) -> Bool { false }
            static func .<= (a: V, b: V) -> Bool { false }
            static func / (a: V, b: V) -> V { a }
        }
        """
        let functions = Snippet.members(source).compactMap(\.asFunction)
        #expect(functions.map(\.name) == ["==", "-", "++", "==", ".<=", "/"])
        #expect(functions[1].header.modifiers == ["static", "prefix"])
        #expect(functions[3].genericParameters.map(\.name) == ["T"])
    }

    @Test func modifiersAreKeptInOrder() throws {
        let source = """
        class C {
            @objc public override final class func a() {}
            nonisolated(unsafe) static var b = 1
            public private(set) var c = 0
            mutating func d()
            nonmutating func e()
            consuming func f()
            borrowing func g()
            dynamic open func h() {}
            @available(iOS 15, *) @MainActor package func i() {}
            optional func j()
            weak var k: AnyObject?
            unowned(safe) let l: C
            lazy var m = 3
            __consuming func n()
        }
        """
        let members = Snippet.members(source)
        #expect(members.count == 14)
        let a = try #require(members[0].asFunction)
        #expect(a.header.attributes == [Attribute(name: "objc")])
        #expect(a.header.modifiers == ["public", "override", "final", "class"])
        #expect(a.header.isStatic)
        #expect(members[1].asVariable?.header.modifiers == ["nonisolated(unsafe)", "static"])
        #expect(members[2].asVariable?.header.modifiers == ["public", "private(set)"])
        #expect(members[2].asVariable?.header.setterAccessLevel == .private)
        #expect(members[2].asVariable?.header.accessLevel == .public)
        #expect(members.compactMap(\.asFunction).map { $0.header.modifiers.last ?? "" } == ["class", "mutating", "nonmutating", "consuming", "borrowing", "open", "package", "optional", "__consuming"])
        let i = try #require(members[8].asFunction)
        #expect(i.header.attributes == [Attribute(name: "available", arguments: "iOS 15, *"), Attribute(name: "MainActor")])
        #expect(members[10].asVariable?.header.modifiers == ["weak"])
        #expect(members[11].asVariable?.header.modifiers == ["unowned(safe)"])
    }

    @Test func parameterAttributesBeforeNames() throws {
        let f = try #require(Snippet.declarations("func f(@ViewBuilder content: () -> V, @Wrapper<Int> x y: Int)").first?.asFunction)
        #expect(f.parameters[0].attributes == [Attribute(name: "ViewBuilder")])
        #expect(f.parameters[0].type.description == "() -> V")
        #expect(f.parameters[1].attributes == [Attribute(name: "Wrapper<Int>")])
        #expect(f.parameters[1].label == "x")
    }

    @Test func defaultValuesWithGenericsAndClosures() throws {
        let source = "func f(a: [Int] = [1, 2], b: Buffer<Result<A, B>> = Buffer<Result<A, B>>(), c: () -> Void = { print(1, 2) }, d: Int = x < y ? 1 : 2)"
        let f = try #require(Snippet.declarations(source).first?.asFunction)
        #expect(f.parameters.map(\.name) == ["a", "b", "c", "d"])
        #expect(f.parameters.allSatisfy { $0.hasDefaultValue })
    }

    @Test func initializers() throws {
        let source = """
        class C {
            init() {}
            init?(raw: String)
            init!(x: Int) throws
            required convenience init<T: P>(value: T) async throws where T: Q {}
        }
        """
        let inits = Snippet.members(source).compactMap(\.asInitializer)
        #expect(inits.map(\.failability) == [.none, .optional, .implicitlyUnwrapped, .none])
        #expect(inits[2].effects.throwing == .throws)
        #expect(inits[3].header.modifiers == ["required", "convenience"])
        #expect(inits[3].genericParameters.map(\.name) == ["T"])
        #expect(inits[3].effects == Effects(isAsync: true, throwing: .throws))
        #expect(inits[3].requirements.map(\.description) == ["T: Q"])
        #expect(inits[1].parameters[0].label == "raw")
    }

    @Test func subscripts() throws {
        let source = """
        protocol P {
            subscript(index: Int) -> Element { get set }
            static subscript<K: Hashable>(key key: K, _ other: Int) -> Value? { get }
            subscript(r: Range<Int>) -> Int { get async throws }
        }
        """
        let subscripts = Snippet.members(source).compactMap(\.asSubscript)
        #expect(subscripts.count == 3)
        #expect(subscripts[0].parameters[0].label == nil)
        #expect(subscripts[0].parameters[0].name == "index")
        #expect(subscripts[0].isSettable)
        #expect(subscripts[1].header.isStatic)
        #expect(subscripts[1].genericParameters.map(\.name) == ["K"])
        #expect(subscripts[1].parameters.map(\.label) == ["key", nil])
        #expect(subscripts[1].result.description == "Value?")
        #expect(!subscripts[1].isSettable)
        #expect(subscripts[2].accessors == [Accessor(kind: .get, effects: Effects(isAsync: true, throwing: .throws))])
    }
}

@Suite struct ParserNameTests {
    @Test func modifierWordsAreValidNames() {
        let source = "struct S {\n    func open(_ path: String) -> Int32\n    public func prefix(_ n: Int) -> S\n    var optional: Int?\n    func `default`() -> Self\n}"
        let members = Snippet.members(source)
        #expect(members.compactMap(\.asFunction).map(\.name) == ["open", "prefix", "`default`"])
        #expect(members.compactMap(\.asVariable).map(\.name) == ["optional"])
    }
}
