import Testing
import MockRuntime

/// The four uses of the DocC article "Testing Concurrent Code" (and the README's section), on a
/// view model as an app would write it and the mocks mockgen generates for its dependencies.
@Suite(.checksMocks) @MainActor
struct ArticleViewModelTests {
    let service = MockArticleService()
    let history = MockReadingHistory().lenient()
    let hello = Article(id: "42", title: "Hello")

    /// What the screen shows while a request is in flight.
    @Test func showsLoadingWhileTheArticleIsInFlight() async throws {
        stub(service) { stub in when(stub.unreadCount()).thenReturn(3) }
        let articles = when(stub(service).article(id: any())).thenSuspend()
        let viewModel = ArticleViewModel(service: service, history: history)

        viewModel.open("42")
        let call = try await articles.next()
        #expect(call.arguments == "42")
        #expect(viewModel.state == .loading(id: "42"))

        call.resume(returning: hello)
        await viewModel.settle()
        #expect(viewModel.state == .loaded(hello))
        #expect(viewModel.unread == 3)
        verify(history).markRead("42")
    }

    /// Two responses that arrive out of order: the newer request wins.
    @Test func aLateResponseDoesNotReplaceANewerOne() async throws {
        // A server that answers even cancelled requests: the view model must drop the stale one.
        let articles = when(stub(service).article(id: any())).thenSuspend(cancellation: .isIgnored)
        stub(service) { when($0.unreadCount()).thenReturn(0) }
        let viewModel = ArticleViewModel(service: service, history: history)

        viewModel.open("1")
        let first = try await articles.next()
        viewModel.open("2")
        let second = try await articles.next()

        second.resume(returning: Article(id: "2", title: "Newer"))
        first.resume(returning: Article(id: "1", title: "Older"))
        await viewModel.settle()

        #expect(viewModel.state == .loaded(Article(id: "2", title: "Newer")))
        verify(service).article(id: "1").wasCancelled()
        verify(service).article(id: "2").wasNotCancelled()
        verify(history, never()).markRead("1")
    }

    /// Leaving the screen cancels the request, and the mock sees it.
    @Test func leavingCancelsTheRequest() async throws {
        let articles = when(stub(service).article(id: any())).thenSuspend()
        let viewModel = ArticleViewModel(service: service, history: history)

        viewModel.open("42")
        let call = try await articles.next()
        viewModel.leave()
        await viewModel.settle()

        #expect(viewModel.state == .idle)
        #expect(call.isCancelled && call.hasEnded)
        verify(service).article(id: "42").wasCancelled()
        verify(history, never()).markRead(any())
    }

    /// A stream of live updates the test writes to.
    @Test func followsLiveUpdates() async throws {
        let events = when(stub(service).events()).thenStream()
        let viewModel = ArticleViewModel(service: service, history: history)
        let newer = Article(id: "43", title: "Newer")

        viewModel.follow()
        events.yield(.published(hello))
        events.yield(.published(newer))
        events.yield(.retracted(id: "42"))
        events.finish()
        await viewModel.settle()

        #expect(viewModel.feed == [newer])
        #expect(events.streamCount == 1)
    }

    /// The order in which the work reached its dependencies, awaited call by call.
    @Test func marksTheArticleReadBeforeCountingUnread() async throws {
        stub(service) { stub in when(stub.unreadCount()).thenReturn(7) }
        let articles = when(stub(service).article(id: any())).thenSuspend()
        let calls = CallWatch(service, history)
        let viewModel = ArticleViewModel(service: service, history: history)

        viewModel.open("42")
        try await articles.next().resume(returning: hello)

        #expect(try await calls.next().description == #"articleService.article(id: "42")"#)
        #expect(try await calls.next().description == #"readingHistory.markRead("42")"#)
        let last = try await calls.next()
        #expect(last.isCall(on: service) && last.description == "articleService.unreadCount()")
        await viewModel.settle()
    }
}
