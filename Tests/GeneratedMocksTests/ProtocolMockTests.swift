import MockRuntime
import Testing
@testable import MockgenFixtures
import TestSupport

/// Stub, call and verify through every member kind of the generated `MockService`.
@Suite struct ProtocolMockTests {
    @Test func greeterFromTheReadme() {
        let greeter = MockGreeter()
        stub(greeter) { stub in
            when(stub.greet(anyString())).thenReturn("Hello")
            when(stub.greetingCount.get).thenReturn(3)
        }
        #expect(greeter.greet("Bob") == "Hello")
        #expect(greeter.greetingCount == 3)
        verify(greeter).greet("Bob")
        verify(greeter).greetingCount.get()
        verifyNoMoreInteractions(greeter)
        stub(greeter) { stub in when(stub.remember(anyString())).thenReturn(true) }
        greeter.remember("unused result, no warning")
        verify(greeter).remember(anyString())
    }

    @Test func aResultBuilderParameterIsStubbedAndCalledWithABuilderClosure() {
        let page = MockPage()
        stub(page) { when($0.render(any())).then { content in content().joined(separator: "|") } }
        #expect(page.render { "a"; "b" } == "a|b")
        verify(page).render(any())
    }

    @Test func initRequirementsCreateWorkingMocks() {
        let mock = MockService(configuration: "x")
        stub(mock) { stub in when(stub.title.get).thenReturn("t") }
        #expect(mock.title == "t")
        #expect(MockService(failableCode: 1) != nil)
    }

    @Test func throwingAndTypedThrowing() throws {
        let service = MockService()
        stub(service) { stub in
            when(stub.fetch("a")).thenReturn(1)
            when(stub.fetch("b")).thenThrow(TestError(reason: "b"))
            when(stub.load(id: 7)).thenThrow(LoadError(code: 404))
            when(stub.load(id: 1)).thenReturn("one")
        }
        #expect(try service.fetch("a") == 1)
        #expect(throws: TestError(reason: "b")) { try service.fetch("b") }
        do {
            _ = try service.load(id: 7)
            Issue.record("expected a throw")
        } catch {
            #expect(error.code == 404)
        }
        #expect(try service.load(id: 1) == "one")
        verify(service, times(2)).fetch(anyString())
    }

    @Test func asyncMembers() async throws {
        let service = MockService()
        stub(service) { stub in
            when(stub.refresh()).thenDoNothing()
            when(stub.download(from: anyString(), retries: 2)).thenReturn([1, 2])
            when(stub.performAsync(anyClosure())).then { work in await work() + 1 }
        }
        await service.refresh()
        #expect(try await service.download(from: "u", retries: 2) == [1, 2])
        #expect(await service.performAsync { 41 } == 42)
        verify(service).refresh()
        verify(service).download(from: "u", retries: 2)
    }

