internal import Testing
internal import XCTest

/// Decides where one failure goes. Returns `false` when no test can receive it right now; the
/// caller then keeps it on the mock and surfaces it at the next `verify` or when the mock dies.
enum FailureRouting {
    static func deliver(_ failure: MockFailure, context remembered: TestContext?) -> Bool {
        if FailHook.deliver(failure) { return true }
        return routeToTestFramework(failure, context: remembered)
    }

    private static func routeToTestFramework(_ failure: MockFailure, context remembered: TestContext?) -> Bool {
        if let reporter = MockFailureReporting.reporter {
            reporter.report(failure)
            return true
        }
        if Test.current != nil {
            recordInSwiftTesting(failure)
            return true
        }
        if let reporter = remembered?.capturingReporter {
            reporter.report(failure)
            return true
        }
        if remembered?.underSwiftTesting == true {
            return false
        }
        XCTestRunObserver.ensureRegistered()
        guard XCTestRunObserver.shared.mayBeRunning else { return false }
        XCTFail(failure.message, file: failure.location.filePath, line: failure.location.line)
        return true
    }

    /// What the hook `MockManager.fail` reads as when none is assigned: the usual routing,
    /// with no mock's remembered context (a failure no test can receive is printed).
    static func report(_ failure: MockFailure) {
        if !routeToTestFramework(failure, context: nil) {
            print("MockRuntime: \(failure.location): \(failure.message)")
        }
    }

    /// Recorded as an error whose description is the message, so the message is the issue's
    /// headline ("Caught error: Wanted but not invoked: …"); a comment would sit under Swift
    /// Testing's "Issue recorded". `issue.error` describes as the message.
    private static func recordInSwiftTesting(_ failure: MockFailure) {
        let location = failure.location
        Issue.record(
            RecordedMockFailure(message: failure.message),
            sourceLocation: Testing.SourceLocation(
                fileID: location.fileID,
                filePath: "\(location.filePath)",
                // Swift Testing stops the process on a line or column below 1, which
                // `MockSourceLocation.unknown` has: a static member called unstubbed in a test
                // that has not stubbed it yet has no user line to report.
                line: max(Int(location.line), 1),
                column: max(Int(location.column), 1)
            )
        )
    }
}

/// A MockRuntime failure as Swift Testing records it: an error that describes as its message.
struct RecordedMockFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
