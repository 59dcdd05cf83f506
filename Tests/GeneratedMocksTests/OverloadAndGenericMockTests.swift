import MockRuntime
import Testing
@testable import MockgenFixtures

@Suite struct OverloadAndGenericMockTests {
    @Test func overloadsByLabelsAndTypesAreSeparateMembers() {
        let mock = MockOverloaded()
        stub(mock) { stub in
            when(stub.send(anyInt())).thenDoNothing()
            when(stub.send(anyString())).thenDoNothing()
            when(stub.send(value: anyInt())).thenDoNothing()
            when(stub.send(anyInt(), times: anyInt())).thenDoNothing()
        }
        mock.send(1)
        mock.send("s")
        mock.send(value: 2)
        mock.send(3, times: 4)
        verify(mock).send(1)
        verify(mock).send("s")
        verify(mock).send(value: 2)
        verify(mock).send(3, times: 4)
        verifyNoMoreInteractions(mock)
    }

    @Test func overloadsByResultTypeTakeReturning() {
        let mock = MockOverloaded()
        stub(mock) { stub in
            when(stub.make(returning: Int.self)).thenReturn(1)
            when(stub.make(returning: String.self)).thenReturn("one")
            when(stub.parse(anyString(), returning: Int.self)).thenReturn(5)
            when(stub.parse(anyString(), returning: Double.self)).thenReturn(2.5)
        }
        let number: Int = mock.make()
        let text: String = mock.make()
        #expect(number == 1)
        #expect(text == "one")
        #expect(mock.parse("x") as Int == 5)
        #expect(mock.parse("y") as Double == 2.5)
        verify(mock).make(returning: Int.self)
        verify(mock).make(returning: String.self)
        verify(mock).parse("x", returning: Int.self)
    }

    @Test func primaryAssociatedTypesForwardToDefaultImplementations() {
        let repository = MockRepository<String>()
        stub(repository) { stub in
            when(stub.all()).thenReturn(["a"])
            when(stub.save(anyString())).thenDoNothing()
        }
        repository.save("b")
        #expect(repository.all() == ["a"])
        verify(repository).save("b")

        let forwarding = MockRepository<Int>()
        forwarding.enableDefaultImplementation(RepositoryStub<Int>())
        #expect(forwarding.all() == [])
    }

    @Test func associatedTypesWithoutPrimaryOnes() throws {
        let cache = MockCache<String, Int>()
        stub(cache) { stub in
            when(stub.value(for: "a")).thenReturn(1)
            when(stub.insert(anyInt(), for: anyString())).thenThrow(TestError(reason: "full"))
            when(stub.keys.get).thenReturn(["a"])
        }
        #expect(cache.value(for: "a") == 1)
        #expect(throws: TestError(reason: "full")) { try cache.insert(2, for: "b") }
        #expect(cache.keys == ["a"])
        verify(cache).insert(2, for: "b")
    }

    @Test func someAndAnyParameters() {
        struct Square: Shape { var area: Double { 4 } }
        let drawer = MockDrawer()
        stub(drawer) { stub in
            when(stub.draw(any(Square.self))).then { $0.area }
            when(stub.drawAny(any())).then { $0.area * 2 }
            when(stub.drawAll(any())).then { $0.count }
        }
        #expect(drawer.draw(Square()) == 4)
        #expect(drawer.drawAny(Square()) == 8)
        #expect(drawer.drawAll([Square(), Square()]) == 2)
        verify(drawer).draw(any(Square.self))
        verify(drawer).drawAny(any())
    }

    @Test func userMembersNamedLikeGeneratedOnes() {
        let mock = MockCollisions()
        stub(mock) { stub in
            when(stub.manager.get).thenReturn("m")
            when(stub.manager.set(anyString())).thenDoNothing()
            when(stub.context.get).thenReturn(1)
            when(stub.matchers.get).thenReturn(["x"])
            when(stub.stub()).thenReturn(2)
            when(stub.verify(anyInt())).thenReturn(true)
            when(stub.reset()).thenDoNothing()
            when(stub.value(anyInt(), matchers: anyString(), context: anyInt())).then { value, _, context in value + context }
            when(stub.named(anyString())).then { "named \($0)" }
            when(stub.original(anyInt(), newValue: anyInt())).then { $0 + $1 }
            when(stub.generic(anyInt(), anyInt())).then { $0 * $1 }
        }
        #expect(mock.manager == "m")
        mock.manager = "n"
        #expect(mock.context == 1)
        #expect(mock.matchers == ["x"])
        #expect(mock.stub() == 2)
        #expect(mock.verify(3))
        mock.reset()
        #expect(mock.value(1, matchers: "", context: 2) == 3)
        #expect(mock.named("a") == "named a")
        #expect(mock.original(1, newValue: 2) == 3)
        #expect(mock.generic(3, 4) == 12)
        verify(mock).manager.set("n")
        verify(mock).reset()
        verify(mock).stub()
    }
}

@Suite struct EdgeCaseMockTests {
    @Test func unusualParameterSpellings() {
        let mock = MockEdgeCases()
        stub(mock) { stub in
            when(stub.autoclose(anyInt())).then { value in value() * 2 }
            when(stub.iuo(isNil())).thenReturn("nil")
            when(stub.iuo(3)).thenReturn(nil)
            when(stub.tuple(any())).then { pair in (a: pair.0, b: pair.1) }
            when(stub.meta(any())).then { String(describing: $0) }
            when(stub.returnsClosure()).thenReturn({ $0 + 1 })
            when(stub.nested(["a": [1]])).thenReturn(["a": 1])
            when(stub.change()).thenDoNothing()
            when(stub.external.set(anyInt())).thenDoNothing()
        }
        #expect(mock.autoclose(21) == 42)
        #expect(mock.iuo(nil) == "nil")
        #expect(mock.iuo(3) == nil)
        #expect(mock.tuple((1, "x")).b == "x")
        #expect(mock.meta(Int.self) == "Int")
        #expect(mock.returnsClosure()(1) == 2)
        #expect(mock.nested(["a": [1]]) == ["a": 1])
        mock.change()
        mock.enableDefaultImplementation(EdgeCasesStub())
        #expect(mock.next() == nil)
        mock.external = 4
        verify(mock).change()
        verify(mock).external.set(4)
    }