    @Test func rethrowingMembers() throws {
        let service = MockService()
        stub(service) { stub in
            when(stub.transform(any(), using: anyThrowingClosure())).then { values, body in try values.map(body) }
        }
        #expect(service.transform([1, 2], using: { $0 * 2 }) == [2, 4])
        #expect(throws: TestError(reason: "odd")) {
            try service.transform([1], using: { _ in throw TestError(reason: "odd") })
        }
    }

    @Test func optionalInoutAndUnnamedParameters() {
        let service = MockService()
        let bumped = Recorder<Int>()
        stub(service) { stub in
            when(stub.find(name: isNil())).thenReturn(0)
            when(stub.find(name: "x")).thenReturn(1)
            when(stub.bump(anyInt())).then { bumped.append($0) }
            when(stub.unnamed(1, "a")).thenDoNothing()
        }
        #expect(service.find(name: nil) == 0)
        #expect(service.find(name: "x") == 1)
        var value = 5
        service.bump(&value)
        service.unnamed(1, "a")
        #expect(bumped.values == [5])
        verify(service).bump(5)
        verify(service).find(name: "x")
        verify(service).unnamed(1, "a")
    }

    @Test func nonEscapingClosures() {
        let service = MockService()
        stub(service) { stub in
            when(stub.perform(anyClosure())).then { work in work() }
            when(stub.apply(any(), first: anyClosure(), then: anyClosure())).then { values, first, second in second(values.map(first).reduce(0, +)) }
            when(stub.sendableWork(anyClosure())).then { work in work() }
        }
        var ran = false
        service.perform { ran = true }
        #expect(ran)
        #expect(service.apply([1, 2], first: { $0 * 10 }, then: { "sum \($0)" }) == "sum 30")
        let recorder = Recorder<Int>()
        service.sendableWork { recorder.append(1) }
        #expect(recorder.values == [1])
        verify(service).perform(anyClosure())
        verify(service).sendableWork(anyClosure())
    }

    @Test func escapingAndOptionalClosures() {
        let service = MockService()
        stub(service) { stub in
            when(stub.schedule(after: any(), anyClosure())).thenDoNothing()
            when(stub.optionalHandler(isNil())).thenDoNothing()
            when(stub.optionalHandler(notNil())).then { handler in handler?("called") }
        }
        let results = Recorder<Bool>()
        service.schedule(after: 1) { results.append($0) }
        let captor = ArgumentCaptor<@Sendable (Bool) -> Void>()
        verify(service).schedule(after: 1, captor.capture())
        captor.value?(true)
        #expect(results.values == [true])
        var received: String?
        service.optionalHandler { received = $0 }
        service.optionalHandler(nil)
        #expect(received == "called")
        verify(service, times(2)).optionalHandler(any())
    }

    @Test func variadicAndGenericMethods() {
        let service = MockService()
        stub(service) { stub in
            when(stub.log(any())).thenDoNothing()
            when(stub.store(anyInt(), forKey: "k")).thenDoNothing()
            when(stub.compare(1, 2)).thenReturn(true)
            when(stub.merge(any([Int].self))).then { $0.reduce(0, +) }
            when(stub.decode("n")).thenReturn(42)
        }
        service.log("a", "b")
        service.store(5, forKey: "k")
        #expect(service.compare(1, 2))
        #expect(service.merge([1, 2, 3]) == 6)
        let decoded: Int = service.decode("n")
        #expect(decoded == 42)
        verify(service).log(["a", "b"])
        verify(service).store(5, forKey: "k")
        verify(service).decode("n")
        verify(service).merge(any([Int].self))
    }

    @Test func propertiesOfEveryKind() async throws {
        let service = MockService()
        stub(service) { stub in
            when(stub.title.get).thenReturn("title")
            when(stub.nickname.get).thenReturn(nil)
            when(stub.nickname.set(anyString())).thenDoNothing()
            when(stub.count.get).thenReturn(1, 2)
            when(stub.count.set(anyInt())).thenDoNothing()
            when(stub.token.get).thenReturn("secret")
            when(stub.slowValue.get).thenReturn(9)
            when(stub.checked.get).thenThrow(LoadError(code: 1))
        }
        #expect(service.title == "title")
        #expect(service.nickname == nil)
        service.nickname = "nick"
        #expect(service.count == 1)
        service.count = 5
        #expect(try await service.token == "secret")
        #expect(await service.slowValue == 9)
        do {
            _ = try service.checked
            Issue.record("expected a throw")
        } catch {
            #expect(error == LoadError(code: 1))
        }
        verify(service).nickname.set("nick")
        verify(service).count.set(5)
        verify(service).token.get()
        verify(service).title.get()
    }

    @Test func subscriptsOfEveryKind() {
        let service = MockService()
        stub(service) { stub in
            when(stub[0].get).thenReturn("zero")
            when(stub[anyInt()].set(anyString())).thenDoNothing()
            when(stub[key: "k"].get).thenReturn(3)
            when(stub[1, 2].get).thenReturn(1.5)
            when(stub[anyInt(), anyInt()].set(any())).thenDoNothing()
            let typed: StubbedReadOnlySubscript<String, Int?> = stub[typed: "t"]
            when(typed.get).thenReturn(7)
        }
        #expect(service[0] == "zero")
        service[1] = "one"
        #expect(service[key: "k"] == 3)
        #expect(service[1, 2] == 1.5)
        service[3, 4] = 2.5
        let typed: Int? = service[typed: "t"]
        #expect(typed == 7)
        verify(service)[1].set("one")
        verify(service)[0].get()
        verify(service)[3, 4].set(2.5)
    }

    @Test func staticMembers() {
        reset(MockService.self)
        stub(MockService.self) { stub in
            when(stub.version()).thenReturn("1.0")
            when(stub.instances.get).thenReturn(2)
        }
        #expect(MockService.version() == "1.0")
        #expect(MockService.instances == 2)
        verify(MockService.self).version()
        reset(MockService.self)
    }

    @Test func defaultImplementationForwardsToARealObject() {
        let greeter = MockGreeter()
        greeter.enableDefaultImplementation(GreeterStub())
        #expect(greeter.greet("x") == "")
        verify(greeter).greet("x")
    }

    /// The forwarding closures handed the arguments (`passing:`) give the real object each
    /// argument in its place, a setter's new value included.
    @Test func defaultImplementationGetsEveryArgumentAndNewValue() {
        final class Recording: Greeter, @unchecked Sendable {
            var names: [String] = []
            var greetingCount = 0
            func greet(_ name: String) -> String { names.append(name); return "Hello, \(name)" }
            func remember(_ name: String) -> Bool { names.append("remember " + name); return true }
        }
        let real = Recording()
        let greeter = MockGreeter()
        greeter.enableDefaultImplementation(real)
        #expect(greeter.greet("Ann") == "Hello, Ann")
        #expect(greeter.remember("Bob"))
        greeter.greetingCount = 7
        #expect(real.greetingCount == 7)
        #expect(greeter.greetingCount == 7)
        #expect(real.names == ["Ann", "remember Bob"])
        verify(greeter).greetingCount.set(7)
    }

    @Test func unstubbedCallsAreReported() {
        let greeter = MockGreeter()
        let failures = withMockFailuresCaptured {
            _ = greeter.greet("nobody")
        }
        #expect(failures.count == 1)
    }
}
