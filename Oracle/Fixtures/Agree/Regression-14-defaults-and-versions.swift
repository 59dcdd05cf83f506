// Default argument text (tokens, one space where the source has whitespace or a comment) and
// `#if` clauses no Swift 6 compiler reads, which mockgen's parser drops (VersionCondition).
protocol Defaults {
    func track(_ event: String, properties: [String: String] = [:], retries: Int = 3 /* tries */, when: Double = .zero)
    func format(_ text: String = "a \(1 + 2) b", separator: Character = ",", clock: Int = max(1, 2))
    func optional(_ value: Int? = nil, flag: Bool = !true, range: ClosedRange<Int> = 0...9)
}

enum Payload {
    case value(Int = 4, label: String = "x")
}

#if swift(<5.0)
protocol Ancient { func f() -> Never }
#elseif compiler(>=5.9)
protocol Modern { func g() }
#else
protocol Never5 { func h() }
#endif

#if swift(>=4.0) && os(Linux)
protocol LinuxOnly { func i() }
#endif

#if swift(<4.2)
protocol Dropped {}
#endif

#if DEBUG
protocol Debugging {}
#elseif swift(>=6.0)
protocol Released {}
#else
protocol Unreachable {}
#endif
