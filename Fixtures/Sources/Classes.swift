/// A class with a superclass among the inputs; members that can't be overridden are skipped.
open class Vehicle {
    open var wheels: Int
    public let serial: String
    public var name: String = "vehicle"
    public private(set) var mileage: Int = 0

    public init(wheels: Int, serial: String = "none") {
        self.wheels = wheels
        self.serial = serial
    }

    open func drive(distance: Int) -> Int {
        mileage += distance
        return mileage
    }

    public final func stop() {}

    public func honk(times: Int) throws -> String {
        String(repeating: "honk", count: times)
    }

    open func refuel() async -> Bool { true }

    public class func factoryName() -> String { "vehicle" }

    public static func count() -> Int { 0 }

    private func secret() {}

    public var description: String { "Vehicle(\(wheels))" }
}

extension Vehicle {
    public func extensionMember() -> Int { 1 }
}

public class Car: Vehicle {
    public var brand: String

    public init(brand: String) {
        self.brand = brand
        super.init(wheels: 4)
    }

    override open func drive(distance: Int) -> Int {
        super.drive(distance: distance * 2)
    }

    public func openTrunk() -> Bool { true }
}

public final class Sealed {
    public init() {}
    public func value() -> Int { 1 }
}

/// Only private initializers: no subclass can be created (reported).
public class Singleton {
    private init() {}
    public static func make() -> Singleton { Singleton() }
    public func value() -> Int { 1 }
}
