import Testing
import MockRuntime
import TestSupport

@Suite struct StubbingTests {
    @Test func thenReturnChainsAndTheLastValueRepeats() {
        let greeter = MockGreeter()
        stub(greeter) { stub in
            when(stub.greet(anyString())).thenReturn("one", "two").thenReturn("three")
        }
        #expect(["a", "b", "c", "d"].map(greeter.greet) == ["one", "two", "three", "three"])
    }

    @Test func thenReceivesTheArguments() {
        let greeter = MockGreeter()
        stub(greeter) { stub in
            when(stub.greet(anyString())).then { name in "Hello, \(name)" }
        }
        #expect(greeter.greet("Ada") == "Hello, Ada")
    }

    @Test func theNewestMatchingWhenWins() {
        let greeter = MockGreeter()
        stub(greeter) { stub in
            when(stub.greet(anyString())).thenReturn("general")
            when(stub.greet("Bob")).thenReturn("specific")
        }
        #expect(greeter.greet("Bob") == "specific")
        #expect(greeter.greet("Eve") == "general")
        stub(greeter) { stub in
            when(stub.greet(anyString())).thenReturn("newest")
        }
        #expect(greeter.greet("Bob") == "newest")
    }

    @Test func chainedActionsMixReturnsThrowsAndImplementations() throws {
        let service = MockService()
        stub(service) { stub in
            when(stub.fetch("key")).thenReturn(1).thenThrow(TestError(reason: "boom")).then { key in key.count }
        }
        #expect(try service.fetch("key") == 1)
        #expect(throws: TestError(reason: "boom")) { try service.fetch("key") }
        #expect(try service.fetch("key") == 3)
        #expect(try service.fetch("key") == 3)
    }

    @Test func typedThrowsTakesTheDeclaredErrorType() {
        let service = MockService()
        stub(service) { stub in
            when(stub.load(id: 7)).thenThrow(LoadError(code: 404))
            when(stub.load(id: 1)).then { (id: Int) throws(LoadError) -> String in
                if id > 0 { return "item \(id)" }
                throw LoadError(code: 500)
            }
        }
        do {
            _ = try service.load(id: 7)
            Issue.record("expected a throw")
        } catch {
            // `error` is statically a LoadError here: typed throws survive the mock.
            #expect(error.code == 404)
        }
        #expect((try? service.load(id: 1)) == "item 1")
    }

    @Test func propertiesAreStubbedThroughGetAndSet() {
        let greeter = MockGreeter()
        let recorder = Recorder<Int>()
        stub(greeter) { stub in
            when(stub.count.get).thenReturn(10, 20)
            when(stub.count.set(anyInt())).then { recorder.append($0) }
        }
        greeter.count = 3
        greeter.count = 4
        #expect(greeter.count == 10)
        #expect(greeter.count == 20)
        #expect(recorder.values == [3, 4])
    }

    @Test func thenDoNothingForVoidMembers() {
        let service = MockService()
        stub(service) { stub in
            when(stub.log(any())).thenDoNothing()
        }
        service.log("a", "b")
        verify(service).log(["a", "b"])
    }

    @Test func asyncMembersTakeAsyncImplementations() async throws {
        let service = MockService()
        stub(service) { stub in
            when(stub.refresh()).then { await Task.yield() }
            when(stub.download(from: "https://x", retries: anyInt())).then { url, retries in
                await Task.yield()
                return Array(repeating: UInt8(retries), count: 2)
            }
            when(stub.download(from: "https://fail", retries: anyInt())).thenThrow(TestError(reason: "offline"))
        }
        await service.refresh()
        #expect(try await service.download(from: "https://x", retries: 3) == [3, 3])
        await #expect(throws: TestError(reason: "offline")) { try await service.download(from: "https://fail", retries: 1) }
        verify(service).refresh()
        verify(service, times(2)).download(from: anyString(), retries: anyInt())
    }

