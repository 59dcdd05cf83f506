import Testing
import MockRuntime
@testable import CuckooCompatFixtures
@testable import CuckooCompatMocks

/// Written as a Cuckoo 2.4 user writes Swift Testing tests; only the import differs.
struct ShapeTests {
    @Test func closurePropertiesWithParameterNames() {
        let mock = MockCallbacks()
        var seen: [Int] = []
        stub(mock) { stub in
            when(stub.onChange.get).thenReturn({ seen.append($0) })
            when(stub.validator.get).thenReturn({ text, limit in text.count <= limit })
            when(stub.register(anyClosure())).then { handler in _ = handler(1, "one") }
        }

        mock.onChange(4)
        #expect(seen == [4])
        #expect(mock.validator?("abc", 3) == true)
        var registered: [String] = []
        mock.register { id, name in registered.append("\(id) \(name)"); return name }
        #expect(registered == ["1 one"])
        verify(mock).onChange.get()
        verify(mock).register(anyClosure())
    }

    @Test func stubOfClosurePropertiesReturnsRegisteredDefaults() {
        DefaultValueRegistry.register(value: { (_: Int) in }, forType: ((Int) -> Void).self)
        defer { DefaultValueRegistry.reset() }
        let stub = CallbacksStub()
        stub.onChange(1)
        #expect(stub.validator == nil)
    }

    @Test func overloadsByResultTypeArePickedByTypeContext() {
        let mock = MockEmptyValues()
        stub(mock) { stub in
            when(stub.empty()).thenReturn(true)
            when(stub.empty()).thenReturn(7)
            when(stub.empty()).thenReturn("seven")
            when(stub.parse(anyString())).thenReturn(1.5)
            when(stub.parse("2")).thenReturn(2)
        }

        let flag: Bool = mock.empty()
        let number: Int = mock.empty()
        let text: String = mock.empty()
        let real: Double = mock.parse("x")
        let whole: Int = mock.parse("2")

        #expect(flag && number == 7 && text == "seven" && real == 1.5 && whole == 2)
        verify(mock).empty().with(returnType: Bool.self)
        verify(mock).empty().with(returnType: Int.self)
        verify(mock, never()).parse("x").with(returnType: Int.self)
        verify(mock).parse("x").with(returnType: Double.self)
        // The `returning:` form stays available.
        verify(mock).empty(returning: String.self)
    }

    @Test func autoclosuresAreMatchedAndVerifiedByValue() throws {
        let mock = MockLogging()
        var logged: [String] = []
        stub(mock) { stub in
            when(stub.log(anyString())).then { logged.append($0()) }
            when(stub.log(level: anyInt(), anyString())).thenDoNothing()
        }

        mock.log("hello")
        mock.log("hel" + "lo")
        mock.log(level: 2, "warning")

        #expect(logged == ["hello", "hello"])
        verify(mock, times(2)).log("hello")
        verify(mock).log(level: 2, "warning")
        verify(mock, never()).log(level: anyInt(), "other")
    }

    /// Cuckoo's form: closure matchers, `then` receiving the closure, captors of the closure.
    @Test func autoclosuresInCuckoosClosureForm() throws {
        let mock = MockLogging()
        stub(mock) { stub in
            when(stub.compute(anyClosure())).then { $0() * 10 }
            when(stub.log(anyClosure())).thenDoNothing()
        }
        #expect(mock.compute(2 + 2) == 40)
        mock.log("closure")
        let captor = ArgumentCaptor<() -> Int>()
        verify(mock).compute(captor.capture())
        #expect(captor.value?() == 4)
        verify(mock).compute(4)
        verify(mock).compute(anyClosure())
        verify(mock).log(equal(to: "closure"))

        let deferred = MockDeferred()
        stub(deferred) { stub in
            when(stub.run(anyClosure())).then { $0() + 1 }
            when(stub.label(anyClosure())).thenCallRealImplementation()
        }
        #expect(deferred.run(5) == 6)
        #expect(deferred.label(nil) == "none")
        #expect(deferred.label("x") == "x")
        let texts = ArgumentCaptor<() -> String?>()
        verify(deferred, times(2)).label(texts.capture())
        #expect(texts.allValues.map { $0() } == [nil, "x"])
        verify(deferred).run(5)
        verify(deferred).label(isNil())
    }

    @Test func classMocksCoverProtocolExtensionMembers() {
        let mock = MockTracker()
        stub(mock) { stub in
            when(stub.greet(anyString())).thenReturn("Hi")
            when(stub.farewell(anyString())).thenReturn("Ciao")
            when(stub.isPolite.get).thenReturn(false)
        }

        #expect(mock.greet("Ann") == "Hi")
        #expect(mock.farewell("Ann") == "Ciao")
        #expect(mock.isPolite == false)
        verify(mock).greet("Ann")
        verify(mock).farewell("Ann")
        verify(mock).isPolite.get()
    }

    @Test func protocolExtensionMembersCallTheRealImplementationOnASpy() {
        let spy = MockTracker().withEnabledSuperclassSpy()
        #expect(spy.greet("Ann") == "Hello, Ann")
        #expect(spy.farewell("Bo") == "Bye, Bo")
        #expect(spy.isPolite)
        verify(spy).farewell("Bo")
    }

    @Test func overridesKeepTheirDefaultArgumentValues() {
        let mock = MockTracker()
        stub(mock) { stub in
            when(stub.track(anyString(), properties: any())).thenDoNothing()
            when(stub.count(of: anyString(), times: anyInt())).then { $0.1 * 2 }
            when(stub.label(anyInt(), prefix: anyString())).then { "\($0.1)\($0.0)" }
        }

        mock.track("a")
        #expect(mock.count() == 2)
        #expect(mock.count(times: 4) == 8)
        #expect(mock.label(3) == "#3")

        verify(mock).track("a", properties: [:])
        verify(mock).count(of: "launch", times: 1)
        verify(mock).count(of: "launch", times: 4)
        let stubbed = TrackerStub()
        stubbed.track("b")
        #expect(stubbed.count() == 0)
    }
}

struct LabelledTests {
    @Test func overloadsByResultTypeNextToAnAssociatedType() {
        let mock = MockLabelled<Bool>()
        var printed: [String] = []
        stub(mock) { stub in
            when(stub.empty(anyString())).thenReturn(420)
            when(stub.empty(anyString())).then { (text: String) in printed.append(text) }
            when(stub.empty(any(Bool.self))).then { !$0 }
        }
        let number: Int = mock.empty("a")
        let _: Void = mock.empty("b")
        #expect(number == 420)
        #expect(printed == ["b"])
        #expect(mock.empty(true) == false)
        _ = verify(mock).empty(anyString()) as __DoNotUse<String, Int>
        _ = verify(mock).empty(anyString()) as __DoNotUse<String, Void>
        _ = verify(mock).empty(true) as __DoNotUse<Bool, Bool>
    }
}
