import Foundation
import Testing
import MockRuntime

/// A failing verify must really fail a Swift Testing test: `withKnownIssue` only passes when
/// an issue was recorded, and `matching` checks it is ours, with our message and line.
@Suite struct SwiftTestingReportingTests {
    @Test func failingVerifyRecordsAnIssueAtTheVerifyLine() {
        let greeter = MockGreeter()
        let verifyLine = #line + 2
        withKnownIssue {
            verify(greeter).greet("Bob")
        } matching: { issue in
            issue.error.map { ["\($0)"] } == [
                """
                Wanted but not invoked: greeter.greet(equal to "Bob") — wanted once, never invoked.
                No calls were made on greeter.
                """,
            ] && issue.sourceLocation?.line == verifyLine && issue.sourceLocation?.fileName == "SwiftTestingReportingTests.swift"
        }
    }

    @Test func unstubbedCallOnAStrictMockIsReportedAtOnce() {
        let greeter = MockGreeter()
        withKnownIssue {
            _ = greeter.greet("Alice")
        } matching: { issue in
            issue.error.map { "\($0)" }?.hasPrefix("Unstubbed call: greeter.greet(\"Alice\")") == true
        }
    }

    @Test func aFailureOnAnotherThreadIsSurfacedAtTheNextVerify() {
        let greeter = MockGreeter()
        let done = DispatchSemaphore(value: 0)
        // A plain thread sees no `Test.current`: the failure is held on the mock…
        Thread.detachNewThread {
            _ = greeter.greet("from a thread")
            done.signal()
        }
        done.wait()
        // …and reported here, inside the test, by the next verify.
        withKnownIssue {
            verify(greeter).greet("from a thread")
        } matching: { issue in
            issue.error.map { "\($0)" }?.hasPrefix("Unstubbed call: greeter.greet(\"from a thread\")") == true
        }
    }

    @Test func aFailureInAChildTaskIsReportedToTheTest() async {
        let greeter = MockGreeter()
        await withKnownIssue {
            await Task { _ = greeter.greet("task") }.value
        } matching: { issue in
            issue.error.map { "\($0)" }?.hasPrefix("Unstubbed call: greeter.greet(\"task\")") == true
        }
    }

    @Test func capturedFailuresReachTheCaptureEvenFromOtherThreads() {
        let failures = withMockFailuresCaptured {
            let greeter = MockGreeter()
            let done = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                _ = greeter.greet("elsewhere")
                done.signal()
            }
            done.wait()
        }
        #expect(failures.map(\.message).first?.hasPrefix("Unstubbed call: greeter.greet(\"elsewhere\")") == true)
    }

    @Test func customReportersReceiveFailures() {
        let reporter = CapturingFailureReporter()
        MockFailureReporting.$reporter.withValue(reporter) {
            verify(MockGreeter().named("custom")).greet("x")
        }
        #expect(reporter.messages.first?.hasPrefix("Wanted but not invoked: custom.greet(equal to \"x\")") == true)
    }
}

/// Failures held on a mock that no verify picked up are reported when the mock is released.
@Suite struct PendingFailureTests {
    @Test func aMockReleasedWithPendingFailuresReportsThem() {
        withKnownIssue {
            var greeter: MockGreeter? = MockGreeter()
            let done = DispatchSemaphore(value: 0)
            // Weak, so the last reference is dropped here, on the test's thread.
            Thread.detachNewThread { [weak greeter] in
                _ = greeter?.greet("never verified")
                done.signal()
            }
            done.wait()
            greeter = nil
        } matching: { issue in
            issue.error.map { "\($0)" }?.hasPrefix("Unstubbed call: greeter.greet(\"never verified\")") == true
        }
    }
}

/// The proxy is one type for stubbing and verifying: using one in place of the other is caught
/// at run time.
@Suite struct ProxyMisuseTests {
    @Test func whenOnAVerificationReportsAFailureAndStubsNothing() {
        let reporter = CapturingFailureReporter()
        let greeter = MockGreeter()
        MockFailureReporting.$reporter.withValue(reporter) {
            when(verify(greeter, never()).greet("Bob")).thenReturn("Hi")
        }
        #expect(reporter.messages.count == 1)
        #expect(reporter.messages.first?.hasPrefix("`when(…)` and `then…` need a member of the proxy `stub(mock) { stub in … }` hands out") == true)
        stub(greeter) { stub in
            when(stub.greet("Bob")).thenReturn("Hello")
            #expect(stub.greet("Bob").arguments.isEmpty)
        }
        #expect(greeter.greet("Bob") == "Hello")
    }
}
