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
