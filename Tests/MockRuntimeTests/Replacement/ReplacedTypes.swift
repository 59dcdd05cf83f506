// Concrete types as a module under test would declare them: what `MockClock` and `MockPoint`
// replace. Their members return recognisable real values, so a test can tell a routed call
// from a real one.

final class Clock {
    private var storedZone: String

    init(zone: String) {
        storedZone = zone
    }

    static func now() -> Int { 1_000 }

    func format(_ time: Int) -> String { "\(time) \(storedZone)" }

    var zone: String {
        get { storedZone }
        set { storedZone = newValue }
    }

    func fetch() async throws -> Int { 42 }
}

struct Point {
    var x: Int
    var y: Int

    init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    func length() -> Int { abs(x) + abs(y) }

    mutating func move(by step: Int) {
        x += step
        y += step
    }
}
