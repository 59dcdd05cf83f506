import Synchronization
import Testing
import MockRuntime

/// `thenStream()`: streams the test writes to, and what happens to the ones nobody ends.
@Suite struct StreamSourceTests {
    let article = Article(id: "1", title: "One")

    @Test func aFinishedStreamEndsItsReader() async {
        let service = MockArticleService()
        let events = when(stub(service).events()).thenStream()
        let reader = Task { await Array(service.events()) }
        events.yield(.published(article))
        events.yield(.retracted(id: "1"))
        events.finish()
        #expect(await reader.value == [.published(article), .retracted(id: "1")])
        #expect(events.streamCount == 1 && events.openStreamCount == 0)
    }

    @Test func elementsYieldedBeforeAnyStreamWaitForTheFirst() async {
        let service = MockArticleService()
        let events = when(stub(service).events()).thenStream()
        events.yield(.retracted(id: "early"))
        let stream = service.events()
        events.yield(.retracted(id: "later"))
        events.finish()
        #expect(await Array(stream) == [.retracted(id: "early"), .retracted(id: "later")])
        // Handed out after `finish`: ends at once.
        #expect(await Array(service.events()).isEmpty)
    }

    @Test func everyOpenStreamGetsEveryElement() async {
        let service = MockArticleService()
        let events = when(stub(service).events()).thenStream()
        let first = service.events()
        let second = service.events()
        events.yield(.retracted(id: "a"))
        events.finish()
        #expect(await Array(first) == [.retracted(id: "a")])
        #expect(await Array(second) == [.retracted(id: "a")])
    }

    @Test func aThrowingStreamCanFail() async throws {
        let service = MockArticleService()
        let live = when(stub(service).liveEvents(topic: "swift")).thenStream()
        let reader = Task {
            var seen: [FeedEvent] = []
            for try await event in service.liveEvents(topic: "swift") { seen.append(event) }
            return seen
        }
        live.yield(.published(article))
        live.finish(throwing: TestError(reason: "disconnected"))
        await #expect(throws: TestError(reason: "disconnected")) { try await reader.value }
    }

    @Test func anExistentialAsyncSequenceIsFedToo() async throws {
        let service = MockArticleService()
        let headlines = when(stub(service).headlines()).thenStream()
        headlines.yield(contentsOf: ["One", "Two"])
        headlines.finish()
        var seen: [String] = []
        for await headline in service.headlines() { seen.append(headline) }
        #expect(seen == ["One", "Two"])
    }

    @Test func aReaderThatStopsEndsItsStream() async throws {
        let service = MockArticleService()
        let events = when(stub(service).events()).thenStream()
        let (started, signal) = AsyncStream.makeStream(of: Void.self)
        let reader = Task {
            signal.yield()
            for await _ in service.events() {}
        }
        var iterator = started.makeAsyncIterator()
        await iterator.next()
        while events.streamCount == 0 { await Task.yield() }
        reader.cancel()
        await reader.value
        #expect(events.cancelledStreamCount == 1 && events.openStreamCount == 0)
        // Abandoned by its reader: nothing to report at the end of the test.
        let messages = try await failureMessages {
            try await ExpectationsCheckingTrait.checksMocks.provideScope(for: Test.current!, testCase: Test.Case.current) {
                let more = when(stub(service).events()).thenStream()
                more.finish()
            }
        }
        #expect(messages.isEmpty)
    }

    @Test func aStreamLeftOpenAtTheEndOfTheTestFailsAndIsFinished() async throws {
        let service = MockArticleService()
        let reader = Mutex<Task<[FeedEvent], Never>?>(nil)
        let messages = try await failureMessages {
            try await ExpectationsCheckingTrait.checksMocks.provideScope(for: Test.current!, testCase: Test.Case.current) {
                let events = when(stub(service).events()).thenStream()
                let stream = service.events()
                reader.withLock { $0 = Task { await Array(stream) } }
                events.yield(.retracted(id: "1"))
            }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("1 of the 1 stream articleService.events() handed out (`thenStream()` at StreamSourceTests.swift:") == true)
        #expect(messages.first?.contains("was still open at the end of the test (number 1); finished now.") == true)
        #expect(await reader.withLock { $0 }?.value == [.retracted(id: "1")])
    }
}

/// `CallWatch`: the calls on several mocks, awaited one by one in the order they were made.
@Suite struct CallWatchTests {
    @Test func callsComeInTheOrderTheyWereMade() async throws {
        let service = MockArticleService().lenient()
        let history = MockReadingHistory().lenient()
        _ = await service.unreadCount()
        let calls = CallWatch(service, history)
        let work = Task {
            await history.markRead("1")
            _ = await service.unreadCount()
            await history.markRead("2")
        }
        #expect(try await calls.next().description == #"readingHistory.markRead("1")"#)
        #expect(try await calls.next().isCall(on: service))
        #expect(try await calls.next().description == #"readingHistory.markRead("2")"#)
        await work.value
        let timeout = await #expect(throws: CallWatchTimeout.self) { try await calls.next(timeout: .milliseconds(30)) }
        #expect(timeout?.description.hasPrefix("No call on articleService, readingHistory within 0.03 seconds") == true)
    }

    @Test func nextStopsWaitingWhenItsTaskIsCancelled() async throws {
        let history = MockReadingHistory().lenient()
        let calls = CallWatch(history)
        let waiter = Task { try await calls.next(timeout: .seconds(30)) }
        try await Task.sleep(for: .milliseconds(20))
        waiter.cancel()
        await #expect(throws: CancellationError.self) { _ = try await waiter.value }
    }

    @Test func callsFromManyTasksAreEachSeenOnce() async throws {
        let history = MockReadingHistory().lenient()
        let calls = CallWatch(history)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<300 { group.addTask { await history.markRead("\(index)") } }
        }
        var seen: Set<String> = []
        for _ in 0..<300 { seen.insert(try await calls.next().description) }
        #expect(seen.count == 300)
        await #expect(throws: CallWatchTimeout.self) { try await calls.next(timeout: .milliseconds(10)) }
    }
}

extension AsyncSequence where Failure == Never {
    /// Every element, once the sequence ends.
    func collected() async -> [Element] {
        var elements: [Element] = []
        for await element in self { elements.append(element) }
        return elements
    }
}

func Array<S: AsyncSequence>(_ sequence: S) async -> [S.Element] where S.Failure == Never {
    await sequence.collected()
}
