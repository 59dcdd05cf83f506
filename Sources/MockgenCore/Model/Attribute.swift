/// `@name` or `@name(arguments)`, with the argument text kept verbatim (whitespace folded) so the
/// emitter can copy `@available(iOS 15, *)` or `@MainActor` onto a mock unchanged.
public struct Attribute: Sendable, Hashable, Encodable, CustomStringConvertible {
    /// Without the `@`: `available`, `MainActor`, `objc`.
    public var name: String
    /// The text between the parentheses, or `nil` when there are none.
    public var arguments: String?

    public init(name: String, arguments: String? = nil) {
        self.name = name
        self.arguments = arguments
    }

    public var description: String {
        if let arguments { return "@\(name)(\(arguments))" }
        return "@\(name)"
    }

    /// `@available(*, unavailable)` (with or without `renamed:`/`message:`), or a platform's
    /// `@available(iOS, unavailable)`: the declaration, or the conformance it marks, cannot be used.
    /// Read as bytes (the arguments are folded ASCII text around the word): one of the
    /// comma-separated arguments is the bare word `unavailable`.
    public var marksUnavailable: Bool {
        guard name == "available", var arguments else { return false }
        // Each comma-separated argument, trimmed, compared in place (no array per argument:
        // asked of every attribute of every declaration pass 1 folds).
        let word: StaticString = "unavailable"
        let wordBytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        return arguments.withUTF8 { bytes in
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: ",") { end += 1 }
                var first = start, last = end
                while first < last, Self.isSpace(bytes[first]) { first += 1 }
                while last > first, Self.isSpace(bytes[last - 1]) { last -= 1 }
                if UnsafeBufferPointer(rebasing: bytes[first..<last]).elementsEqual(wordBytes) { return true }
                start = end + 1
            }
            return false
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}

/// Which of an input's attributes generated code repeats, and where: one policy for every
/// emitter and resolve pass.
extension Attribute {
    /// `@MainActor`, or a global actor of the module's own (`@DatabaseActor`): a name that ends in
    /// `Actor` (but not `@preconcurrency`).
    public static func isGlobalActor(_ name: String) -> Bool {
        name == "MainActor" || (name.hasSuffix("Actor") && name != "preconcurrency")
    }

    var isGlobalActor: Bool { Attribute.isGlobalActor(name) }

    /// Repeated on a mock type, its proxies and stub, and on each proxy member: availability and
    /// the SPI group the declaration belongs to.
    var isRepeatedOnMockType: Bool { name == "available" || name == "_spi" }

    /// Repeated on a mock's member: those, `@discardableResult`, `@_disfavoredOverload`,
    /// `@concurrent` and a global actor.
    var isRepeatedOnMockMember: Bool {
        isRepeatedOnMockType || name == "discardableResult" || name == "_disfavoredOverload" || name == "concurrent" || isGlobalActor
    }

    /// Repeated on a `--replace` or `--mirror` type: availability and a global actor.
    var isRepeatedOnReplacementType: Bool { name == "available" || isGlobalActor }

    /// Repeated on a replaced or mirrored member: those and `@discardableResult`.
    var isRepeatedOnReplacementMember: Bool { isRepeatedOnReplacementType || name == "discardableResult" }
}
