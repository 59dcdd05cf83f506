/// The code under test of LRMocky's walkthrough: publishes messages to its subscribers.
final class Publisher {
    private var subscribers: [any Subscriber] = []

    func add(_ subscriber: any Subscriber) { subscribers.append(subscriber) }

    func publish(_ message: String) {
        for subscriber in subscribers { subscriber.receive(message) }
    }
}

/// The walkthrough's first, wrong implementation: it forgets to publish.
final class SilentPublisher {
    func add(_ subscriber: any Subscriber) {}
    func publish(_ message: String) {}
}
