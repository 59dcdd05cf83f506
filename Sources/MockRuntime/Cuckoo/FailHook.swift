internal import Testing

/// Cuckoo's form of a source location, as `MockManager.fail` receives it.
public typealias SourceLocation = (file: StaticString, fileID: String, filePath: String, line: Int, column: Int)

extension MockManager {
    /// Cuckoo's failure hook. Assign a closure and every failure of every mock goes to it instead
    /// of to Swift Testing or XCTest, until the previous value is assigned back:
    ///
    ///     let previous = MockManager.fail
    ///     MockManager.fail = { failure in messages.append(failure.message) }
    ///     defer { MockManager.fail = previous }
    ///
    /// The closure runs on the thread that failed, like Cuckoo's. The value read before any
    /// assignment reports as usual, so restoring it restores the usual reporting.
    ///
    /// Unlike Cuckoo's, the hook is scoped to the Swift Testing test that assigned it (or to code
    /// outside Swift Testing, such as XCTest, when assigned there): tests running in parallel
    /// keep their own failures, and never call another test's closure.
    public static var fail: ((message: String, sourceLocation: SourceLocation)) -> Void {
        get {
            FailHook.current ?? { failure in
                FailureRouting.report(MockFailure(message: failure.message, location: MockSourceLocation(failure.sourceLocation)))
            }
        }
        set {
            let owner = Test.current?.id
            FailHook.installed.withLock { $0[owner] = UncheckedSendableBox(value: newValue) }
        }
    }
}

/// The closures assigned to `MockManager.fail`, by the Swift Testing test that assigned them
/// (`nil`: outside Swift Testing).
enum FailHook {
    typealias Hook = ((message: String, sourceLocation: SourceLocation)) -> Void

    /// Boxed unchecked: Cuckoo's hook type is a plain closure (tests assign ones that capture
    /// local variables); it is only ever called, on behalf of the test that assigned it, and the
    /// lock orders its replacement with the failures that read it.
    static let installed = Locked<[Test.ID?: UncheckedSendableBox<Hook>]>([:])

    /// The hook of the current test, if one was assigned.
    static var current: Hook? {
        let owner = Test.current?.id
        return installed.withLock { $0[owner] }?.value
    }

    /// Hands `failure` to the current test's hook; `false` when it has none.
    static func deliver(_ failure: MockFailure) -> Bool {
        guard let hook = current else { return false }
        hook((message: failure.message, sourceLocation: failure.location.cuckooSourceLocation))
        return true
    }
}

extension MockSourceLocation {
    init(_ location: SourceLocation) {
        self.init(fileID: location.fileID, filePath: location.file, line: UInt(max(location.line, 0)), column: UInt(max(location.column, 0)))
    }

    var cuckooSourceLocation: SourceLocation {
        (file: filePath, fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
}
