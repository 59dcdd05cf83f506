/// Verifies that calls happened in a given order across several mocks (Mockito's `inOrder`).
///
///     let order = inOrder(greeter, logger)
///     order.verify(greeter).greet("Bob")
///     order.verify(logger).log(any())
///
/// Each `verify` must find its call after the previous one's.
public final class InOrder: @unchecked Sendable {
    private let managers: [MockManager]
    /// Sequence number of the last call matched so far.
    private let cursor = Locked(0)
    /// Text of the last call matched, for messages.
    private let lastMatched = Locked<String?>(nil)

    init(managers: [MockManager]) {
        self.managers = managers
    }

    public func verify<M: Mock>(
        _ mock: M, _ callMatcher: CallMatcher = times(1),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> M.Verification {
        let location = MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return M.Verification(context: VerificationContext(manager: mock.__manager, callMatcher: callMatcher, location: location, mode: .inOrder(self)))
    }

    /// Finds the first run of consecutive matching calls after the cursor and consumes as many
    /// of them as `callMatcher` accepts (Mockito's "chunk").
    func verify<Input>(_ manager: MockManager, _ member: MockMember, _ matchers: [ArgumentMatcher<Input>], _ callMatcher: CallMatcher, at location: MockSourceLocation) {
        manager.noteUse(at: location)
        manager.surfacePendingFailures()
        let after = cursor.withLock { $0 }
        let timeline = mergedTimeline().filter { $0.invocation.sequenceNumber > after }
        func isWanted(_ entry: (manager: MockManager, invocation: Invocation)) -> Bool {
            guard entry.manager === manager, entry.invocation.member == member,
                  let input = entry.invocation.arguments as? Input else { return false }
            return matchers.matchAll(input)
        }
        var chunk: [Invocation] = []
        if let start = timeline.firstIndex(where: isWanted) {
            var position = start
            while position < timeline.count, isWanted(timeline[position]) {
                chunk.append(timeline[position].invocation)
                position += 1
            }
        }
        if let taken = (0...chunk.count).reversed().first(where: { callMatcher.matches($0) }) {
            if taken > 0 {
                manager.markVerified(Set(chunk.prefix(taken).map(\.sequenceNumber)))
                cursor.withLock { $0 = chunk[taken - 1].sequenceNumber }
                lastMatched.withLock { $0 = "\(manager.name).\(chunk[taken - 1])" }
            }
            return
        }
        let wanted = member.renderCall(on: manager.name, matchers.map(\.description))
        let previous = lastMatched.withLock { $0 }
        let counted = chunk.isEmpty ? "never invoked" : invocationCountInWords(chunk.count)
        var lines = [previous.map {
            "Wanted in order but not invoked: \(wanted) — wanted \(callMatcher.description) after \($0), \(counted) after it."
        } ?? "Wanted in order but not invoked: \(wanted) — wanted \(callMatcher.description), \(counted)."]
        let all = mergedTimeline()
        lines.append(all.isEmpty ? "No calls were made on these mocks." : "Invocations in order:")
        lines += FailureMessages.numbered(all.map { "\($0.manager.name).\($0.invocation)" })
        manager.fail(lines.joined(separator: "\n"), at: location)
    }

    private func mergedTimeline() -> [(manager: MockManager, invocation: Invocation)] {
        managers
            .flatMap { manager in manager.invocations.map { (manager: manager, invocation: $0) } }
            .sorted { $0.invocation.sequenceNumber < $1.invocation.sequenceNumber }
    }
}

/// Starts an in-order verification over `mocks`.
public func inOrder(_ mocks: any Mock...) -> InOrder {
    InOrder(managers: mocks.map(\.__manager))
}
