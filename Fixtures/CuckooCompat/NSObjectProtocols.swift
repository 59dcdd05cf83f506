import Foundation

/// Cuckoo's mocks of protocols refining `NSObjectProtocol` subclass `NSObject`; so do ours.
public protocol Pinging: NSObjectProtocol {
    func ping(_ count: Int) -> Int
}

/// Refines `NSObjectProtocol` through another protocol.
public protocol LoudPinging: Pinging {
    var volume: Int { get set }
}

public protocol Named {
    var name: String { get }
}

/// Refines `NSObjectProtocol` in a composition.
public protocol NamedObject: NSObjectProtocol & Named {
    func rename(to name: String)
}

/// Code under test: talks to its collaborator through the protocol only.
public final class PingCounter {
    private let pinging: any Pinging

    public init(pinging: any Pinging) {
        self.pinging = pinging
    }

    public func total(_ rounds: Int) -> Int {
        (1...rounds).reduce(0) { $0 + pinging.ping($1) }
    }

    /// `NSObjectProtocol`'s own requirements work on the mock: NSObject implements them.
    public func isSame(as other: any Pinging) -> Bool {
        pinging.isEqual(other)
    }
}
