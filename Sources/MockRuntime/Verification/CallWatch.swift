/// The calls several mocks receive from now on, in the order they were made, for a test to
/// await one after another: which dependency concurrent work reached first, without sleeping.
///
/// ```swift
/// let calls = CallWatch(api, cache)
/// viewModel.refresh()                                     // starts tasks calling both
/// #expect(try await calls.next().description == "cache.cachedArticles()")
/// #expect(try await calls.next().description == "api.latestArticles()")
/// ```
public final class CallWatch: Sendable {
    private let managers: [MockManager]
    private let changes = ChangeSignal()
    /// Calls with a sequence number above this were made after the watch began.
    private let start: Int
    private let taken = Locked<Set<Int>>([])

    /// Watches `mocks` from now on; calls made before are not reported.
    public init(_ mocks: any Mock...) {
        managers = mocks.map(\.__manager)
        start = invocationSequence.load()
        for manager in managers { manager.changes.addRelay(changes) }
    }

    deinit {
        for manager in managers { manager.changes.removeRelay(changes) }
    }

    /// The oldest call on the watched mocks not yet returned by `next`, waiting up to `timeout`
    /// for one to be made.
    ///
    /// - Throws: ``CallWatchTimeout`` naming the mocks and the calls seen so far.
    public func next(
        timeout: Duration = .seconds(1),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> WatchedCall {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            let generation = changes.generation
            if let call = takeOldest() { return call }
            try Task.checkCancellation()
            guard ContinuousClock.now < deadline else {
                throw CallWatchTimeout(
                    mocks: managers.map(\.name), timeout: timeout, returned: taken.withLock { $0.count },
                    location: MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
                )
            }
            await changes.next(after: generation, deadline: deadline, wakesOnCancellation: true)
        }
    }

    /// The call with the lowest sequence number not yet taken. Numbers are drawn before a call
    /// is recorded, so a later number can be recorded first; a set, not a high-water mark, keeps
    /// such a call from being skipped.
    private func takeOldest() -> WatchedCall? {
        var oldest: WatchedCall?
        let taken = self.taken.withLock { $0 }
        for manager in managers {
            for invocation in manager.invocations.reversed() {
                guard invocation.sequenceNumber > start else { break }
                guard !taken.contains(invocation.sequenceNumber) else { continue }
                if oldest == nil || invocation.sequenceNumber < oldest!.invocation.sequenceNumber {
                    oldest = WatchedCall(manager: manager, invocation: invocation)
                }
            }
        }
        guard let oldest else { return nil }
        let fresh = self.taken.withLock { $0.insert(oldest.invocation.sequenceNumber).inserted }
        return fresh ? oldest : takeOldest()
    }
}

/// One call a ``CallWatch`` saw: on which mock, and what.
public struct WatchedCall: Sendable, CustomStringConvertible {
    let manager: MockManager
    public let invocation: Invocation

    /// The mock's name in messages (`api`, or what `named(_:)` set).
    public var mockName: String { manager.name }

    /// Whether the call was made on `mock`.
    public func isCall(on mock: any Mock) -> Bool { mock.__manager === manager }

    /// `api.latestArticles()`.
    public var description: String { "\(mockName).\(invocation.description)" }
}

/// No call on the watched mocks arrived within the time `next(timeout:)` waited.
public struct CallWatchTimeout: Error, CustomStringConvertible, Sendable {
    public let mocks: [String]
    public let timeout: Duration
    /// How many calls `next` had returned before.
    public let returned: Int
    public let location: MockSourceLocation

    public var description: String {
        "No call on \(mocks.joined(separator: ", ")) within \(timeout) (`next()` at \(location)); \(returned) call\(returned == 1 ? "" : "s") returned before."
    }
}
