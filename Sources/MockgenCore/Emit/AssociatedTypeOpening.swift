/// The associated types of a mock whose default implementation is reached by opening `any P`
/// (`ResolvedType.DefaultImplementationMode.opened`): which written types mention them, and the
/// same types spelled with the opened conformer's (`Key` → `__O.Key`).
///
/// Works on the written text, not the structure: by the time a type reaches the emitter, a type
/// alias of the protocol may already be expanded into a name (`(key: Key, value: Value)`).
///
/// A name is mentioned where it is a whole word not reached through a `.`: `Key`, `[Key]`,
/// `` `Key` ``, not `Base.Key` nor `MyKey`. The text is scanned word by word over its bytes (an
/// `NSRegularExpression` was compiled per mock and cost 1 % of a run).
struct AssociatedTypeOpening {
    private let names: [[UInt8]]

    init(_ associatedTypes: [String]) {
        names = associatedTypes.map { Array($0.utf8) }
    }

    func mentions(_ type: TypeRef) -> Bool {
        guard !names.isEmpty else { return false }
        var found = false
        forEachMention(in: type.description) { _ in found = true; return false }
        return found
    }

    /// `[Key: Item]` → `[__O.Key: __O.Item]`.
    func opened(_ type: TypeRef) -> String {
        let text = type.description
        guard !names.isEmpty else { return text }
        var starts: [Int] = []
        forEachMention(in: text) { starts.append($0); return true }
        guard !starts.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for start in starts.reversed() { bytes.insert(contentsOf: "__O.".utf8, at: start) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Calls `body` with the byte offset of each mention, in order, while it returns `true`.
    private func forEachMention(in text: String, _ body: (Int) -> Bool) {
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                guard Self.isWordByte(bytes[index]) else { index += 1; continue }
                let start = index
                while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
                if start > 0, bytes[start - 1] == UInt8(ascii: ".") { continue }
                let word = bytes[start..<index]
                if names.contains(where: { $0.elementsEqual(word) }), !body(start) { return }
            }
        }
    }

    /// Letters, digits, `_` and every byte of a non-ASCII scalar (identifiers may hold them).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
            return true
        default:
            return false
        }
    }
}