    @Test func rethrowingMembersPropagateOnlyTheClosuresErrors() throws {
        let service = MockService()
        stub(service) { stub in
            when(stub.transform(any(), using: anyThrowingClosure())).then { values, body in try values.map(body) }
        }
        #expect(service.transform([1, 2], using: { $0 * 10 }) == [10, 20])
        #expect(throws: TestError(reason: "odd")) {
            try service.transform([1], using: { _ in throw TestError(reason: "odd") })
        }
        verify(service, times(2)).transform(any(), using: anyThrowingClosure())
    }

    @Test func inoutParametersAreRecordedByTheirValueIn() {
        let service = MockService()
        let seen = Recorder<Int>()
        stub(service) { stub in
            when(stub.bump(anyInt())).then { seen.append($0) }
        }
        var value = 41
        service.bump(&value)
        #expect(seen.values == [41])
        verify(service).bump(41)
    }

    @Test func nonEscapingClosuresCanBeCalledFromThen() {
        let service = MockService()
        stub(service) { stub in
            when(stub.perform(anyClosure())).then { work in work() }
        }
        var ran = false
        service.perform { ran = true }
        #expect(ran)
        verify(service).perform(anyClosure())
        #expect(invocations(of: service).map(\.description) == ["perform(<closure>)"])
    }

    @Test func escapingClosuresAreKeptAndCanBeCapturedForLater() {
        let service = MockService()
        stub(service) { stub in
            when(stub.schedule(after: 0.5, anyClosure())).thenDoNothing()
        }
        let result = Recorder<Bool>()
        service.schedule(after: 0.5) { result.append($0) }
        let captor = ArgumentCaptor<@Sendable (Bool) -> Void>()
        verify(service).schedule(after: 0.5, captor.capture())
        captor.value?(true)
        #expect(result.values == [true])
    }

    @Test func variadicArgumentsAreRecordedAsArrays() {
        let service = MockService()
        stub(service) { stub in
            when(stub.log(containsAllOf(["b"]))).thenDoNothing()
        }
        service.log("a", "b", "c")
        verify(service).log(["a", "b", "c"])
    }

    @Test func genericMethodsMatchOnTheConcreteTypeInTheMatcher() {
        let service = MockService()
        let ints = Recorder<Int>()
        stub(service) { stub in
            when(stub.store(anyInt(), forKey: anyString())).then { value, _ in ints.append(value) }
            when(stub.store(any(String.self), forKey: anyString())).thenDoNothing()
        }
        service.store(5, forKey: "five")
        service.store("x", forKey: "ex")
        #expect(ints.values == [5])
        verify(service).store(5, forKey: "five")
        verify(service).store("x", forKey: anyString())
        verify(service, never()).store(any(Double.self), forKey: anyString())
    }

    @Test func genericResultTypesAreInferredFromTheAction() {
        let service = MockService()
        stub(service) { stub in
            when(stub.decode("n")).thenReturn(42)
            when(stub.decode("s")).thenReturn("text")
        }
        let number: Int = service.decode("n")
        let text: String = service.decode("s")
        #expect(number == 42)
        #expect(text == "text")
        verify(service, times(2)).decode(anyString())
    }

    @Test func subscriptsAreStubbedByIndex() {
        let service = MockService()
        let writes = Recorder<String>()
        stub(service) { stub in
            when(stub[anyInt()].get).thenReturn("any")
            when(stub[0].get).thenReturn("zero")
            when(stub[anyInt()].set(anyString())).then { index, value in writes.append("\(index)=\(value)") }
        }
        #expect(service[0] == "zero")
        #expect(service[9] == "any")
        service[2] = "two"
        #expect(writes.values == ["2=two"])
        verify(service)[2].set("two")
        verify(service, times(2))[anyInt()].get()
    }

    @Test func optionalParametersAcceptValuesNilAndMatchers() {
        let service = MockService()
        stub(service) { stub in
            when(stub.find(name: isNil())).thenReturn(nil)
            when(stub.find(name: notNil())).thenReturn(1)
            when(stub.find(name: "exact")).thenReturn(2)
        }
        #expect(service.find(name: nil) == nil)
        #expect(service.find(name: "other") == 1)
        #expect(service.find(name: "exact") == 2)
        verify(service).find(name: isNil())
        verify(service, times(2)).find(name: notNil())
        verify(service, times(3)).find(name: any())
    }

    @Test func optionalAndReadOnlyProperties() {
        let service = MockService()
        stub(service) { stub in
            when(stub.title.get).thenReturn("Title")
            when(stub.nickname.get).thenReturn(nil, "nick")
            when(stub.nickname.set(isNil())).thenDoNothing()
        }
        #expect(service.title == "Title")
        #expect(service.nickname == nil)
        #expect(service.nickname == "nick")
        service.nickname = nil
        verify(service).title.get()
        verify(service, times(2)).nickname.get()
        verify(service).nickname.set(isNil())
    }

    @Test func effectfulPropertyGetters() async throws {
        let service = MockService()
        stub(service) { stub in
            when(stub.token.get).thenReturn("t1").thenThrow(TestError(reason: "expired"))
        }
        #expect(try await service.token == "t1")
        await #expect(throws: TestError(reason: "expired")) { try await service.token }
        verify(service, times(2)).token.get()
    }

    @Test func staticMembersHaveTheirOwnResettableStorage() {
        reset(MockService.self)
        stub(MockService.self) { stub in
            when(stub.version()).thenReturn("1.0")
        }
        #expect(MockService.version() == "1.0")
        verify(MockService.self).version()
        reset(MockService.self)
        verify(MockService.self, never()).version()
    }

    @Test func protocolsWithAssociatedTypesBecomeGenericMocks() {
        let repository = MockRepository<String>()
        stub(repository) { stub in
            when(stub.save(anyString())).thenDoNothing()
            when(stub.all()).thenReturn(["a", "b"])
        }
        repository.save("c")
        #expect(repository.all() == ["a", "b"])
        verify(repository).save("c")
    }

    @MainActor @Test func mainActorProtocolsAreMocked() {
        let view = MockTitleView()
        stub(view) { stub in
            when(stub.isVisible.get).thenReturn(true)
            when(stub.show(anyString())).thenDoNothing()
        }
        view.show("Hi")
        #expect(view.isVisible)
        verify(view).show("Hi")
    }

    @Test func aStubFunctionUsedWithoutWhenStillRegisters() {
        let greeter = MockGreeter()
        stub(greeter) { stub in
            stub.greet("x").thenReturn("y")
        }
        #expect(greeter.greet("x") == "y")
    }

    @Test func protocolInitializersCreateWorkingMocks() {
        let service = MockService(configuration: "prod")
        stub(service) { stub in when(stub.title.get).thenReturn("t") }
        #expect(service.title == "t")
    }
}

import Foundation

final class NSLockBox: Sendable {
    private let lock = NSLock()
    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
