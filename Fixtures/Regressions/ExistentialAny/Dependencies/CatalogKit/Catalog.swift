/// Protocols of another module: `Keyed` and `Sameness` are types only as `any Keyed` and
/// `any Sameness`; `Labelled` may be written bare.
public protocol Keyed {
    associatedtype Key: Hashable
    var key: Key { get }
}

public protocol Sameness {
    func same(as other: Self) -> Bool
}

public protocol Labelled {
    var label: String { get }
}

public struct Tag: Keyed, Sameness, Labelled, Equatable {
    public let key: String
    public init(_ key: String) { self.key = key }
    public func same(as other: Tag) -> Bool { key == other.key }
    public var label: String { key }
}
