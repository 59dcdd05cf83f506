/// A few hundred lines of realistic Swift exercising most of what the front end handles; the
/// robustness tests cut and corrupt it in many ways.
enum RobustnessFixture {
    static let source = ##"""
    #!/usr/bin/env swift
    // Copyright notice.
    import Foundation
    @testable import App
    import struct Collections.Deque

    /// Loads and stores records.
    ///
    /// - Note: Thread-safe.
    @MainActor
    public protocol RecordStore<Record>: AnyObject, Sendable where Record: Codable & Hashable {
        associatedtype Record: Identifiable = DefaultRecord
        associatedtype Failure: Error

        var count: Int { get }
        var name: String { get set }
        var latest: Record? { get async throws }
        static var shared: Self { get }

        func load(id: Record.ID) async throws(Failure) -> Record
        func save(_ record: Record, overwrite: Bool) throws
        func observe(_ handler: @escaping @Sendable (Record) -> Void) -> AnyCancellable
        func batch<S: Sequence>(_ records: S) rethrows -> [Record] where S.Element == Record
        func values<each T>(_ values: repeat each T) -> (repeat each T)
        mutating func reset()
        subscript(id: Record.ID) -> Record? { get set }
        init(configuration: Configuration) throws

        #if DEBUG
        func dump(to stream: inout some TextOutputStream)
        #elseif os(Linux) || os(Windows)
        func linuxOnly()
        #else
        var platform: String { get }
        #endif
    }

    public struct Configuration: Sendable, Equatable {
        public var path: String = "/tmp/store"
        public let retries = 3
        public var timeout = 2.5
        public var verbose = false
        public var tags = ["a", "b"]
        public private(set) var createdAt = Date()
        let pattern = /record-(\d+)/
        let strict = #/^[a-z]+\/[0-9]+$/#
        var ratio: Double { Double(retries) / 2 / timeout }

        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.path == rhs.path && lhs.retries == rhs.retries
        }
    }

    open class BaseStore<Record: Codable>: NSObject, @unchecked Sendable {
        private var storage: [Record.ID: Record] = [:]
        private let queue = DispatchQueue(label: "store", attributes: .concurrent)
        weak var delegate: StoreDelegate?
        unowned(unsafe) let owner: AnyObject
        lazy var formatter: DateFormatter = {
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy-MM-dd"
            return formatter
        }()
        nonisolated(unsafe) static var instances = 0

        public var name: String = "" {
            willSet { print("will set \(newValue)") }
            didSet {
                if oldValue != name { notify() }
            }
        }

        public var count: Int {
            queue.sync { storage.count }
        }

        public required init(owner: AnyObject) {
            self.owner = owner
            super.init()
        }

        public convenience init?(path: String, owner: AnyObject) throws {
            guard !path.isEmpty else { return nil }
            self.init(owner: owner)
        }

        deinit {
            Self.instances -= 1
        }

        open func load(id: Record.ID) async throws -> Record {
            let message = """
                Loading \(id) from "\(name)" \("nested \("deeper")")
                """
            print(message)
            guard let record = storage[id] else { throw StoreError.missing(id: "\(id)") }
            return record
        }

        @discardableResult
        open func save(_ record: Record, overwrite: Bool = true) throws -> Bool {
            let closure: (Int) -> Bool = { value in value > 0 && value < 10 }
            let raw = #"C:\path\#(record.id)"#
            _ = (closure, raw)
            queue.async(flags: .barrier) { [weak self] in
                self?.storage[record.id] = record
            }
            return true
        }

        override public func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? BaseStore else { return false }
            return other === self
        }

        @objc dynamic func legacy() {}
        final class func make() -> Self { fatalError() }
        private func notify() {}
    }

    public actor Cache<Key: Hashable & Sendable, Value: Sendable> {
        private var entries: [Key: Value] = [:]
        public init() {}
        public func value(for key: Key) -> Value? { entries[key] }
        public func set(_ value: Value?, for key: Key) { entries[key] = value }
        nonisolated public var description: String { "Cache" }
        isolated deinit {}
    }

    public enum StoreError: Error, CustomStringConvertible {
        case missing(id: String)
        case corrupted(path: String, underlying: any Error)
        case timeout, cancelled
        indirect case wrapped(StoreError)

        public var description: String {
            switch self {
            case .missing(let id): return "missing \(id)"
            case .corrupted(let path, _): return "corrupted at \(path)"
            case .timeout, .cancelled: return "stopped"
            case .wrapped(let inner): return "wrapped: \(inner)"
            }
        }
    }

    extension BaseStore: CustomDebugStringConvertible where Record: CustomStringConvertible {
        public var debugDescription: String { "BaseStore(\(count))" }

        public struct Snapshot<Element>: ~Copyable {
            let elements: [Element]
            consuming func take() -> [Element] { elements }
            borrowing func peek() -> Element? { elements.first }
        }
    }

    extension Array where Element: RecordStore {
        func totalCount() -> Int { reduce(0) { $0 + $1.count } }
        static func +++ (lhs: Self, rhs: Self) -> Self { lhs + rhs }
    }

    infix operator +++: AdditionPrecedence
    precedencegroup StorePrecedence {
        associativity: left
        higherThan: AdditionPrecedence
    }

    public typealias Handler<T> = @Sendable (Result<T, StoreError>) async -> Void
    public typealias Matrix = [[Double]]
    typealias Callback = @convention(c) (Int32) -> Int32

    @propertyWrapper
    public struct Clamped<Value: Comparable> {
        public var wrappedValue: Value {
            get { value }
            set { value = min(max(newValue, range.lowerBound), range.upperBound) }
        }
        private var value: Value
        private let range: ClosedRange<Value>
        public init(wrappedValue: Value, _ range: ClosedRange<Value>) {
            self.value = wrappedValue
            self.range = range
        }
        public var projectedValue: Self { self }
    }

    @freestanding(expression)
    public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "Macros", type: "StringifyMacro")

    #warning("Remove before release")

    func process(values: [Int], transform: (Int) throws -> Int = { $0 * 2 }) rethrows -> [Int] {
        try values.map(transform).filter { $0 % 2 == 0 }.sorted(by: >)
    }

    func generic<T, U>(_ a: T, _ b: U) -> [T: U] where T: Hashable {
        var result = [T: U]()
        result[a] = b
        return result
    }

    let shouldRun = CommandLine.arguments.count > 1
    if shouldRun {
        let store = Cache<String, Int>()
        Task { await store.set(1, for: "x") }
    }
    """##
}
