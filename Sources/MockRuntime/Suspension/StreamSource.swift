/// The test's end of the streams a `thenStream()` stub hands out:
///
/// ```swift
/// let updates = when(stub(service).updates()).thenStream()
/// viewModel.startLiveUpdates()                  // calls updates() and iterates the stream
/// updates.yield(.added(article))
/// updates.finish()
/// ```
///
/// Every call of the member gets a new stream. `yield` sends an element to every stream not yet
/// ended; elements yielded while none is open wait for the next one handed out (buffering
/// without limit: nothing is dropped, nothing waits). `finish` ends every stream, and streams
/// handed out later end at once. A stream handed out and neither finished nor cancelled by its
/// reader at the end of the test is a failure, and is finished then, so no reader hangs.
public final class StreamSource<Element: Sendable, Failure: Error>: Sendable {
    private struct Stream {
        let number: Int
        let continuation: Continuation
        var ended = false
    }

    /// One stream's writing end, whichever kind of stream the member returns.
    enum Continuation: Sendable {
        case plain(AsyncStream<Element>.Continuation)
        case throwing(AsyncThrowingStream<Element, any Error>.Continuation)

        func yield(_ element: Element) {
            switch self {
            case .plain(let continuation): continuation.yield(element)
            case .throwing(let continuation): continuation.yield(element)
            }
        }

        func finish(throwing error: (any Error)?) {
            switch self {
            case .plain(let continuation): continuation.finish()
            case .throwing(let continuation): continuation.finish(throwing: error)
            }
        }
    }

    private struct State {
        var streams: [Stream] = []
        /// Yielded while no stream was open: the next stream starts with these.
        var waiting: [Element] = []
        /// Set by `finish`: later streams end at once, with this error if any.
        var ending: (error: (any Error)?, set: Bool) = (nil, false)
        var cancelledByReader = 0
    }
    private let state = Locked(State())
    /// `service.updates()`: the stub as written, for messages.
    let label: String
    let location: MockSourceLocation
    /// Weak: the manager holds the stub, whose action holds this source. Behind the lock, as
    /// everything here that changes.
    private let managerReference: Locked<WeakManager>

    private struct WeakManager {
        weak var manager: MockManager?
    }

    init(label: String, location: MockSourceLocation, manager: MockManager) {
        self.label = label
        self.location = location
        managerReference = Locked(WeakManager(manager: manager))
    }

    // MARK: The test's side

    /// Sends `element` to every open stream, or keeps it for the next one handed out.
    public func yield(_ element: Element) {
        // Under the lock, so that concurrent yields and a stream being handed out keep one order.
        state.withLock { state in
            var delivered = false
            for stream in state.streams where !stream.ended {
                stream.continuation.yield(element)
                delivered = true
            }
            if !delivered && !state.ending.set { state.waiting.append(element) }
            // After `finish`, an element has nowhere to go: it is dropped, as a finished stream drops it.
        }
    }

    /// Sends each element in order; see ``yield(_:)``.
    public func yield(contentsOf elements: some Sequence<Element>) {
        for element in elements { yield(element) }
    }

    /// Ends every stream. A stream handed out later gets what was yielded while none was open,
    /// then ends.
    public func finish() { end(throwing: nil) }

    /// How many streams the stub has handed out.
    public var streamCount: Int { state.withLock { $0.streams.count } }

    /// How many of them are still open (neither finished by the source nor cancelled by their reader).
    public var openStreamCount: Int { state.withLock { $0.streams.count { !$0.ended } } }

    /// How many were ended by their reader (its task cancelled, or the stream dropped) before the source finished them.
    public var cancelledStreamCount: Int { state.withLock { $0.cancelledByReader } }

    func end(throwing error: (any Error)?) {
        let open = state.withLock { state -> [Continuation] in
            state.ending = (error, true)
            var open: [Continuation] = []
            for index in state.streams.indices where !state.streams[index].ended {
                state.streams[index].ended = true
                open.append(state.streams[index].continuation)
            }
            return open
        }
        for continuation in open { continuation.finish(throwing: error) }
    }

    // MARK: The mocked member's side

    func makePlainStream() -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .unbounded)
        let number = register(.plain(continuation))
        continuation.onTermination = { [weak self] termination in
            if case .cancelled = termination { self?.readerCancelled(number) }
        }
        return stream
    }

    func makeThrowingStream() -> AsyncThrowingStream<Element, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Element.self, throwing: (any Error).self, bufferingPolicy: .unbounded)
        let number = register(.throwing(continuation))
        continuation.onTermination = { [weak self] termination in
            if case .cancelled = termination { self?.readerCancelled(number) }
        }
        return stream
    }

    /// Adds the stream, gives it what waited, and ends it if the source has finished.
    private func register(_ continuation: Continuation) -> Int {
        state.withLock { state in
            let number = state.streams.count
            state.streams.append(Stream(number: number, continuation: continuation, ended: state.ending.set))
            for element in state.waiting { continuation.yield(element) }
            state.waiting.removeAll()
            if state.ending.set { continuation.finish(throwing: state.ending.error) }
            return number
        }
    }

    /// The reader stopped (its task was cancelled, or it dropped the stream) before the source finished it.
    private func readerCancelled(_ number: Int) {
        state.withLock { state in
            guard !state.streams[number].ended else { return }
            state.streams[number].ended = true
            state.cancelledByReader += 1
        }
    }
}

extension StreamSource where Failure == any Error {
    /// Ends every stream with `error` (or normally, with `nil`); streams handed out later end the same way.
    public func finish(throwing error: (any Error)?) { end(throwing: error) }
}

extension StreamSource: EndOfTestCheck {
    func checkAtEndOfTest() { checkAtEnd(report: true) }
    func dismissAtEndOfTest() { checkAtEnd(report: false) }

    private func checkAtEnd(report: Bool) {
        let (open, count) = state.withLock { state in (state.streams.filter { !$0.ended }.map(\.number), state.streams.count) }
        guard !open.isEmpty else { return }
        if report {
            let which = open.map { "\($0 + 1)" }.joined(separator: ", ")
            let message = "\(open.count) of the \(count) stream\(count == 1 ? "" : "s") \(label) handed out (`thenStream()` at \(location)) "
                + "\(open.count == 1 ? "was" : "were") still open at the end of the test (number \(which)); finished now. "
                + "End each stream the test reads: `finish()` the source, or cancel the task reading it."
            if let manager = managerReference.withLock({ $0.manager }) {
                manager.fail(message, at: location)
            } else {
                FailureRouting.report(MockFailure(message: message, location: location))
            }
        }
        end(throwing: nil)
    }
}
