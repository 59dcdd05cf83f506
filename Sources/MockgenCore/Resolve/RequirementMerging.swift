/// The same member reached twice along the ancestry (a refinement restates it, two parents
/// declare it, a subclass overrides it): the first declaration is kept, made to satisfy both.
struct RequirementMerging: Sendable {
    let rules: MemberRules
    /// Some protocol or class of the ancestry is isolated to a global actor.
    let isolatedChain: Bool

    /// Merges `member` into `kept`; a finding when they cannot be merged (`kept` is unchanged).
    func merge(_ member: ResolvedMember, isNonisolated: Bool, into kept: inout ResolvedMember) -> Finding? {
        // One name, two property types: no type can declare both.
        if rules.requiresOnePropertyType, case .property(let first, _) = kept.kind, case .property(let second, _) = member.kind,
           let firstType = first.type, let secondType = second.type, firstType != secondType {
            let reason = Unmockability.conflictingPropertyTypes(otherOwner: kept.declaredIn, otherType: firstType, type: secondType)
            return .unmockable(reason, what: member.declaredIn + "." + member.signature, at: member.location)
        }
        // Under other `#if` conditions (or none): the mock needs it whenever any of them holds.
        if kept.conditions != member.conditions {
            let either = [kept.conditions, member.conditions]
            kept.conditions = either.contains(where: \.isEmpty) ? []
                : ["(" + either[0].joined(separator: ") && (") + ") || (" + either[1].joined(separator: ") && (") + ")"]
        }
        // Witnessing both an isolated and a nonisolated requirement takes a nonisolated member.
        let keptIsNonisolated = kept.keptModifiers.contains { $0.hasPrefix("nonisolated") }
        if isNonisolated != keptIsNonisolated && isolatedChain { kept.witnessesDifferingRequirements = true }
        if isNonisolated && !keptIsNonisolated && !kept.hasIsolatedParameter {
            kept.keptModifiers.insert("nonisolated", at: 0)
            // The other global actor a requirement kept (`MemberCollector`) gives way.
            kept.attributes.removeAll { Attribute.isGlobalActor($0.name) }
        }
        kept.needsMutableReceiver = kept.needsMutableReceiver || member.needsMutableReceiver
        // A property restated with other getter effects (`get async throws` in the parent,
        // `get` in the refinement): only the weaker getter satisfies both, and a call through
        // the existential would be ambiguous.
        if case .property(var variable, let settable) = kept.kind, case .property(let other, _) = member.kind,
           variable.getterEffects != other.getterEffects {
            for index in variable.accessors.indices where variable.accessors[index].kind == .get {
                if !other.getterEffects.isAsync { variable.accessors[index].effects.isAsync = false }
                if !other.getterEffects.throwing.canThrow { variable.accessors[index].effects.throwing = other.getterEffects.throwing }
            }
            kept.kind = .property(variable, isSettable: settable)
            kept.witnessesDifferingRequirements = true
        }
        // A setter anywhere makes the property settable.
        if case .property(let variable, let settable) = kept.kind, case .property(_, let otherSettable) = member.kind, otherSettable && !settable {
            kept.kind = .property(variable, isSettable: true)
        }
        // A refinement may redeclare a `throws`/`async` requirement without the effect
        // (`encode(into:context:)` in postgres-nio): only the weaker one satisfies both.
        if case .method(var function) = kept.kind, case .method(let other) = member.kind {
            let declared = function.effects
            if !other.effects.throwing.canThrow { function.effects.throwing = other.effects.throwing }
            if !other.effects.isAsync { function.effects.isAsync = false }
            // Weaker than both declarations (`async` in one, `throws` in the other): a call
            // through the existential reaches one with the effect.
            if function.effects != declared { kept.witnessesDifferingRequirements = true }
            kept.kind = .method(function)
        }
        return nil
    }
}