    @Test func anyAndSixAndSevenParametersAreStubbedAndVerifiedByTheirMatchers() {
        let mock = MockEdgeCases()
        stub(mock) { stub in
            when(stub.describe(any())).then { "\($0)" }
            when(stub.six(1, "b", true, any(), isNil(), [6])).thenReturn(6)
            when(stub.six(anyInt(), anyString(), any(), any(), notNil(), any())).thenReturn(60)
            when(stub.seven(1, "b", false, 0.5, 5, any(), label: "g")).thenReturn(7)
        }
        #expect(mock.describe(42) == "42")
        #expect(mock.six(1, "b", true, 4.0, nil, [6]) == 6)
        #expect(mock.six(2, "x", false, 0, 3, []) == 60)
        #expect(mock.seven(1, "b", false, 0.5, 5, [1, 2], label: "g") == 7)
        verify(mock).describe(any())
        verify(mock, times(2)).six(anyInt(), anyString(), any(), any(), any(), any())
        verify(mock).six(2, "x", false, 0, 3, [])
        verify(mock).seven(1, "b", false, 0.5, 5, [1, 2], label: "g")
        verify(mock, never()).seven(anyInt(), anyString(), true, any(), any(), any(), label: anyString())
    }

    @Test func subscriptsWithOneAnyIndexAreStubbedAndVerified() {
        let mock = MockEdgeCases()
        stub(mock) { stub in
            when(stub[any()].get).thenReturn(3)
            when(stub[any()].set(anyInt())).thenDoNothing()
            when(stub[payload: any()].get).then { "payload \($0)" }
        }
        #expect(mock["k"] == 3)
        mock[1] = 9
        #expect(mock[payload: 7] == "payload 7")
        verify(mock)[any()].get()
        verify(mock)[any()].set(9)
        verify(mock)[payload: any()].get()
        verify(mock, never())[any()].set(8)
    }

    @Test func existentialMetatypesAloneAndInATuple() {
        let mock = MockEdgeCases()
        stub(mock) { stub in
            when(stub.register(any())).then { "\($0)" }
            when(stub.delegateType(any())).then { "\($0)" }
            when(stub.named(any(), anyString())).then { type, name in "\(name): \(type)" }
        }
        #expect(mock.register(NSObjectLike.self) == "NSObjectLike")
        #expect(mock.named(Int.self, "n") == "n: Int")
        verify(mock).register(any())
        verify(mock).named(any(), "n")
        mock.enableDefaultImplementation(EdgeCasesStub())
        reset(mock)
        #expect(mock.named(Int.self, "n") == "")
        #expect(mock.register(NSObjectLike.self) == "")
    }

    @Test func closuresWithInoutVariadicAndAsyncRethrows() async throws {
        let mock = MockEdgeCases()
        stub(mock) { stub in
            when(stub.inoutClosure(anyClosure())).then { body in
                var value = 1
                body(&value)
            }
            when(stub.variadicClosure(anyClosure())).then { body in body(1, 2, 3) }
            when(stub.asyncRethrowing(anyThrowingClosure())).then { body in try await body() + 1 }
        }
        var seen = 0
        mock.inoutClosure { value in
            value += 1
            seen = value
        }
        #expect(seen == 2)
        #expect(mock.variadicClosure { $0.reduce(0, +) } == 6)
        #expect(await mock.asyncRethrowing { 41 } == 42)
        await #expect(throws: TestError(reason: "body")) {
            try await mock.asyncRethrowing { throw TestError(reason: "body") }
        }
    }

    @Test func genericClassMocks() {
        let box = MockBox<Int>(value: 1)
        stub(box) { stub in
            when(stub.get()).thenReturn(5)
            when(stub.map(anyClosure(type: ((Int) -> String).self))).then { transform in transform(7) }
        }
        #expect(box.get() == 5)
        #expect(box.map { "\($0)" } == "7")
        verify(box).get()
    }

    @MainActor
    @Test func mainActorClassMocks() async {
        let model = MockViewModel()
        stub(model) { stub in
            when(stub.load()).thenReturn(["a"])
            when(stub.identifier()).thenReturn("mock")
        }
        #expect(await model.load() == ["a"])
        #expect(model.identifier() == "mock")
        verify(model).load()
    }
}

@Suite struct GenericInheritanceMockTests {
    @Test func subclassesOfGenericClassesUseTheirArguments() {
        let box = MockIntBox(value: 2)
        stub(box) { stub in
            when(stub.get()).thenReturn(7)
            when(stub.doubled()).thenCallRealImplementation()
            when(stub.value.get).thenReturn(10)
        }
        #expect(box.get() == 7)
        #expect(box.doubled() == 20)
        verify(box).get()
    }

    @Test func protocolsRefinedThroughPrimaryAssociatedTypes() {
        let repository = MockStringRepository()
        stub(repository) { stub in
            when(stub.all()).thenReturn(["a"])
            when(stub.count()).thenReturn(1)
        }
        #expect(repository.all() == ["a"])
        #expect(repository.count() == 1)
    }
}

/// A class to pass where `AnyClass` is taken.
private final class NSObjectLike {}
