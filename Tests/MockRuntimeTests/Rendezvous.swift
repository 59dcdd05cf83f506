/// Holds tests running in parallel until all of them have reached the same point, so that they
/// certainly overlap there: what one did before it must not be seen by another after it.
///
/// Gives up waiting after a second, so that a filtered or serial run, where the others never
/// come, passes slowly instead of hanging.
actor Rendezvous {
    private let expected: Int
    private var arrived = 0

    init(expected: Int) {
        self.expected = expected
    }

    func arriveAndWait() async {
        arrived += 1
        let deadline = ContinuousClock.now + .seconds(1)
        while arrived < expected, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(2))
        }
    }
}
