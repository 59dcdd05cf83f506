#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Text as UTF-8 bytes, appended to in place: what `CodeRenderer` writes generated files into,
/// and what resolution writes its signature keys into (one `String` made at the end).
///
/// Appending a piece to a `String` goes through its small-string, uniqueness, capacity and
/// ASCII bookkeeping each time (about 40 ns); copying the piece's bytes into an array takes a
/// third of that, and the file is made a `String` once, at the end. The bytes live in a buffer
/// of this type's own rather than an `[UInt8]`: `Array.append(contentsOf:)` cost about 96
/// instructions for the short pieces rendering appends (253,000 of them for the medium corpus),
/// where a uniqueness check, a capacity check and a copy do.
struct UTF8Text: TextOutputStream {
    /// Count and capacity in the header, so neither asks the allocator (`ManagedBuffer.capacity`
    /// would); one allocation per text. Copy on write: a copied text shares it until either
    /// side appends.
    private struct Header {
        var count: Int
        var capacity: Int
        /// The largest count at which a small string's two words may be stored whole (16 bytes
        /// of room), or -1 where strings are not laid out as `SmallStringBits` reads them.
        var inlineLimit: Int
    }

    private var storage: ManagedBuffer<Header, UInt8>

    init(reservingCapacity capacity: Int = 0) {
        storage = Self.makeStorage(capacity: max(capacity, 16), count: 0)
    }

    private static func makeStorage(capacity: Int, count: Int) -> ManagedBuffer<Header, UInt8> {
        ManagedBuffer<Header, UInt8>.create(minimumCapacity: capacity) { _ in
            Header(count: count, capacity: capacity, inlineLimit: SmallStringBits.layoutHolds ? capacity - 16 : -1)
        }
    }

    /// Through pointers only: `ManagedBuffer.header` is a class's stored property, so each use
    /// of it would pay a run-time exclusivity check.
    private var header: Header { storage.withUnsafeMutablePointerToHeader { $0.pointee } }

    var count: Int { header.count }

    var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// The 128-bit hash of the bytes (`ContentHash`): an identity for text made only to be told
    /// apart, with no string made of it.
    var contentHash: ContentHash { withBytes { ContentHash.hashing(UnsafeRawBufferPointer($0)) } }

    /// Bytes `range` as a string.
    func string(_ range: Range<Int>) -> String { withBytes { String(decoding: $0[range], as: UTF8.self) } }

    /// The text's bytes, copied out: no check that they are UTF-8, which they are by
    /// construction (every piece appended is a string's, or a literal's).
    var bytes: [UInt8] { withBytes { Array($0) } }

