// What `../Mocks/Mock.ArticleService.swift` mocks: the dependency of `ArticleViewModel`, whose
// tests (ConcurrentCodeTests) hold its calls open, cancel them and feed its streams.

struct Article: Equatable, Sendable {
    let id: String
    let title: String
}

enum FeedEvent: Equatable, Sendable {
    case published(Article)
    case retracted(id: String)
}

struct FeedError: Error, Equatable {
    let reason: String
}

protocol ArticleService: Sendable {
    func article(id: String) async throws -> Article
    func unreadCount() async -> Int
    func archive(id: String) async throws(FeedError) -> Bool
    func events() -> AsyncStream<FeedEvent>
    func liveEvents(topic: String) -> AsyncThrowingStream<FeedEvent, any Error>
    func headlines() -> any AsyncSequence<String, Never>
}

protocol ReadingHistory: Sendable {
    func markRead(_ id: String) async
}
