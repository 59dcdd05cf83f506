/// What an `#if` condition made only of `swift(…)` and `compiler(…)` version checks says about
/// the compilers mocks are built with (Swift 6.0 and later): always true, always false, or it
/// depends on the compiler (`swift(>=6.2)`), or on something else (`os(Linux)`, `DEBUG`).
///
/// Swift does not parse a clause whose version check is false: `#if swift(>=3.0) … #else`
/// followed by Swift 2 code compiles today. mockgen skips such clauses too, rather than report
/// syntax errors in code no supported compiler reads.
///
/// Public for the parser oracle (Oracle/), which folds `#if` blocks by the same rule.
public enum VersionCondition: Equatable, Sendable {
    case alwaysTrue, alwaysFalse, undecided

    /// The oldest compiler generated mocks support.
    static let oldestSupported = [6, 0]

    public static func evaluate(_ condition: String) -> VersionCondition {
        var reader = Reader(text: Array(condition.utf8))
        let value = reader.disjunction()
        reader.skipSpaces()
        return reader.atEnd ? value : .undecided
    }

    private static func not(_ value: VersionCondition) -> VersionCondition {
        switch value {
        case .alwaysTrue: return .alwaysFalse
        case .alwaysFalse: return .alwaysTrue
        case .undecided: return .undecided
        }
    }

    private struct Reader {
        let text: [UInt8]
        var offset = 0

        var atEnd: Bool { offset >= text.count }

        mutating func skipSpaces() {
            while offset < text.count, text[offset] == UInt8(ascii: " ") { offset += 1 }
        }

        /// Compares in place: every `#if` of every file is read here, and copying the literal and
        /// the text into arrays for each comparison was 4 % of pass 1's parse on swift-nio.
        mutating func take(_ literal: StaticString) -> Bool {
            skipSpaces()
            let length = literal.utf8CodeUnitCount
            guard offset + length <= text.count else { return false }
            let bytes = literal.utf8Start
            for index in 0..<length where text[offset + index] != bytes[index] { return false }
            offset += length
            return true
        }

        mutating func disjunction() -> VersionCondition {
            var value = conjunction()
            while take("||") {
                let right = conjunction()
                if value == .alwaysTrue || right == .alwaysTrue { value = .alwaysTrue }
                else if value == .alwaysFalse && right == .alwaysFalse { value = .alwaysFalse }
                else { value = .undecided }
            }
            return value
        }

        mutating func conjunction() -> VersionCondition {
            var value = factor()
            while take("&&") {
                let right = factor()
                if value == .alwaysFalse || right == .alwaysFalse { value = .alwaysFalse }
                else if value == .alwaysTrue && right == .alwaysTrue { value = .alwaysTrue }
                else { value = .undecided }
            }
            return value
        }

        mutating func factor() -> VersionCondition {
            if take("!") { return VersionCondition.not(factor()) }
            if take("(") {
                let value = disjunction()
                return take(")") ? value : .undecided
            }
            if take("swift(") || take("compiler(") { return versionCheck() }
            // Anything else (`os(Linux)`, `canImport(X)`, a flag): skip it, undecided.
            var depth = 0
            skipSpaces()
            while offset < text.count {
                let byte = text[offset]
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "|") { break }
                offset += 1
            }
            return .undecided
        }

        /// `>=5.9)` or `<6)`, after `swift(`.
        mutating func versionCheck() -> VersionCondition {
            let atLeast: Bool
            if take(">=") { atLeast = true } else if take("<") { atLeast = false } else { return .undecided }
            skipSpaces()
            var components: [Int] = []
            var digits = ""
            while offset < text.count, text[offset] != UInt8(ascii: ")") {
                let byte = text[offset]
                if byte == UInt8(ascii: ".") {
                    guard let number = Int(digits) else { return .undecided }
                    components.append(number)
                    digits = ""
                } else if byte != UInt8(ascii: " ") {
                    digits.append(Character(Unicode.Scalar(byte)))
                }
                offset += 1
            }
            guard take(")"), let last = Int(digits) else { return .undecided }
            components.append(last)
            // A version at or below the oldest supported compiler decides for all of them.
            let atOrBelowOldest = compare(components, VersionCondition.oldestSupported) <= 0
            guard atOrBelowOldest else { return .undecided }
            return atLeast ? .alwaysTrue : .alwaysFalse
        }

        private func compare(_ lhs: [Int], _ rhs: [Int]) -> Int {
            for index in 0..<max(lhs.count, rhs.count) {
                let left = index < lhs.count ? lhs[index] : 0
                let right = index < rhs.count ? rhs[index] : 0
                if left != right { return left < right ? -1 : 1 }
            }
            return 0
        }
    }
}
