/// Three levels of refinement; the mock of `Level3` implements all of them.
public protocol Level1 {
    func one() -> Int
    var shared: String { get }
}

public protocol Level2: Level1 {
    func two() -> Int
    /// Redeclared settable: the mock's property is settable.
    var shared: String { get set }
}

public protocol Level3: Level2, Sendable {
    func three() -> Int
}

/// `Equatable` refinement: the mock compares by identity.
public protocol Token: Equatable {
    var raw: String { get }
}

/// `Hashable` refinement.
public protocol Key: Hashable {
    var name: String { get }
}

/// Class-bound.
public protocol Delegate: AnyObject {
    func didFinish(_ success: Bool)
    var isActive: Bool { get set }
}

/// A composition in the inheritance clause.
public protocol Composite: Level1 & Delegate {
    func combined() -> String
}

/// Members of a protocol extension are not requirements and are not mocked.
extension Level1 {
    public func helper() -> Int { one() + 1 }
}

/// `Self` in requirements: the mock writes its own type.
public protocol Copyable2 {
    func copy() -> Self
    func isSame(as other: Self) -> Bool
    static func make() -> Self
}

/// `Codable` and `CaseIterable` refinements: the mock refuses to be decoded or encoded (the
/// standard errors, saying why) and has no cases.
public protocol Document: Codable, CaseIterable {
    var title: String { get }
}

/// Standard-library refinements with requirements the mock implements itself.
public protocol Printable: TextOutputStreamable, CustomReflectable, CustomStringConvertible {
    func line() -> String
}

/// Refinement through a type alias among the inputs.
public typealias DelegateAndSendable = Delegate & Sendable

public protocol AliasRefining: DelegateAndSendable {
    func extra() -> Int
}
