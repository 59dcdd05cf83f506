/// Every member kind on one protocol: effects, closures, inout, variadics, generics,
/// properties, subscripts, statics and initializers.
public struct LoadError: Error, Equatable {
    public let code: Int
    public init(code: Int) { self.code = code }
}

public protocol Service {
    /// Creates a service from a configuration string.
    init(configuration: String)
    init?(failableCode: Int)

    /// Fetches a value; throws when the key is unknown.
    func fetch(_ key: String) throws -> Int
    func load(id: Int) throws(LoadError) -> String
    func refresh() async
    func download(from url: String, retries: Int) async throws -> [UInt8]
    func transform(_ values: [Int], using body: (Int) throws -> Int) rethrows -> [Int]
    func find(name: String?) -> Int?
    func bump(_ value: inout Int)
    func perform(_ work: () -> Void)
    func performAsync(_ work: () async -> Int) async -> Int
    func apply(_ values: [Int], first: (Int) -> Int, then second: (Int) -> String) -> String
    func sendableWork(_ work: @Sendable () -> Void)
    func schedule(after delay: Double, _ completion: @escaping @Sendable (Bool) -> Void)
    func optionalHandler(_ handler: ((String) -> Void)?)
    func log(_ messages: String...)
    func store<T>(_ value: T, forKey key: String)
    func compare<T: Comparable>(_ lhs: T, _ rhs: T) -> Bool
    func merge<C: Collection>(_ values: C) -> Int where C.Element == Int
    func decode<T>(_ text: String) -> T
    func unnamed(_: Int, _: String)

    subscript(index: Int) -> String { get set }
    subscript(key key: String) -> Int { get }
    subscript(row: Int, column: Int) -> Double { get set }
    subscript<T>(typed name: String) -> T? { get }

    var title: String { get }
    var nickname: String? { get set }
    var count: Int { get set }
    var token: String { get async throws }
    var slowValue: Int { get async }
    var checked: Int { get throws(LoadError) }

    static func version() -> String
    static var instances: Int { get set }
}