    private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withUnsafeMutablePointers { header, elements in
            body(UnsafeBufferPointer(start: elements, count: header.pointee.count))
        }
    }

    /// Makes the storage this text's alone, with room for `extra` more bytes.
    @inline(__always)
    private mutating func makeRoom(for extra: Int) {
        let header = self.header
        let fits = header.capacity - header.count >= extra
        if fits && isKnownUniquelyReferenced(&storage) { return }
        // Doubled only when the bytes do not fit: a shared buffer copied on write keeps its
        // capacity (doubling there too made a buffer handed from one writer to the next, copied
        // each time, grow without end: 24 GB after 28 copies).
        let grown = Self.makeStorage(capacity: fits ? header.capacity : max(header.count + extra, header.capacity * 2), count: header.count)
        grown.withUnsafeMutablePointerToElements { target in
            storage.withUnsafeMutablePointerToElements { source in target.initialize(from: source, count: header.count) }
        }
        storage = grown
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        makeRoom(for: bytes.count)
        storage.withUnsafeMutablePointers { header, elements in
            Self.copy(source, to: elements + header.pointee.count, count: bytes.count)
            header.pointee.count += bytes.count
        }
    }

    /// Most pieces are a few bytes (`, `, a name, an indentation): copied here with at most two
    /// overlapping loads and stores, not by a call to `memcpy` (4 % of emission's instructions).
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        switch count {
        case 8...16: copyOverlapping(from, to, count: count, as: UInt64.self)
        case 4...7: copyOverlapping(from, to, count: count, as: UInt32.self)
        case 2...3: copyOverlapping(from, to, count: count, as: UInt16.self)
        case 1: target.pointee = source.pointee
        default: target.initialize(from: source, count: count)
        }
    }

    /// `count` bytes (one to two words' worth) as the first word and the last, which overlap.
    @inline(__always)
    private static func copyOverlapping<Word: FixedWidthInteger>(_ from: UnsafeRawPointer, _ to: UnsafeMutableRawPointer, count: Int, as _: Word.Type) {
        let size = MemoryLayout<Word>.size
        let head = from.loadUnaligned(as: Word.self)
        let tail = from.loadUnaligned(fromByteOffset: count - size, as: Word.self)
        to.storeBytes(of: head, as: Word.self)
        to.storeBytes(of: tail, toByteOffset: count - size, as: Word.self)
    }

    /// The piece's bytes read where they are (a borrowed string is not retained, as a copy for
    /// `withUTF8` would be); a bridged string without contiguous UTF-8 is copied first.
    /// Disfavoured, so that a literal piece takes the `StaticString` overload below.
    /// Inlined where it is called: most pieces are small strings, whose bytes are stored from
    /// the string's own words with no call (`SmallStringBits`); the others take
    /// `appendBorrowed`.
    @_disfavoredOverload
    @inline(__always)
    static func += (text: inout UTF8Text, piece: String) {
        #if _pointerBitWidth(_64) && _endian(little)
        let words = unsafeBitCast(piece, to: SmallStringBits.Words.self)
        if let count = SmallStringBits.count(words), text.appendInline(words, count: count) { return }
        #endif
        text.appendBorrowed(piece)
    }

    #if _pointerBitWidth(_64) && _endian(little)
    /// A small string's two words stored whole at the end (only `count` bytes of them taken), if
    /// the storage is this text's alone with 16 bytes of room and strings are laid out as
    /// `SmallStringBits` reads them.
    @inline(__always)
    private mutating func appendInline(_ words: SmallStringBits.Words, count: Int) -> Bool {
        guard storage.withUnsafeMutablePointerToHeader({ $0.pointee.count <= $0.pointee.inlineLimit }), isKnownUniquelyReferenced(&storage) else { return false }
        storage.withUnsafeMutablePointers { header, elements in
            let target = UnsafeMutableRawPointer(elements + header.pointee.count)
            target.storeBytes(of: words.0, as: UInt64.self)
            target.storeBytes(of: words.1, toByteOffset: 8, as: UInt64.self)
            header.pointee.count += count
        }
        return true
    }
    #endif

    /// The piece's bytes read where they are (a borrowed string is not retained, as a copy for
    /// `withUTF8` would be); a bridged string without contiguous UTF-8 is copied first.
    @inline(never)
    private mutating func appendBorrowed(_ piece: String) {
        if piece.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var piece = piece
        piece.withUTF8 { append($0) }
    }

    /// A literal piece (`", "`, `"self."`): its bytes are where the compiler put them, read
    /// with no look at a string's representation (a small string's bytes are copied out of it
    /// first: about 60 instructions for a piece of a few bytes, against about 15 here).
    @inline(__always)
    static func += (text: inout UTF8Text, piece: StaticString) {
        // A one-character literal may be stored as its scalar, with no bytes to point at.
        guard piece.hasPointerRepresentation else {
            piece.withUTF8Buffer { text.append($0) }
            return
        }
        text.append(UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
    }

    @_disfavoredOverload
    static func += (text: inout UTF8Text, piece: Substring) {
        var piece = piece
        piece.withUTF8 { text.append($0) }
    }

    /// `TextOutputStream`: what `TypeRef.write(to:)` writes through.
    mutating func write(_ string: String) {
        self += string
    }

    /// Bytes `range` of `other` (a piece of a text made apart, such as a declaration's head).
    /// `other` keeps its storage alive while this text grows, even when the two share it.
    mutating func append(_ other: UTF8Text, range: Range<Int>) {
        other.withBytes { append(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    mutating func append(_ other: UTF8Text) {
        other.withBytes { append($0) }
    }

    mutating func append(byte: UInt8) {
        makeRoom(for: 1)
        storage.withUnsafeMutablePointers { header, elements in
            elements[header.pointee.count] = byte
            header.pointee.count += 1
        }
    }

    mutating func insert(byte: UInt8, at offset: Int) {
        precondition(offset >= 0 && offset <= count, "UTF8Text.insert(byte:at:) past the end")
        makeRoom(for: 1)
        storage.withUnsafeMutablePointers { header, elements in
            let count = header.pointee.count
            UnsafeMutableRawPointer(elements + offset + 1).copyMemory(from: elements + offset, byteCount: count - offset)
            elements[offset] = byte
            header.pointee.count = count + 1
        }
    }

    /// Takes back everything from byte `offset` on.
    mutating func truncate(to offset: Int) {
        precondition(offset >= 0 && offset <= count, "UTF8Text.truncate(to:) past the end")
        makeRoom(for: 0)
        storage.withUnsafeMutablePointerToHeader { $0.pointee.count = offset }
    }

    /// The number of line feeds from byte `start` on, counted up to `limit` (`memchr` from one
    /// to the next: the renderer asks this after every member, most of them one line long).
    func lineFeeds(from start: Int, atMost limit: Int) -> Int {
        withBytes { bytes in
            guard let base = bytes.baseAddress, start < bytes.count else { return 0 }
            let raw = UnsafeRawPointer(base)
            var count = 0
            var index = start
            while count < limit, index < bytes.count, let found = memchr(raw + index, Int32(UInt8(ascii: "\n")), bytes.count - index) {
                count += 1
                index = UnsafeRawPointer(found) - raw + 1
            }
            return count
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first line feed from `start` on (`memchr`), or `count` if there is none.
    func lineEnd(from start: Int) -> Int {
        guard let base = baseAddress, start < count,
              let found = memchr(base + start, Int32(UInt8(ascii: "\n")), count - start) else { return count }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}

/// A small string's bytes read out of the string's two words, where they are stored inline (the
/// names, keywords and spacings emission appends: 164,000 pieces per pass over the medium
/// corpus's mocks). `withContiguousStorageIfAvailable` copies such a string to the stack and
/// calls a closure with it, about 43 instructions a piece; this is a test and two stores.
///
/// On 64-bit platforms a `String` is two words; a small one (up to 15 UTF-8 bytes) holds its
/// bytes in the first word and the low seven bytes of the second, whose top byte is a
/// discriminator (`0x20`: small) and the count (low four bits). That layout is the standard
/// library's ABI on Apple platforms and the same on Linux, but nothing here relies on it
/// blindly: `layoutHolds` checks it once on strings of known bytes, and any string it does not
/// describe (large, bridged, shared) takes the general path.
enum SmallStringBits {
    #if _pointerBitWidth(_64) && _endian(little)
    typealias Words = (UInt64, UInt64)

    /// The count of a small string's bytes, or `nil` if `words` are not a small string's.
    @inline(__always)
    static func count(_ words: Words) -> Int? {
        let discriminator = words.1 >> 56
        guard discriminator & 0x20 != 0 else { return nil }
        return Int(truncatingIfNeeded: discriminator & 0x0F)
    }

    /// Whether strings are laid out as `count(_:)` reads them: checked once per process on
    /// strings made at run time (a literal could be folded by the compiler).
    static let layoutHolds: Bool = {
        var probe = "a"
        probe += "bc"
        var longer = String(repeating: "x", count: 15)
        longer += ""
        let large = String(repeating: "y", count: 40)
        let probeWords = unsafeBitCast(probe, to: Words.self)
        let longerWords = unsafeBitCast(longer, to: Words.self)
        return count(probeWords) == 3 && probeWords.0 & 0xFF_FFFF == 0x63_6261
            && count(longerWords) == 15 && longerWords.0 == 0x7878_7878_7878_7878 && longerWords.1 & 0xFF_FFFF_FFFF_FFFF == 0x78_7878_7878_7878
            && count(unsafeBitCast(large, to: Words.self)) == nil
    }()
    #else
    /// Other platforms lay strings out otherwise: every piece takes the general path.
    static let layoutHolds = false
    #endif
}
