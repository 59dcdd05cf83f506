/// Words the parser recognises. Most are contextual in Swift, so an identifier token carries its
/// keyword and the parser decides from the surroundings whether it acts as one.
public enum Keyword: String, Sendable, CaseIterable {
    // Declarations
    case `import`, `class`, `struct`, `enum`, `protocol`, `extension`, actor, `func`, `var`, `let`
    case `subscript`, `init`, `deinit`, `associatedtype`, `typealias`, `case`, `operator`
    case `precedencegroup`, macro
    // Modifiers
    case `public`, `private`, `fileprivate`, `internal`, package, open, `static`, final, override
    case mutating, nonmutating, lazy, weak, unowned, dynamic, optional, required, convenience
    case indirect, nonisolated, distributed, prefix, postfix, infix, consuming, borrowing
    case __consuming, __owned, __shared, isolated, sending, transferring, `inout`, _const
    // Types and generics
    case some, any, each, `repeat`, `where`, `Self`, `Any`, `Type`, `Protocol`
    // Effects and accessors
    case async, await, `throws`, `rethrows`, reasync, get, set, willSet, didSet, _read, _modify
    case unsafeAddress, unsafeMutableAddress, yielding
    // Statements and expressions (they tell the regex heuristic an expression may start)
    case `in`, `return`, `throw`, `try`, `if`, `guard`, `while`, `else`, `switch`, `for`, `do`, `catch`
    case `defer`, `is`, `as`, `true`, `false`, `nil`, `super`, `self`, `default`, underscore = "_"

    /// Keywords by byte length, each with its bytes packed little-endian into three words, so a
    /// lookup is a length switch plus a few integer compares and allocates nothing.
    private static let buckets: [[(UInt64, UInt64, UInt64, Keyword)]] = {
        var buckets = Array(repeating: [(UInt64, UInt64, UInt64, Keyword)](), count: maximumLength + 1)
        for keyword in Keyword.allCases {
            let bytes = Array(keyword.rawValue.utf8)
            let packed = bytes.withUnsafeBufferPointer { pack($0.baseAddress!, bytes.count) }
            buckets[bytes.count].append((packed.0, packed.1, packed.2, keyword))
        }
        return buckets
    }()

    static let maximumLength = 24

    @inline(__always)
    private static func pack(_ pointer: UnsafePointer<UInt8>, _ count: Int) -> (UInt64, UInt64, UInt64) {
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        for index in 0..<count {
            let value = UInt64(pointer[index]) << UInt64((index & 7) * 8)
            switch index >> 3 {
            case 0: words.0 |= value
            case 1: words.1 |= value
            default: words.2 |= value
            }
        }
        return words
    }

    /// The keyword spelled by `count` bytes at `pointer`, if any.
    @inline(__always)
    static func lookup(_ pointer: UnsafePointer<UInt8>, _ count: Int) -> Keyword? {
        guard count <= maximumLength else { return nil }
        let bucket = buckets[count]
        if bucket.isEmpty { return nil }
        let packed = pack(pointer, count)
        for candidate in bucket where candidate.0 == packed.0 && candidate.1 == packed.1 && candidate.2 == packed.2 {
            return candidate.3
        }
        return nil
    }
}
