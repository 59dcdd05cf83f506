/// The requirements of standard-library and Foundation protocols that protocols in real code
/// refine (`RawRepresentable`, `Sequence`, `ContiguousBytes`, …), written as Swift and read by
/// mockgen's own parser, so a refining protocol's mock implements them like inherited
/// requirements of a protocol among the inputs. Only requirements without a default
/// implementation are listed: the rest come with the protocol.
///
/// Protocols whose conformance the mock synthesizes instead (`Equatable`, `Hashable`, `Codable`,
/// …; see `InheritanceResolver.knownProtocols`) are deliberately absent.
enum StandardInterfaces {
    static let path = "<standard library>"

    static let source = """
        public protocol RawRepresentable<RawValue> {
            associatedtype RawValue
            init?(rawValue: RawValue)
            var rawValue: RawValue { get }
        }

        public protocol IteratorProtocol<Element> {
            associatedtype Element
            mutating func next() -> Element?
        }

        public protocol Sequence<Element> {
            associatedtype Element
            associatedtype Iterator: IteratorProtocol where Iterator.Element == Element
            func makeIterator() -> Iterator
        }

        // Written without `: Sequence`: `Iterator` defaults to `IndexingIterator<Self>`, so a
        // collection mock needs no iterator of its own.
        public protocol Collection<Element> {
            associatedtype Element
            associatedtype Index: Comparable
            var startIndex: Index { get }
            var endIndex: Index { get }
            subscript(position: Index) -> Element { get }
            func index(after i: Index) -> Index
        }

        public protocol BidirectionalCollection<Element>: Collection {
            func index(before i: Index) -> Index
        }

        public protocol RandomAccessCollection<Element>: BidirectionalCollection {}

        public protocol MutableCollection<Element>: Collection {
            subscript(position: Index) -> Element { get set }
        }

        public protocol RangeReplaceableCollection<Element>: Collection {
            init()
            mutating func replaceSubrange<C: Collection>(_ subrange: Range<Index>, with newElements: C) where C.Element == Element
        }

        // `@concurrent`: the standard library is built without `NonisolatedNonsendingByDefault`,
        // so its async requirements run off any actor whatever the mocks' module reads an
        // unmarked `async` as (a mock's opened `next()` sent its iterator away under the feature).
        public protocol AsyncIteratorProtocol<Element, Failure> {
            associatedtype Element
            associatedtype Failure: Error
            @concurrent mutating func next() async throws -> Element?
        }

        public protocol AsyncSequence<Element, Failure> {
            associatedtype AsyncIterator: AsyncIteratorProtocol
            associatedtype Element where AsyncIterator.Element == Element
            associatedtype Failure where AsyncIterator.Failure == Failure
            func makeAsyncIterator() -> AsyncIterator
        }

        public protocol ContiguousBytes {
            func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R
        }

        public protocol TextOutputStream {
            mutating func write(_ string: String)
        }

        public protocol LosslessStringConvertible: CustomStringConvertible {
            init?(_ description: String)
        }

        public protocol ExpressibleByStringLiteral {
            associatedtype StringLiteralType: _ExpressibleByBuiltinStringLiteral
            init(stringLiteral value: StringLiteralType)
        }

        public protocol ExpressibleByIntegerLiteral {
            associatedtype IntegerLiteralType: _ExpressibleByBuiltinIntegerLiteral
            init(integerLiteral value: IntegerLiteralType)
        }

        public protocol ExpressibleByBooleanLiteral {
            associatedtype BooleanLiteralType: _ExpressibleByBuiltinBooleanLiteral
            init(booleanLiteral value: BooleanLiteralType)
        }

        public protocol ExpressibleByFloatLiteral {
            associatedtype FloatLiteralType: _ExpressibleByBuiltinFloatLiteral
            init(floatLiteral value: FloatLiteralType)
        }

        public protocol ExpressibleByNilLiteral {
            init(nilLiteral: ())
        }

        public protocol ExpressibleByArrayLiteral {
            associatedtype ArrayLiteralElement
            init(arrayLiteral elements: ArrayLiteralElement...)
        }

        public protocol ExpressibleByDictionaryLiteral {
            associatedtype Key
            associatedtype Value
            init(dictionaryLiteral elements: (Key, Value)...)
        }

        // `description` and `debugDescription` come with the protocol.
        public protocol CodingKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
            var stringValue: String { get }
            init?(stringValue: String)
            var intValue: Int? { get }
            init?(intValue: Int)
        }

        // A class-bound refinement gets `id` from the standard library (an `ObjectIdentifier`);
        // listed so that `id` is stubbable whatever `ID` is.
        public protocol Identifiable<ID> {
            associatedtype ID: Hashable
            var id: ID { get }
        }

        // `+=` and `-=` come with the protocol, for a final class only (they take `inout Self`):
        // the `Self` in these requirements makes the mock final.
        public protocol AdditiveArithmetic: Equatable {
            static var zero: Self { get }
            static func + (lhs: Self, rhs: Self) -> Self
            static func - (lhs: Self, rhs: Self) -> Self
        }

        public protocol Numeric: AdditiveArithmetic, ExpressibleByIntegerLiteral {
            associatedtype Magnitude: Comparable, Numeric
            init?<T: BinaryInteger>(exactly source: T)
            var magnitude: Magnitude { get }
            static func * (lhs: Self, rhs: Self) -> Self
            static func *= (lhs: inout Self, rhs: Self)
        }

        public protocol SignedNumeric: Numeric {}

        public protocol Strideable<Stride>: Comparable {
            associatedtype Stride: SignedNumeric, Comparable
            func distance(to other: Self) -> Stride
            func advanced(by n: Stride) -> Self
        }

        public protocol Executor: AnyObject, Sendable {}

        public protocol SerialExecutor: Executor {}

        public protocol TaskExecutor: Executor {}

        public protocol CustomNSError: Error {}
        """

