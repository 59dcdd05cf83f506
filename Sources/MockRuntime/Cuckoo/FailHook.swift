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
    public static var fail: ((message: String, sourceLocation: SourceLocation)) -> Void {
        get {
            FailHook.installed.withLock { $0 }?.value ?? { failure in
                FailureRouting.report(MockFailure(message: failure.message, location: MockSourceLocation(failure.sourceLocation)))
            }
        }
        set {
            FailHook.installed.withLock { $0 = UncheckedSendableBox(value: newValue) }
        }
    }
}

/// The closure assigned to `MockManager.fail`, if any.
enum FailHook {
    /// Boxed unchecked: Cuckoo's hook type is a plain closure (tests assign ones that capture
    /// local variables); it is only ever called, never shared mutable state of ours, and the
    /// lock orders its replacement with the failures that read it.
    static let installed = Locked<UncheckedSendableBox<((message: String, sourceLocation: SourceLocation)) -> Void>?>(nil)

    /// Hands `failure` to the installed hook; `false` when none is installed.
    static func deliver(_ failure: MockFailure) -> Bool {
        guard let hook = installed.withLock({ $0 })?.value else { return false }
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
