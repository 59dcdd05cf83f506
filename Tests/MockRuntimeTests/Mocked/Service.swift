// What `../Mocks/Mock.Service.swift` mocks; GeneratedFileSnapshotTests (MockgenCoreTests) checks that
// it is the generator's output for this file.

struct LoadError: Error, Equatable {
    let code: Int
}

protocol Service {
    init(configuration: String)
    func fetch(_ key: String) throws -> Int
    func load(id: Int) throws(LoadError) -> String
    func refresh() async
    func download(from url: String, retries: Int) async throws -> [UInt8]
    func transform(_ values: [Int], using body: (Int) throws -> Int) rethrows -> [Int]
    func find(name: String?) -> Int?
    func bump(_ value: inout Int)
    func perform(_ work: () -> Void)
    func schedule(after delay: Double, _ completion: @escaping @Sendable (Bool) -> Void)
    func log(_ messages: String...)
    func store<T>(_ value: T, forKey key: String)
    subscript(index: Int) -> String { get set }
    var title: String { get }
    var nickname: String? { get set }
    static func version() -> String
    func decode<T>(_ text: String) -> T
    var token: String { get async throws }
}
