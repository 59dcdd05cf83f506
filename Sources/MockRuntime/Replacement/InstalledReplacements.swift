/// What `replacing(…)` installed for the current task and its children: the mocks per replaced
/// type, per class instance, and the ``Constructions`` being recorded.
///
/// Immutable, so the task-local can hand it to child tasks and other threads as it is; a
/// nested `replacing` makes a new one from its parent's, and leaving the scope simply restores
/// the parent. (A class box, not a closure: a task-local holding a closure directly crashed in
/// release builds with `withValue`.)
final class InstalledReplacements: Sendable {
    @TaskLocal static var current: InstalledReplacements?

    /// By `ObjectIdentifier(Replaced.self)`.
    let typeWide: [ObjectIdentifier: any ReplacementMock]
    /// By the instance's `ObjectIdentifier`; the entry keeps the instance alive, so no other
    /// object can take its address (and identifier) while the scope lasts.
    let instances: [ObjectIdentifier: InstanceMock]
    /// By `ObjectIdentifier(Replaced.self)`, innermost scope first: constructions are recorded
    /// by the innermost, while instances constructed under an outer one keep their mocks.
    let constructions: [ObjectIdentifier: [any ConstructionRecording]]
    /// The replaced types that have instance mocks or constructions: only calls on these need
    /// to look at the instance, so every other lookup stays one dictionary read.
    let routedByInstance: Set<ObjectIdentifier>

    init(
        typeWide: [ObjectIdentifier: any ReplacementMock] = [:],
        instances: [ObjectIdentifier: InstanceMock] = [:],
        constructions: [ObjectIdentifier: [any ConstructionRecording]] = [:],
        routedByInstance: Set<ObjectIdentifier> = []
    ) {
        self.typeWide = typeWide
        self.instances = instances
        self.constructions = constructions
        self.routedByInstance = routedByInstance
    }

    /// The mock for a call on `instance`, a value of the replaced type `type`.
    func mock<Instance>(for instance: Instance, of type: ObjectIdentifier) -> (any ReplacementMock)? {
        let typeWideMock = typeWide[type]
        guard routedByInstance.contains(type) else { return typeWideMock }
        if Instance.self is AnyObject.Type {
            let object = instance as AnyObject
            if let entry = instances[ObjectIdentifier(object)] { return entry.mock }
            for recorder in constructions[type] ?? [] {
                if let mock = recorder.mock(forObject: object) { return mock }
            }
            return typeWideMock
        }
        return typeWideMock ?? constructions[type]?.first?.valueMock
    }

    // MARK: Nesting

    func adding(typeWide mocks: [any ReplacementMock]) -> InstalledReplacements {
        var typeWide = self.typeWide
        for mock in mocks {
            // Later arguments win, as an inner scope wins over an outer one.
            typeWide[Self.replacedType(of: mock)] = mock
        }
        return InstalledReplacements(typeWide: typeWide, instances: instances, constructions: constructions, routedByInstance: routedByInstance)
    }

    func adding(_ mock: any ReplacementMock, for instance: AnyObject) -> InstalledReplacements {
        var instances = self.instances
        instances[ObjectIdentifier(instance)] = InstanceMock(instance: RetainedInstance(object: instance), mock: mock)
        return InstalledReplacements(typeWide: typeWide, instances: instances, constructions: constructions,
                                     routedByInstance: routedByInstance.union([Self.replacedType(of: mock)]))
    }

    func adding(_ recorder: any ConstructionRecording, for type: ObjectIdentifier) -> InstalledReplacements {
        var constructions = self.constructions
        constructions[type, default: []].insert(recorder, at: 0)
        return InstalledReplacements(typeWide: typeWide, instances: instances, constructions: constructions,
                                     routedByInstance: routedByInstance.union([type]))
    }

    func removingConstructions(for type: ObjectIdentifier) -> InstalledReplacements {
        var constructions = self.constructions
        constructions[type] = nil
        return InstalledReplacements(typeWide: typeWide, instances: instances, constructions: constructions, routedByInstance: routedByInstance)
    }

    static func replacedType<M: ReplacementMock>(of mock: M) -> ObjectIdentifier {
        ObjectIdentifier(M.Replaced.self)
    }
}

/// A mock installed for one class instance.
struct InstanceMock: Sendable {
    let instance: RetainedInstance
    let mock: any ReplacementMock
}

/// Keeps an installed instance alive for the scope, so that its identifier cannot be reused by
/// another object. Unchecked because the instance (of any class, `Sendable` or not) is never
/// read through this box: it is only retained.
struct RetainedInstance: @unchecked Sendable {
    let object: AnyObject
}
