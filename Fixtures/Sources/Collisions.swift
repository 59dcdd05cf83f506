/// Member names that look like generated ones must not collide.
public protocol Collisions {
    var manager: String { get set }
    var context: Int { get }
    var matchers: [String] { get }
    func stub() -> Int
    func verify(_ value: Int) -> Bool
    func reset()
    func value(_ value: Int, matchers: String, context: Int) -> Int
    func named(_ name: String) -> String
    func original(_ __original: Int, newValue: Int) -> Int
    func generic<M1>(_ m: M1, _ other: Int) -> M1
}

/// Parameters `some P` and `any P`.
public protocol Shape {
    var area: Double { get }
}

public protocol Drawer {
    func draw(_ shape: some Shape) -> Double
    func drawAny(_ shape: any Shape) -> Double
    func drawAll(_ shapes: [any Shape]) -> Int
}
