/// Every message the runtime writes, in one place so the wording stays consistent (and tests
/// can assert it word by word).
enum FailureMessages {
    /// A failed `verify`: the wanted call, the counts in words, every invocation of the member,
    /// and the closest match with the arguments that differ.
    static func verification<Input>(
        mockName: String,
        member: MockMember,
        matchers: [ArgumentMatcher<Input>],
        callMatcher: CallMatcher,
        actualCount: Int,
        invocations: [Invocation]
    ) -> String {
        let wanted = member.renderCall(on: mockName, matchers.map(\.description))
        let headline: String
        if actualCount == 0 && !callMatcher.matches(0) {
            headline = "Wanted but not invoked"
        } else if callMatcher.wantsNoCalls {
            headline = "Never wanted but invoked"
        } else {
            headline = "Wrong number of invocations"
        }
        var lines = ["\(headline): \(wanted) — wanted \(callMatcher.description), \(invocationCountInWords(actualCount))."]
        let sameMember = invocations.filter { $0.member == member }
        if sameMember.isEmpty {
            if invocations.isEmpty {
                lines.append("No calls were made on \(mockName).")
            } else {
                lines.append("No invocations of \(member.displayName) on \(mockName). Other invocations on \(mockName):")
                lines += numbered(invocations.map(\.description))
            }
            return lines.joined(separator: "\n")
        }
        lines.append("Invocations of \(member.displayName) on \(mockName):")
        lines += numbered(sameMember.map(\.description))
        if actualCount == 0, let closest = closestMatch(among: sameMember, matchers) {
            lines.append(closest)
        }
        return lines.joined(separator: "\n")
    }

    /// "Closest match: greet("Alice") — argument 1 differs: wanted equal to "Bob", got "Alice"."
    private static func closestMatch<Input>(among invocations: [Invocation], _ matchers: [ArgumentMatcher<Input>]) -> String? {
        var best: (invocation: Invocation, input: Input, differing: [ArgumentMatcher<Input>])?
        for invocation in invocations {
            guard let input = invocation.arguments as? Input else { continue }
            let differing = matchers.filter { !$0.matches(input) }
            if best == nil || differing.count < best!.differing.count {
                best = (invocation, input, differing)
            }
        }
        guard let best, !best.differing.isEmpty else { return nil }
        let differences = best.differing.map { matcher in
            let name = best.invocation.member.argumentName(position: matcher.position)
            let actual = matcher.describeValue(best.input)
            return "\(name) differs: wanted \(matcher.description), got \(actual)"
        }
        return "Closest match: \(best.invocation) — \(differences.joined(separator: "; "))."
    }

    static func unstubbed(
        _ invocation: Invocation,
        mockName: String,
        stubsOnMember: [StubBase],
        returnType: Any.Type,
        hasFallback: Bool
    ) -> String {
        let member = invocation.member
        let anyArguments = Array(repeating: "any()", count: member.kind == .subscriptSetter ? member.labels.count + 1 : member.arity)
        let proxyCall = member.renderCall(on: "stub", anyArguments)
        let returnsVoid = returnType == Void.self
        let action = returnsVoid ? "thenDoNothing()" : "thenReturn(…)"
        let called = member.renderCall(on: mockName, invocation.argumentValues.map(ValueDescription.describe))
        var lines = [
            "Unstubbed call: \(called) has no matching stub. Stub it with `when(\(proxyCall)).\(action)` inside `stub(\(mockName)) { stub in … }`."
        ]
        if !stubsOnMember.isEmpty {
            lines.append("Stubs of \(member.displayName) that did not match:")
            lines += numbered(stubsOnMember.map { stub in
                let call = stub.member.renderCall(stub.matcherDescriptions)
                return stub.location.map { "\(call) at \($0)" } ?? call
            })
        }
        if !returnsVoid {
            lines.append(hasFallback
                ? "Returned the default value for \(typeName(returnType))."
                : "No default value exists for \(typeName(returnType)); register one before the call: `\(registration(for: returnType))`.")
        }
        return lines.joined(separator: "\n")
    }

    static func missingRealImplementation(_ invocation: Invocation, mockName: String) -> String {
        "thenCallRealImplementation() on \(invocation.member.renderCall(on: mockName, invocation.argumentValues.map(ValueDescription.describe))) has no real implementation: call enableDefaultImplementation(_:) on the mock first."
    }

