/// Records every construction of `M.Replaced` while installed with
/// ``replacing(constructionsOf:fileID:filePath:line:column:body:)``, and routes each
/// constructed instance's calls to a mock of its own.
///
/// ```swift
/// let connections = Constructions<MockConnection> {
///     let mock = MockConnection()
///     stub(mock) { stub in when(stub.send(any())).thenReturn(true) }
///     return mock
/// }
/// try replacing(constructionsOf: connections) {
///     try uploader.upload(report)          // constructs a Connection inside
/// }
/// #expect(connections.count == 1)
/// #expect(connections.first?.arguments(as: URL.self) == expectedURL)
/// verify(connections.first!.mock).send(any())
/// ```
///
/// A class instance gets a fresh mock from `makeMock` at each construction, bound to it by
/// identity. A value (struct, enum) has no identity: every value of the type is routed to one
/// mock, the type-wide one when ``replacing(_:body:)`` installed one, otherwise one made by
/// `makeMock` when these constructions were created; each construction records that mock.
///
/// Shared by every task and thread the installation reaches, so its records are behind a lock.
public final class Constructions<M: ReplacementMock>: Sendable {
    private struct State {
        var all: [Construction<M>] = []
        /// The constructions of class instances, by the instance's identifier. The weak
        /// reference tells a constructed instance from a later object at the same address
        /// without keeping the instance alive.
        var objects: [ObjectIdentifier: ObjectConstruction] = [:]
    }

    private let state = Locked(State())
    private let makeMock: @Sendable () -> M
    private let substitute: (@Sendable () -> M.Replaced)?
    private let sharedValueMock: M?

    /// - Parameters:
    ///   - makeMock: makes the mock for each constructed class instance (and the one mock of a
    ///     value type); configure it here, since the code under test calls the instance right
    ///     after constructing it. By default a strict `M` whose failures point at this line.
    ///   - substitute: for a value type, a value each construction yields instead of running
    ///     the real initializer (whose side effects the test avoids); `nil` runs it. A class
    ///     instance can only be made by its own initializer: a substitute for a class is
    ///     reported as a failure and ignored.
    ///   - fileID: where the constructions are created (like `filePath`, `line` and `column`,
    ///     the caller's by default): the default mocks' failures, and that of a substitute for
    ///     a class, are reported there.
    ///   - filePath: the file of `fileID`, as XCTest locates failures.
    ///   - line: the line.
    ///   - column: the column.
    public init(
        makeMock: (@Sendable () -> M)? = nil,
        substitute: (@Sendable () -> M.Replaced)? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let makeMock = makeMock ?? { M(__fileID: fileID, __filePath: filePath, __line: line, __column: column) }
        let isClass = M.Replaced.self is AnyObject.Type
        self.makeMock = makeMock
        self.sharedValueMock = isClass ? nil : makeMock()
        if isClass, substitute != nil {
            FailureRouting.report(MockFailure(message: FailureMessages.substituteForClass(M.Replaced.self), location: location))
            self.substitute = nil
        } else {
            self.substitute = substitute
        }
    }

    /// How many instances were constructed.
    public var count: Int { state.withLock { $0.all.count } }
    /// Every construction, oldest first.
    public var all: [Construction<M>] { state.withLock { $0.all } }
    public var first: Construction<M>? { state.withLock { $0.all.first } }
    public var last: Construction<M>? { state.withLock { $0.all.last } }

    /// The construction at `index` (oldest is 0); traps when out of range, as an array does.
    public subscript(index: Int) -> Construction<M> {
        state.withLock { $0.all[index] }
    }
}

extension Constructions: ConstructionRecording {
    func record<Instance, Arguments>(_ instance: Instance, initializer: StaticString, arguments: Arguments) {
        let signature = "\(initializer)"
        if Instance.self is AnyObject.Type {
            let object = instance as AnyObject
            let id = ObjectIdentifier(object)
            // An initializer that delegates to another replaced one (`convenience init(host:)`
            // calling `init(url:)`) finishes after it, with the same instance: it is one
            // construction, recorded as the outermost initializer the code called.
            let delegated = state.withLock { state -> Bool in
                guard let entry = state.objects[id], entry.instance.object === object else { return false }
                state.all[entry.index] = Construction(initializer: signature, mock: state.all[entry.index].mock, arguments: arguments)
                return true
            }
            guard !delegated else { return }
            // Made outside the lock: a factory may stub, and stubbing takes the mock's own lock.
            let mock = makeMock()
            state.withLock { state in
                state.objects[id] = ObjectConstruction(instance: WeakInstance(object: object), index: state.all.count)
                state.all.append(Construction(initializer: signature, mock: mock, arguments: arguments))
            }
        } else {
            let routed = InstalledReplacements.current?.typeWide[ObjectIdentifier(M.Replaced.self)] as? M
            guard let mock = routed ?? sharedValueMock else { return }
            state.withLock { $0.all.append(Construction(initializer: signature, mock: mock, arguments: arguments)) }
        }
    }

    func mock(forObject object: AnyObject) -> (any ReplacementMock)? {
        state.withLock { state in
            guard let entry = state.objects[ObjectIdentifier(object)], entry.instance.object === object else { return nil }
            return state.all[entry.index].mock
        }
    }

    var valueMock: (any ReplacementMock)? { sharedValueMock }

    func makeSubstitute() -> Any? {
        guard let substitute else { return nil }
        // Made without these constructions installed: the substitute's own initializer is
        // replaced too, and would otherwise ask for a substitute, forever.
        let type = ObjectIdentifier(M.Replaced.self)
        return InstalledReplacements.$current.withValue(InstalledReplacements.current?.removingConstructions(for: type)) {
            substitute()
        }
    }
}

/// A constructed class instance and where its construction is recorded.
private struct ObjectConstruction {
    let instance: WeakInstance
    let index: Int
}

/// A constructed instance, held weakly: its mock must not keep it alive.
private struct WeakInstance {
    weak var object: AnyObject?
}
