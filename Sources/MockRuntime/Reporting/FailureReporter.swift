/// The seam through which every mock failure leaves the runtime.
///
/// The default chooses Swift Testing or XCTest at the moment of failure; tests install their own
/// reporter with `withMockFailuresCaptured` to assert messages word by word.
public protocol FailureReporter: Sendable {
    func report(_ failure: MockFailure)
}

public enum MockFailureReporting {
    /// Overrides where failures go for the current task and the tasks it creates.
    @TaskLocal public static var reporter: (any FailureReporter)?
}