    /// Parsed once per process; a dependency of every resolve, ranked below real dependencies.
    static let model: SourceFileModel = DeclarationParser.parse(source, path: path)

    /// The standard-library types the interfaces above mention (not those they declare only).
    /// `StandardInterfacesTests` checks the list against the source.
    static let mentionedNames: Set<String> = [
        "AdditiveArithmetic", "AsyncIteratorProtocol", "BidirectionalCollection", "BinaryInteger", "Collection", "Comparable",
        "CustomDebugStringConvertible", "CustomStringConvertible", "Equatable", "Error", "Executor", "ExpressibleByIntegerLiteral",
        "Hashable", "Int", "IteratorProtocol", "Numeric", "Range", "Sendable", "SignedNumeric", "String", "UnsafeRawBufferPointer",
    ]

    /// The interfaces with every mentioned name that the inputs declare themselves (at file
    /// level: `MockableTypeFinder.declaredIntroducedNames`) written `Swift.X`: a mock's
    /// `Magnitude: Swift.Comparable` must not name a module's own `Comparable`.
    static func model(shadowedBy declared: Set<String>) -> SourceFileModel {
        let shadowed = mentionedNames.intersection(declared)
        guard !shadowed.isEmpty else { return model }
        var text = Array(source.utf8)
        for name in shadowed.sorted() { text = qualifying(name, in: text) }
        return DeclarationParser.parse(text, path: path)
    }

    /// `text` with each mention of `name` written `Swift.name`: not where the interface declares
    /// the name (`protocol Numeric`), nor after a dot, nor inside a longer name. What the regular
    /// expression `(?<![\w.`])(?<!protocol )name(?![\w`])` replaces in the ASCII interfaces
    /// (`StandardInterfacesTests` holds it to that), without it: an `NSRegularExpression` made
    /// ICU set itself up, 10 M instructions between a large run's passes, on one thread.
    static func qualifying(_ name: String, in text: [UInt8]) -> [UInt8] {
        let needle = Array(name.utf8)
        let declaration = Array("protocol ".utf8)
        guard !needle.isEmpty else { return text }
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
        }
        func mentionStarts(at index: Int) -> Bool {
            guard index + needle.count <= text.count, text[index..<index + needle.count].elementsEqual(needle) else { return false }
            if index > 0, isWord(text[index - 1]) || text[index - 1] == UInt8(ascii: ".") || text[index - 1] == UInt8(ascii: "`") { return false }
            if index >= declaration.count, text[index - declaration.count..<index].elementsEqual(declaration) { return false }
            let end = index + needle.count
            return end == text.count || !(isWord(text[end]) || text[end] == UInt8(ascii: "`"))
        }
        var result: [UInt8] = []
        result.reserveCapacity(text.count + 256)
        var index = 0
        while index < text.count {
            if text[index] == needle[0], mentionStarts(at: index) {
                result += "Swift.".utf8
                result += needle
                index += needle.count
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return result
    }
}
