import MockRuntime
import Testing
@testable import MockgenFixtures
import TestSupport

@Suite struct ConcurrencyAndLayoutMockTests {
    @MainActor
    @Test func mainActorAsyncMembers() async {
        let view = MockTitleView()
        stub(view) { stub in when(stub.reload(anyInt())).thenReturn(true) }
        #expect(await view.reload(1))
        verify(view).reload(1)
    }

    /// A main-actor mock's async call held open: the caller waits without blocking the main
    /// actor, which the test itself runs on while it takes and resumes the call.
    @MainActor
    @Test func aMainActorCallCanBeHeldOpen() async throws {
        let view = MockTitleView()
        let reloads = when(stub(view).reload(anyInt())).thenSuspend()
        let first = Task { await view.reload(1) }
        let second = Task { await view.reload(2) }
        let calls = [try await reloads.next(), try await reloads.next()]
        #expect(Set(calls.map(\.arguments)) == [1, 2])
        for call in calls { call.resume(returning: call.arguments == 2) }
        #expect(await first.value == false)
        #expect(await second.value == true)
        verify(view, times(2)).reload(anyInt()).wasNotCancelled()
    }

    /// `ping()` comes from a nonisolated protocol: callable from any isolation.
    @Test func nonisolatedRequirementOfAMainActorRefinement() {
        let board = MockWhiteboard()
        stub(board) { stub in when(stub.ping()).thenReturn(true) }
        #expect(board.ping())
        verify(board).ping()
    }

    /// Non-`Sendable` arguments, escaping non-`@Sendable` closures and `inout` of isolated async
    /// members stay on the main actor, through `then` bodies and verification.
    @MainActor
    @Test func mainActorAsyncMembersWithNonSendableArguments() async throws {
        let board = MockWhiteboard()
        let sketch = Sketch()
        stub(board) { stub in
            when(stub.draw(on: any())).then { sketch in
                sketch.strokes.append("line")
                return sketch.strokes.count
            }
            when(stub.edit(any())).then { change in
                let edited = Sketch()
                await change(edited)
                #expect(edited.strokes == ["erase"])
            }
            when(stub.nudge(anyInt())).thenDoNothing()
        }
        #expect(await board.draw(on: sketch) == 1)
        try await board.edit { $0.strokes.append("erase") }
        var offset = 3
        await board.nudge(&offset)
        #expect(sketch.strokes == ["line"])
        verify(board).draw(on: any())
        verify(board).nudge(3)
    }

    @MainActor
    @Test func mainActorMocks() {
        let view = MockTitleView()
        stub(view) { stub in
            when(stub.show(anyString())).thenDoNothing()
            when(stub.isVisible.get).thenReturn(true)
            when(stub.identifier()).thenReturn("id")
        }
        view.show("t")
        #expect(view.isVisible)
        #expect(view.identifier() == "id")
        verify(view).show("t")
    }

    @Test func sendableProtocolMocksCrossTasks() async throws {
        let uploader = MockUploader()
        stub(uploader) { stub in
            when(stub.upload(any(), progress: anyClosure())).then { _, progress in
                progress(1)
                return true
            }
        }
        let progress = Recorder<Double>()
        let result = try await Task.detached { try await uploader.upload([1], progress: { progress.append($0) }) }.value
        #expect(result)
        #expect(progress.values == [1])
        verify(uploader).upload([1], progress: anyClosure())
    }

    @Test func actorProtocolMocksAreActors() async {
        let counter = MockCounter()
        stub(counter) { stub in
            when(stub.increment()).thenReturn(1)
            when(stub.total.get).thenReturn(10)
        }
        #expect(await counter.increment() == 1)
        #expect(await counter.total == 10)
        verify(counter).increment()
    }

    @Test func nestedProtocolsAreMockedInsideTheirOuterType() {
        let inner = Outer.MockInner()
        stub(inner) { stub in when(stub.ping()).thenReturn("pong") }
        #expect(inner.ping() == "pong")
        let handler = Namespace.MockHandler()
        stub(handler) { stub in when(stub.handle(anyString())).thenReturn(true) }
        #expect(handler.handle("e"))
        verify(handler).handle("e")
        #expect(Outer.InnerStub().ping() == "")
    }

    @Test func conditionalMembersAndTypes() async {
        let platform = MockPlatform()
        stub(platform) { stub in
            when(stub.common()).thenReturn(1)
            when(stub.unixOnly()).thenReturn("unix")
            when(stub.modern()).thenReturn(2)
        }
        #expect(platform.common() == 1)
        #expect(platform.unixOnly() == "unix")
        #expect(await platform.modern() == 2)
        let unix = MockUnixOnly()
        stub(unix) { stub in when(stub.path()).thenReturn("/") }
        #expect(unix.path() == "/")
    }

    @Test func accessLevelsAndAvailability() {
        let packaged = MockPackageScoped()
        stub(packaged) { stub in when(stub.packaged()).thenReturn(1) }
        #expect(packaged.packaged() == 1)
        let hidden = MockInternalScoped()
        stub(hidden) { stub in when(stub.hidden()).thenReturn(2) }
        #expect(hidden.hidden() == 2)
        let modern = MockModern()
        stub(modern) { stub in when(stub.now()).thenReturn(3) }
        #expect(modern.now() == 3)
    }

    @Test func stubTypesReturnRegistryDefaults() async throws {
        let service = ServiceStub()
        #expect(try service.fetch("a") == 0)
        #expect(service.find(name: nil) == nil)
        #expect(service[0] == "")
        #expect(try await service.token == "")
        #expect(ServiceStub.version() == "")
        #expect(Copyable2Stub().copy() !== Copyable2Stub())
    }
}
