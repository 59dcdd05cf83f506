@_spi(Generated) import MockRuntime

// Stand-ins for the generated `@_dynamicReplacement` members: the same bodies, under other
// names, so the runtime's routing is tested without a module built with
// `-enable-implicit-dynamic`. Where a replacement calls the original (`now()` inside
// `__replacement_now()`), these call the real member.

extension Clock {
    static func routedNow() -> Int {
        if let mock = MockClock.__installed() { return mock.now() }
        return now()
    }

    func routedFormat(_ time: Int) -> String {
        if let mock = MockClock.__installed(for: self) { return mock.format(time) }
        return format(time)
    }

    var routedZone: String {
        get {
            if let mock = MockClock.__installed(for: self) { return mock.zone }
            return zone
        }
        set {
            if let mock = MockClock.__installed(for: self) { mock.zone = newValue; return }
            zone = newValue
        }
    }

    func routedFetch() async throws -> Int {
        if let mock = MockClock.__installed(for: self) { return try await mock.fetch() }
        return try await fetch()
    }

    /// A class's initializer replacement: the real initializer always runs.
    convenience init(routedZone zone: String) {
        self.init(zone: zone)
        MockClock.__constructed(self, "init(zone:)", (zone))
    }

    /// The replacement of an initializer whose original delegates to a replaced one
    /// (`convenience init(hour:) { self.init(zone: "UTC") }`).
    convenience init(routedHour hour: Int) {
        self.init(routedZone: "UTC")
        MockClock.__constructed(self, "init(hour:)", (hour))
    }
}

extension Point {
    func routedLength() -> Int {
        if let mock = MockPoint.__installed(for: self) { return mock.length() }
        return length()
    }

    mutating func routedMove(by step: Int) {
        if let mock = MockPoint.__installed(for: self) { return mock.move(by: step) }
        move(by: step)
    }

    /// A value type's initializer replacement: a substitute, when given, replaces the real
    /// initializer.
    init(routedX x: Int, y: Int) {
        if let substitute = MockPoint.__substitute() { self = substitute } else { self.init(x: x, y: y) }
        MockPoint.__constructed(self, "init(x:y:)", (x, y))
    }
}
