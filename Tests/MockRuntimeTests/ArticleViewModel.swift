// A screen's view model as an app would write it, for ArticleViewModelTests (and the DocC
// article "Testing Concurrent Code", which shows these tests): it loads an article while showing
// a loading state, drops a response that arrives after a newer request, cancels its work when
// the user leaves, and follows a stream of live updates.

@MainActor
final class ArticleViewModel {
    enum State: Equatable {
        case idle
        case loading(id: String)
        case loaded(Article)
        case failed(String)
    }

    private(set) var state = State.idle
    private(set) var feed: [Article] = []
    private(set) var unread = 0
    private let service: any ArticleService
    private let history: any ReadingHistory
    private var loading: Task<Void, Never>?
    private var following: Task<Void, Never>?

    init(service: any ArticleService, history: any ReadingHistory) {
        self.service = service
        self.history = history
    }

    /// Shows the article `id`: the loading state at once, the article when it arrives. A newer
    /// `open` wins, whatever order the responses come in.
    func open(_ id: String) {
        loading?.cancel()
        state = .loading(id: id)
        loading = Task {
            do {
                let article = try await service.article(id: id)
                guard state == .loading(id: id) else { return }
                state = .loaded(article)
                await history.markRead(id)
                unread = await service.unreadCount()
            } catch is CancellationError {
                // The user left or opened another article: nothing to show.
            } catch {
                if state == .loading(id: id) { state = .failed("\(error)") }
            }
        }
    }

    /// The user left the screen: whatever is in flight is cancelled.
    func leave() {
        loading?.cancel()
        following?.cancel()
        state = .idle
    }

    /// Follows the live feed: a published article goes to the top of `feed`, a retracted one
    /// leaves it.
    func follow() {
        following = Task {
            for await event in service.events() {
                switch event {
                case .published(let article): feed.insert(article, at: 0)
                case .retracted(let id): feed.removeAll { $0.id == id }
                }
            }
        }
    }

    /// Waits for the work `open` and `follow` started (a test's way to let it finish).
    func settle() async {
        await loading?.value
        await following?.value
    }
}
