import MockRuntime

/// How Cuckoo's own suite asserts failures: swap `MockManager.fail`, run, restore.
func catchCuckooFail(inClosure closure: () -> Void) -> String? {
    let previous = MockManager.fail
    var message: String?
    MockManager.fail = { failure in message = failure.message }
    closure()
    MockManager.fail = previous
    return message
}

/// A helper of the kind Cuckoo users write, forwarding Cuckoo's location parameters.
func verifyIncremented<M: MockRuntime.Mock>(_ mock: M, file: StaticString = #file, line: Int = #line) -> M.Verification {
    verify(mock, times(1), file: file, line: line)
}
