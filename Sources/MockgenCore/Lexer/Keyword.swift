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

    static let maximumLength = 24
}

/// Keyword lookup without allocation: entries are bucketed by (length, low six bits of the first
/// byte, so `S` and `s` differ and most type names land in an empty bucket) and hold the
/// keyword's bytes packed into three little-endian words, so a lookup is one bucket scan of a
/// couple of integer compares. Built once and immutable afterwards.
struct KeywordTable: @unchecked Sendable {
    struct Entry {
        var words: (UInt64, UInt64, UInt64)
        var keyword: Keyword
    }

    private let entries: UnsafeMutablePointer<Entry>
    /// `bucketStarts[b]..<bucketStarts[b + 1]` are the entries of bucket `b`.
    private let bucketStarts: UnsafeMutablePointer<Int32>
    /// Per bucket, a bit for the low six bits of each keyword's last byte: most identifiers are
    /// rejected by this one test before any word is packed or compared.
    private let lastByteFilter: UnsafeMutablePointer<UInt64>
    private static let bucketCount = (Keyword.maximumLength + 1) * 64

    static let shared = KeywordTable()

    private init() {
        var buckets = Array(repeating: [Entry](), count: KeywordTable.bucketCount)
        for keyword in Keyword.allCases {
            let bytes = Array(keyword.rawValue.utf8)
            let words = bytes.withUnsafeBufferPointer { KeywordTable.pack($0.baseAddress!, bytes.count) }
            buckets[KeywordTable.bucket(bytes.count, bytes[0])].append(Entry(words: words, keyword: keyword))
        }
        let all = buckets.flatMap { $0 }
        entries = UnsafeMutablePointer<Entry>.allocate(capacity: all.count)
        entries.initialize(from: all, count: all.count)
        bucketStarts = UnsafeMutablePointer<Int32>.allocate(capacity: KeywordTable.bucketCount + 1)
        var start: Int32 = 0
        for (index, bucket) in buckets.enumerated() {
            bucketStarts[index] = start
            start += Int32(bucket.count)
        }
        bucketStarts[KeywordTable.bucketCount] = start
        lastByteFilter = UnsafeMutablePointer<UInt64>.allocate(capacity: KeywordTable.bucketCount)
        lastByteFilter.initialize(repeating: 0, count: KeywordTable.bucketCount)
        for keyword in Keyword.allCases {
            let bytes = Array(keyword.rawValue.utf8)
            lastByteFilter[KeywordTable.bucket(bytes.count, bytes[0])] |= 1 << UInt64(bytes[bytes.count - 1] & 63)
        }
    }

    @inline(__always)
    private static func bucket(_ length: Int, _ first: UInt8) -> Int {
        length &* 64 &+ Int(first & 63)
    }

    @inline(__always)
    static func pack(_ pointer: UnsafePointer<UInt8>, _ count: Int) -> (UInt64, UInt64, UInt64) {
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var index = 0
        while index < count {
            let value = UInt64(pointer[index]) << UInt64((index & 7) &* 8)
            switch index >> 3 {
            case 0: words.0 |= value
            case 1: words.1 |= value
            default: words.2 |= value
            }
            index += 1
        }
        return words
    }

    /// The keyword spelled by `count` bytes at `pointer`, if any. `readable` is how many bytes
    /// may be read from `pointer`; with 24 or more, the words are loaded directly.
    @inline(__always)
    func lookup(_ pointer: UnsafePointer<UInt8>, _ count: Int, readable: Int) -> Keyword? {
        guard count <= Keyword.maximumLength else { return nil }
        let bucket = KeywordTable.bucket(count, pointer[0])
        guard lastByteFilter[bucket] & (1 << UInt64(pointer[count - 1] & 63)) != 0 else { return nil }
        var entry = Int(bucketStarts[bucket])
        let end = Int(bucketStarts[bucket + 1])
        if entry == end { return nil }
        let words: (UInt64, UInt64, UInt64)
        if readable >= 24 {
            let raw = UnsafeRawPointer(pointer)
            func masked(_ word: UInt64, _ wordIndex: Int) -> UInt64 {
                let bytes = count - wordIndex * 8
                if bytes >= 8 { return word }
                if bytes <= 0 { return 0 }
                return word & ((1 << UInt64(bytes * 8)) - 1)
            }
            words = (masked(raw.loadUnaligned(as: UInt64.self).littleEndian, 0),
                     masked(raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian, 1),
                     masked(raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self).littleEndian, 2))
        } else {
            words = KeywordTable.pack(pointer, count)
        }
        while entry < end {
            let candidate = entries[entry]
            if candidate.words.0 == words.0 && candidate.words.1 == words.1 && candidate.words.2 == words.2 {
                return candidate.keyword
            }
            entry += 1
        }
        return nil
    }
}
