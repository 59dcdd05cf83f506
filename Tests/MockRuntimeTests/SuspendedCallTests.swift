import Synchronization
import Testing
import MockRuntime

/// `thenSuspend()`: calls held open in arrival order, resumed by the test however and in
/// whatever order it chooses; what happens to the ones it forgets; cancellation.
@Suite struct SuspendedCallTests {
    let article = Article(id: "1", title: "One")

    /// Starts `count` calls of `article(id:)`, each after the previous one arrived, so their
    /// arrival order is known; returns their tasks.
    func startCalls(_ count: Int, on service: MockArticleService, arrivals: SuspendedCalls<String, Article, any Error>) async throws
        -> [Task<Article, any Error>] {
        var tasks: [Task<Article, any Error>] = []
        for index in 0..<count {
            tasks.append(Task { try await service.article(id: "\(index)") })
            while arrivals.count <= index { await Task.yield() }
        }
        return tasks
    }

    @Test func callsAreHandedOutInTheOrderTheyArrived() async throws {
        let service = MockArticleService()
        let articles = when(stub(service).article(id: any())).thenSuspend()
        let tasks = try await startCalls(5, on: service, arrivals: articles)

        var seen: [String] = []
        for expected in 1...5 {
            let call = try await articles.next()
            #expect(call.number == expected)
            seen.append(call.arguments)
            call.resume(returning: Article(id: call.arguments, title: "#\(call.number)"))
        }
        #expect(seen == ["0", "1", "2", "3", "4"])
        for (index, task) in tasks.enumerated() {
            #expect(try await task.value == Article(id: "\(index)", title: "#\(index + 1)"))
        }
        verify(service, times(5)).article(id: any())
    }

    @Test func callsCanBeResumedInAnyOrder() async throws {
        let service = MockArticleService()
        let articles = when(stub(service).article(id: any())).thenSuspend()
        let tasks = try await startCalls(3, on: service, arrivals: articles)
        var calls: [SuspendedCall<String, Article, any Error>] = []
        for _ in 0..<3 { calls.append(try await articles.next()) }

        for index in [2, 0, 1] {
            calls[index].resume(returning: Article(id: calls[index].arguments, title: "resumed"))
            #expect(try await tasks[index].value.id == "\(index)")
        }
        #expect(articles.waiting.isEmpty)
    }

    @Test func aCallCanBeResumedWithAnError() async throws {
        let service = MockArticleService()
        let articles = when(stub(service).article(id: any())).thenSuspend()
        let task = Task { try await service.article(id: "7") }
        try await articles.next().resume(throwing: TestError(reason: "offline"))
        await #expect(throws: TestError(reason: "offline")) { try await task.value }
    }

    @Test func aTypedThrowingCallTakesItsOwnError() async throws {
        let service = MockArticleService()
        let archives = when(stub(service).archive(id: any())).thenSuspend()
        let task = Task { () async throws(FeedError) -> Bool in try await service.archive(id: "9") }
        try await archives.next().resume(throwing: FeedError(reason: "read-only"))
        await #expect(throws: FeedError(reason: "read-only")) { try await task.value }
    }

    @Test func proceedGivesTheAnswerOfTheOlderStub() async throws {
        let service = MockArticleService()
        stub(service) { stub in when(stub.article(id: any())).thenReturn(article) }
        let articles = when(stub(service).article(id: "slow")).thenSuspend()
        let task = Task { try await service.article(id: "slow") }
        try await articles.next().proceed()
        #expect(try await task.value == article)
        #expect(try await service.article(id: "fast") == article)
    }

