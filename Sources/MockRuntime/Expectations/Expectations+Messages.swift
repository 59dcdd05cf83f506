// The words of every failure an `Expectations` context reports. Each message names the call
// or expectation, then what the context knew: every expectation with its count, the states'
// current values, where each sequence stands, and the calls before.

extension Expectations {
    /// `Unexpected call: …`, listing every expectation; those whose arguments matched say why
    /// they did not take the call.
    func unexpectedCallMessage(_ callText: String, candidates: [ExpectedCallBase]) -> String {
        let view = ledger.withLock { ledger in
            (entries: ledger.entries.map { entry in
                (entry.view(in: ledger), candidates.contains { $0 === entry } ? ledger.rejection(of: entry) : nil)
            }, context: ledger.contextLines(), history: ledger.history.dropLast())
        }
        var lines = ["Unexpected call: \(callText)"]
        if view.entries.isEmpty {
            lines.append("Nothing is expected.")
        } else {
            lines.append("Expectations:")
            lines += FailureMessages.numbered(view.entries.map { entry, rejection in
                entry.line + (rejection.map { " — matches, but \($0.explanation(for: entry.entry))" } ?? "")
            })
        }
        lines += view.context
        if !view.history.isEmpty {
            lines.append("Calls before this one:")
            lines += FailureMessages.numbered(Array(view.history))
        }
        return lines.joined(separator: "\n")
    }

    /// `Expected receive(equal to "some message") on subscriber one exactly once, but it was
    /// called 0 times.`, with the states and sequences. (LRMocky's "Expected X to receive Y"
    /// reads "to receive receive(…)" for a member named `receive`.)
    func unsatisfiedMessage(_ view: EntryView, context: [String]) -> String {
        let entry = view.entry
        let sentence = "Expected \(entry.memberCallText) on \(entry.mockName) \(entry.cardinality)\(view.constraints), "
            + "but it was called \(countInWords(view.count))."
        return ([sentence] + context).joined(separator: "\n")
    }

    /// Fails each unsatisfied expectation at its line. `automatic`: the context checks itself
    /// (tear-down, trait, release), and does not repeat a check the test made.
    func reportUnsatisfied(automatic: Bool) {
        let (unsatisfied, context) = ledger.withLock { ledger -> ([EntryView], [String]) in
            if automatic && !ledger.needsCheck { return ([], []) }
            ledger.needsCheck = false
            let unsatisfied = ledger.unsatisfied.map { $0.view(in: ledger) }
            return (unsatisfied, unsatisfied.isEmpty ? [] : ledger.contextLines())
        }
        for view in unsatisfied {
            report(unsatisfiedMessage(view, context: context), at: view.entry.location)
        }
    }

    /// `Timed out after 1 second waiting until operation is "finished"; operation is "waiting".`
    func timeoutMessage(_ predicate: StatePredicate, after timeout: Duration) -> String {
        let view = ledger.withLock { ledger in
            (open: ledger.unsatisfied.map { $0.view(in: ledger) },
             current: ledger.states[predicate.states.slot].value, context: ledger.contextLines())
        }
        var lines = [
            "Timed out after \(durationInWords(timeout)) waiting until \(predicate); \(predicate.states.name) is \(ValueDescription.describe(view.current))."
        ]
        if view.open.isEmpty {
            lines.append("Every expectation is satisfied.")
        } else {
            lines.append("Expectations not yet satisfied:")
            lines += FailureMessages.numbered(view.open.map(\.line))
        }
        return (lines + view.context).joined(separator: "\n")
    }
}

extension ExpectationLedger {
    /// `States:` and `Sequences:` sections, when there are any.
    func contextLines() -> [String] {
        var lines: [String] = []
        if !states.isEmpty {
            lines.append("States:")
            lines += states.map { "  \($0.name) is \(ValueDescription.describe($0.value))" }
        }
        if !sequences.isEmpty {
            lines.append("Sequences:")
            lines += sequences.map { sequence in
                let satisfied = sequence.elements.prefix { $0.cardinality.isSatisfied(by: $0.count) }.count
                guard satisfied < sequence.elements.count else {
                    return "  \(sequence.name): all \(sequence.elements.count) satisfied"
                }
                return "  \(sequence.name): \(satisfied) of \(sequence.elements.count) satisfied, next \(sequence.elements[satisfied].callText)"
            }
        }
        return lines
    }
}

/// An expectation as a message shows it: what changes as calls arrive is read under the
/// context's lock, names (from the mocks' own locks) after.
struct EntryView {
    let entry: ExpectedCallBase
    let count: Int
    /// ` when readiness is "ready" in sequence login`, or empty.
    let constraints: String

    /// `expected exactly once, received 0 times: subscriber.receive("some message")`.
    var line: String {
        let role: String
        switch entry.role {
        case .expected: role = "expected \(entry.cardinality)"
        case .allowed: role = "allowed"
        case .ignored: role = "ignored"
        }
        let call = entry.member == nil ? "every call on \(entry.mockName)" : entry.callText
        return "\(role), received \(countInWords(count)): \(call)\(constraints)"
    }
}

extension ExpectedCallBase {
    /// Read under the context's lock.
    func view(in ledger: ExpectationLedger) -> EntryView {
        var constraints = ""
        if !stateConstraints.isEmpty { constraints += " when " + stateConstraints.map(\.description).joined(separator: " and ") }
        if !sequencePositions.isEmpty {
            constraints += " in sequence " + sequencePositions.map { ledger.sequences[$0.slot].name }.joined(separator: " and ")
        }
        return EntryView(entry: self, count: count, constraints: constraints)
    }

    /// The call without the mock's name: `receive("some message")`, `count.get`.
    var memberCallText: String {
        guard let member else { return "any call" }
        return member.renderCall(matcherDescriptions)
    }
}

extension ExpectationLedger {
    var unsatisfied: [ExpectedCallBase] { entries.filter { !$0.cardinality.isSatisfied(by: $0.count) } }
}

extension Rejection {
    func explanation(for entry: ExpectedCallBase) -> String {
        switch self {
        case .exhausted:
            return entry.cardinality.maximum == 0 ? "it must never be called" : "it has already had every call it expects"
        case .state(let predicate):
            return "only when \(predicate)"
        case .sequenceWaitsFor(let sequence, let earlier):
            return "sequence \(sequence) first expects \(earlier.callText)"
        case .sequenceMovedOn(let sequence, let later):
            return "sequence \(sequence) has moved on to \(later.callText)"
        }
    }
}