    static func unverifiedInteractions(mockName: String, unverified: [(position: Int, invocation: Invocation)]) -> String {
        let count = unverified.count == 1 ? "1 call was" : "\(unverified.count) calls were"
        let lines = ["No more interactions wanted on \(mockName), but \(count) not verified:"]
            + unverified.map { "  \($0.position). \($0.invocation)" }
        return lines.joined(separator: "\n")
    }

    /// `Constructions(substitute:)` for a class: its replacement initializer cannot assign `self`.
    static func substituteForClass(_ type: Any.Type) -> String {
        "Constructions of \(typeName(type)) cannot use a substitute: \(typeName(type)) is a class, and a class instance can only be made by its own initializer. The real initializer runs; leave out `substitute:`."
    }

    /// A generated actor-initializer replacement names a stored property the actor lacks.
    static func storedPropertyMissing(_ name: String, among names: [String]) -> String {
        "MockRuntime: the original instance has no stored property '\(name)' (it has \(names.joined(separator: ", "))): the type changed since its mocks were generated. Generate them again."
    }

    /// A generated actor-initializer replacement expects another type for a stored property.
    static func storedPropertyType(_ name: String, stored: Any.Type, expected: Any.Type) -> String {
        "MockRuntime: the original instance's stored property '\(name)' is \(typeName(stored)), not \(typeName(expected)): the type changed since its mocks were generated. Generate them again."
    }

    /// `replacing(constructionsOf:)` for a type none of whose initializers is replaced.
    static func constructionsNotRecorded(_ type: Any.Type, mock: Any.Type) -> String {
        "replacing(constructionsOf:) records nothing: mockgen replaced none of \(typeName(type))'s initializers, so no construction of it reaches \(typeName(mock)). mockgen said why at each initializer when it generated the mocks (warning: not replacing \(typeName(type)).init(…)); docs/BeyondInheritance.md lists what is recorded."
    }

    /// `Replacement.callOriginal` without the Swift runtime's entry point.
    static let originalCallUnavailable = "MockRuntime: cannot call the original of an async replaced member: the Swift runtime function swift_getOrigOfReplaceable was not found (a statically linked Swift runtime exports no symbols). Link the test binary against the shared Swift runtime."

    /// `Optional<Int>` reads better as `Int?`.
    /// An expected call with no action whose result type has no default value.
    static func expectedWithoutAction(_ invocation: Invocation, mockName: String, returnType: Any.Type) -> String {
        let called = invocation.member.renderCall(on: mockName, invocation.argumentValues.map(ValueDescription.describe))
        return "Expected call \(called) has no action, and no default value is registered for \(typeName(returnType)): "
            + "give the expectation one with `.will(.returns(…))`, or register a default: `\(registration(for: returnType))`."
    }

    /// The line that registers a default for `type`, to paste before the call:
    /// `DefaultValueRegistry.register(value: <#Shop.Receipt#>, forType: Shop.Receipt.self)`.
    static func registration(for type: Any.Type) -> String {
        var name = String(reflecting: type)
        // A private type's path has an `(unknown context at $…)` step, which no source can write.
        while let start = name.range(of: "(unknown context at "), let end = name[start.upperBound...].range(of: ").") {
            name.removeSubrange(start.lowerBound..<end.upperBound)
        }
        if name.contains("->") || name.contains(" & ") { name = "(" + name + ")" }
        return "DefaultValueRegistry.register(value: <#\(typeName(type))#>, forType: \(name).self)"
    }

    /// Why the test process stops: a call must return a value of a type that neither the
    /// registry nor the generated mock can make.
    static func noDefaultValue(for type: Any.Type, call: String?) -> String {
        (call.map { "\($0) returns \(typeName(type)), " } ?? "The call returns \(typeName(type)), ")
            + "and no default value exists for it, so the test process stops here. Stub the call, or register a value before it: `\(registration(for: type))`."
    }

    static func typeName(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Optional<"), name.hasSuffix(">") {
            return String(name.dropFirst("Optional<".count).dropLast()) + "?"
        }
        return name
    }

    static func numbered(_ items: [String]) -> [String] {
        items.enumerated().map { "  \($0.offset + 1). \($0.element)" }
    }
}
