import Testing
@testable import MockgenCore

@Suite struct ParserVariableTests {
    @Test func protocolRequirements() {
        let source = """
        protocol P {
            var a: Int { get }
            var b: String { get set }
            var c: Data { get async throws }
            static var d: [Int] { get }
            var e: Int { mutating get nonmutating set }
        }
        """
        let vars = Snippet.members(source).compactMap(\.asVariable)
        #expect(vars.map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(vars.map(\.isSettable) == [false, true, false, false, true])
        #expect(vars[2].getterEffects == Effects(isAsync: true, throwing: .throws))
        #expect(vars[4].accessors == [Accessor(kind: .get, modifiers: ["mutating"]), Accessor(kind: .set, modifiers: ["nonmutating"])])
        #expect(vars.allSatisfy { !$0.isLet && !$0.hasInitializer && !$0.isTypeInferred })
    }

    @Test func accessorBlocksWithBodies() {
        let source = """
        struct S {
            var a: Int { 3 }
            var b: Int {
                get { _b }
                set(newValue) { _b = newValue }
            }
            var c: Int = 0 {
                willSet { print(newValue) }
                didSet { print(oldValue) }
            }
            var d: Int {
                _read { yield x }
                _modify { yield &x }
            }
            var e: Int {
                @storageRestrictions(initializes: x) init { x = newValue }
                get { x }
            }
            var f: Int { get { 1 } }
            var g: [Int] {
                @Dependency(\\.x) var x
                return x
            }
        }
        """
        let vars = Snippet.members(source).compactMap(\.asVariable)
        #expect(vars.map { $0.accessors.map(\.kind) } == [[.get], [.get, .set], [.willSet, .didSet], [.read, .modify], [.`init`, .get], [.get], [.get]])
        #expect(vars[2].isStored)
        #expect(vars[2].hasInitializer)
        #expect(vars[3].isSettable)
        #expect(vars[4].accessors[0].attributes == [Attribute(name: "storageRestrictions", arguments: "initializes: x")])
    }

    @Test func multipleBindingsShareTheHeader() {
        let vars = Snippet.members("class C { private var a = 1, b: Int, c: String = \"\" }").compactMap(\.asVariable)
        #expect(vars.map(\.name) == ["a", "b", "c"])
        #expect(vars.map { $0.type?.description } == ["Int", "Int", "String"])
        #expect(vars.map(\.isTypeInferred) == [true, false, false])
        #expect(vars.allSatisfy { $0.header.modifiers == ["private"] })
    }

    @Test func typesInferredFromSimpleInitialValues() {
        let source = """
        struct S {
            let a = Foo()
            let b = Foo.Bar<Int>(x, y: 2)
            let c = 5
            let d = 5.0
            let e = "x"
            let f = true
            let g = [1, 2]
            let h = x as Foo
            let i = -3
            let j = makeFoo()
            let k = Foo.shared
            let l = Foo.make()
            let m = [Int]()
            let n = Foo { $0 }
            let o = a + b
            let p = [String: Int]()
            let q = Foo.init(1)
            let r = try! Foo(path: "x")
            let s = try? Foo()
            let t = try await Foo.load()
        }
        """
        let vars = Snippet.members(source).compactMap(\.asVariable)
        #expect(vars.map { $0.type?.description } == [
            "Foo", "Foo.Bar<Int>", "Int", "Double", "String", "Bool", "[Int]", "Foo", "Int",
            nil, nil, nil, "[Int]", "Foo", nil, "[String: Int]", "Foo", "Foo", "Foo?", nil,
        ])
        #expect(vars.allSatisfy { $0.isLet })
        #expect(vars.allSatisfy { $0.hasInitializer })
        #expect(vars.filter(\.isTypeInferred).count == 15)
    }

    @Test func initialValuesSpanningLinesAreSkipped() {
        let source = """
        struct S {
            let a = foo
                .bar()
                .baz { x in
                    x + 1
                }
            let b = cond
                ? 1
                : 2
            let c: [Int] = [
                1,
                2,
            ]
            var d = CircularBuffer<Result<Element, Error>>(initialCapacity: 4)
            let e = x < y
            let f = 1
        }
        """
        let vars = Snippet.members(source).compactMap(\.asVariable)
        #expect(vars.map(\.name) == ["a", "b", "c", "d", "e", "f"])
        #expect(vars[3].type?.description == "CircularBuffer<Result<Element, Error>>")
    }

    @Test func tuplePatternsAreSkippedWithAWarning() {
        let model = Snippet.parse("struct S {\n    let (a, b) = (1, 2)\n    let c = 3\n}")
        #expect(model.diagnostics.map(\.description) == ["test.swift:2:9: warning: skipped tuple pattern declaration: only single names are modelled"])
        #expect(model.declarations.first?.asType?.members.compactMap(\.asVariable).map(\.name) == ["c"])
    }
}
