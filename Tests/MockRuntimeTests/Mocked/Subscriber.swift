// What `../Mocks/Mock.Subscriber.swift` mocks: the types of LRMocky's README walkthrough
// (ExpectationsTests); GeneratedFileSnapshotTests (MockgenCoreTests) checks that the mocks are
// the generator's output for this file.

/// LRMocky's subscriber: receives what a publisher publishes.
protocol Subscriber {
    func receive(_ message: String)
}

/// LRMocky's `testObject`: commands, queries, a call that may raise, and async work.
protocol Collaborator {
    func doSomething()
    func doSomethingElse()
    func someMethod()
    func returnsSomeString() -> String
    func returnsSomeInteger() -> Int
    func mightRaiseSomething() throws -> String
    func load(_ key: String) async throws -> Int
    var status: String { get set }
}

/// A class mock under expectations: its unanswered calls can run the real code.
class Ledger {
    func record(_ amount: Int, for account: String) -> Bool { true }
    func balance(of account: String) -> Int { 0 }
}

/// A generic protocol mock under expectations.
protocol Store<Value> {
    associatedtype Value
    func save(_ value: Value, forKey key: String)
    func value(forKey key: String) -> Value?
}