    @Test func proceedWithoutAnOlderStubIsAnUnstubbedCall() async throws {
        let service = MockArticleService()
        let counts = when(stub(service).unreadCount()).thenSuspend()
        let messages = try await failureMessages {
            let task = Task { await service.unreadCount() }
            try await counts.next().proceed()
            #expect(await task.value == 0)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("unreadCount()") == true)
    }

    @Test func nextNamesTheStubWhenNoCallArrives() async throws {
        let service = MockArticleService()
        let articles = when(stub(service).article(id: any())).thenSuspend()
        do {
            _ = try await articles.next(timeout: .milliseconds(50))
            Issue.record("next() returned without a call")
        } catch let timeout as SuspendedCallTimeout {
            #expect(timeout.description.contains("No call to articleService.article(id: any) arrived within 0.05 seconds"))
            #expect(timeout.description.contains("no call matched it at all"))
        }

        let task = Task { try await service.article(id: "1") }
        try await articles.next().resume(returning: article)
        _ = try await task.value
        await #expect(throws: SuspendedCallTimeout.self) { try await articles.next(timeout: .milliseconds(20)) }
        let again = await #expect(throws: SuspendedCallTimeout.self) { try await articles.next(timeout: .milliseconds(20)) }
        #expect(again?.description.contains("1 call arrived before and was handed out already") == true)
    }

    /// A test task cancelled while `next` waits (Swift Testing's time limit, a parent task
    /// giving up) stops waiting at once: a 30 s wait that ran out would throw the timeout.
    @Test func nextStopsWaitingWhenItsTaskIsCancelled() async throws {
        let service = MockArticleService()
        let articles = when(stub(service).article(id: any())).thenSuspend()
        let waiter = Task { try await articles.next(timeout: .seconds(30)) }
        try await Task.sleep(for: .milliseconds(20))
        waiter.cancel()
        await #expect(throws: CancellationError.self) { _ = try await waiter.value }
    }

    @Test func aCallResumedTwiceIsAFailure() async throws {
        let service = MockArticleService()
        let articles = when(stub(service).article(id: any())).thenSuspend()
        let messages = try await failureMessages {
            let task = Task { try await service.article(id: "1") }
            let call = try await articles.next()
            call.resume(returning: article)
            call.resume(returning: article)
            _ = try await task.value
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix(#"article(id: "1") (call 1 of `thenSuspend()` at SuspendedCallTests.swift:"#) == true)
        #expect(messages.first?.hasSuffix(") cannot be resumed: it was resumed already.") == true)
    }

    // MARK: Calls the test forgets

    @Test func aCallLeftSuspendedAtTheEndOfTheTestFailsAndIsReleased() async throws {
        let service = MockArticleService()
        let caller = Mutex<Task<Article, any Error>?>(nil)
        let messages = try await failureMessages {
            try await ExpectationsCheckingTrait.checksMocks.provideScope(for: Test.current!, testCase: Test.Case.current) {
                let articles = when(stub(service).article(id: any())).thenSuspend()
                caller.withLock { $0 = Task { try await service.article(id: "forgotten") } }
                _ = try await articles.next()
            }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix(#"articleService.article(id: "forgotten") is still suspended at the end of the test (`thenSuspend()` of articleService.article(id: any) at SuspendedCallTests.swift:"#) == true)
        #expect(messages.first?.contains("it was released with CancellationError") == true)
        await #expect(throws: CancellationError.self) { try await caller.withLock { $0 }?.value }
    }

    @Test func aNonThrowingCallLeftSuspendedReturnsTheDefaultValue() async throws {
        let service = MockArticleService()
        let caller = Mutex<Task<Int, Never>?>(nil)
        let messages = try await failureMessages {
            try await ExpectationsCheckingTrait.checksMocks.provideScope(for: Test.current!, testCase: Test.Case.current) {
                let counts = when(stub(service).unreadCount()).thenSuspend()
                caller.withLock { $0 = Task { await service.unreadCount() } }
                _ = try await counts.next()
            }
        }
        #expect(messages.first?.contains("it was released with the default value of its result") == true)
        #expect(await caller.withLock { $0 }?.value == 0)
    }

    @Test func aCallLeftTooLongIsReleasedWithoutTheTestsEnd() async throws {
        let service = MockArticleService()
        let messages = await failureMessages {
            _ = when(stub(service).article(id: any())).thenSuspend(releasedAfter: .milliseconds(100))
            await #expect(throws: CancellationError.self) { try await service.article(id: "awaited") }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains(#"articleService.article(id: "awaited") was suspended for 0.1 seconds without being resumed"#) == true)
        #expect(messages.first?.contains("thenSuspend(releasedAfter:)") == true)
    }

    @Test func aTestThatThrowsOnlyReleasesItsCalls() async throws {
        let service = MockArticleService()
        let caller = Mutex<Task<Article, any Error>?>(nil)
        let messages = await failureMessages {
            await #expect(throws: TestError.self) {
                try await ExpectationsCheckingTrait.checksMocks.provideScope(for: Test.current!, testCase: Test.Case.current) {
                    let articles = when(stub(service).article(id: any())).thenSuspend()
                    caller.withLock { $0 = Task { try await service.article(id: "1") } }
                    _ = try await articles.next()
                    throw TestError(reason: "the test's own failure")
                }
            }
        }
        #expect(messages.isEmpty)
        await #expect(throws: CancellationError.self) { try await caller.withLock { $0 }?.value }
    }

    // MARK: Cancellation

    @Test func cancellingTheCallerEndsASuspendedCall() async throws {
        let service = MockArticleService()
        let articles = when(stub(service).article(id: any())).thenSuspend()
        let task = Task { try await service.article(id: "1") }
        let call = try await articles.next()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(call.isCancelled && call.hasEnded)
        verify(service).article(id: "1").wasCancelled()
        #expect(invocations(of: service).map(\.description) == [#"article(id: "1") (cancelled)"#])
    }

    @Test func aCallFromACancelledTaskEndsAtOnce() async throws {
        let service = MockArticleService()
        let articles = when(stub(service).article(id: any())).thenSuspend()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await service.article(id: "late")
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        let call = try await articles.next()
        #expect(call.isCancelled && call.hasEnded)
        verify(service).article(id: "late").wasCancelled()
    }

    @Test func cancellationCanBeIgnored() async throws {
        let service = MockArticleService()
        let articles = when(stub(service).article(id: any())).thenSuspend(cancellation: .isIgnored)
        let task = Task { try await service.article(id: "1") }
        let call = try await articles.next()
        task.cancel()
        #expect(call.isCancelled && !call.hasEnded)
        call.resume(returning: article)
        #expect(try await task.value == article)
        verify(service).article(id: "1").wasCancelled()
    }

    @Test func aCancelledNonThrowingCallReturnsTheDefaultValue() async throws {
        let service = MockArticleService()
        let counts = when(stub(service).unreadCount()).thenSuspend()
        let task = Task { await service.unreadCount() }
        _ = try await counts.next()
        task.cancel()
        #expect(await task.value == 0)
        verify(service).unreadCount().wasCancelled()
    }

    @Test func aCallCancelledWhileItsThenBodyRunsIsRecorded() async throws {
        let service = MockArticleService()
        let (started, signal) = AsyncStream.makeStream(of: Void.self)
        stub(service) { stub in
            when(stub.article(id: any())).then { id in
                signal.yield()
                try await Task.sleep(for: .seconds(30))
                return Article(id: id, title: "never")
            }
        }
        let task = Task { try await service.article(id: "slow") }
        var iterator = started.makeAsyncIterator()
        await iterator.next()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        verify(service).article(id: "slow").wasCancelled()
    }

    @Test func wasCancelledNamesTheCallsThatWereNot() async throws {
        let service = MockArticleService()
        stub(service) { when($0.article(id: any())).thenReturn(article) }
        _ = try await service.article(id: "1")
        let messages = failureMessages {
            verify(service).article(id: "1").wasCancelled()
            verify(service).article(id: "1").wasNotCancelled()
        }
        #expect(messages == [#"1 of 1 matching call was not cancelled: articleService.article(id: "1")."#])
    }

    /// Eight tests at once (Swift Testing runs arguments in parallel), each holding 200 calls
    /// open and resuming them in reverse: every count exact. Part of `make test-tsan`.
    @Test(arguments: 0..<8) func manyCallsAcrossParallelTests(_ run: Int) async throws {
        let service = MockArticleService()
        let articles = when(stub(service).article(id: any())).thenSuspend()
        let total = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<200 {
                group.addTask { Int(try await service.article(id: "\(run)-\(index)").title)! }
            }
            var calls: [SuspendedCall<String, Article, any Error>] = []
            for _ in 0..<200 { calls.append(try await articles.next(timeout: .seconds(10))) }
            #expect(Set(calls.map(\.arguments)).count == 200)
            for call in calls.reversed() {
                call.resume(returning: Article(id: call.arguments, title: "\(call.number)"))
            }
            return try await group.reduce(0, +)
        }
        #expect(total == (1...200).reduce(0, +))
        #expect(articles.count == 200 && articles.waiting.isEmpty)
        verify(service, times(200)).article(id: any())
    }
}
