import Foundation
import Testing
@testable import MockgenCore

/// Pass 1 parses for skeletons only (`Parser.readsSkeleton`, `Parser+Skeleton.swift`): the
/// functions and subscripts of every type but protocols, and the properties and initializers
/// that no `MemberFacts` reads, are stepped over without a model. Whatever it steps over, the
/// skeleton must be the one the full parse gives: same types, names, inheritance, nested types,
/// facts and `#if` structure, and on error-free files no diagnostic the full parse does not give
/// (warnings from inside the members it steps over are left out).
@Suite struct SkeletonParseTests {
    /// Signatures and initial values that hold what could end a declaration early or late.
    static let traps = ##"""
    import Foundation

    struct Buffer<Element> {
        var storage: [Element] = []
        let shift = 1 << 17
        static let limit: Int = 1 >> 2
        var lazyValue = { () -> Int in 3 }()
        var observed: Int = 0 { didSet { print(oldValue) } }
        var computed: Int { get { 1 } set { } }
        let a = 1, b = [2, 3]
        let reallocate:
            @convention(c) (Int, Int) -> Int
        var handler:
            @Sendable () -> Void = {}
        func make() ->
            @Sendable () -> Void { {} }
        public mutating func readInlineArray<
            let count: Int,
            IntegerType: FixedWidthInteger
        >(
            endianness: Int = 1,
            as: InlineArray<count, IntegerType>.Type = InlineArray<count, IntegerType>.self
        ) -> InlineArray<count, IntegerType>? { nil }
        func send(_ body: (inout Int) async throws -> () = { _ in }) async rethrows -> Int {
            0
        }
        func generic<T>(_ value: T)
            -> [T] where T: Equatable
        {
            [value]
        }
        subscript<Key: Hashable>(key: Key) -> Element? { get { nil } set { } }
        subscript(position: Int) -> Element { storage[position] }
        init(storage: [Element] = []) { self.storage = storage }
        static func < (lhs: Buffer, rhs: Buffer) -> Bool { false }
        static func ==<T>(lhs: Buffer, rhs: T) -> Bool { false }
        static prefix func - (value: Buffer) -> Buffer { value }
        func trailing() -> Int { 1 }; var afterSemicolon = 2
        #if DEBUG
        func debugOnly() {}
        var debugValue: Int { 1 }
        #else
        func releaseOnly() {}
        #endif
        class Nested: Codable { func nested() {} }
        protocol Inside { func required() -> Self }
    }

    @_silgen_name("external_symbol")
    func external(_ value: Int) -> Int

    @MainActor
    protocol Presenter: AnyObject {
        func present(_ value: some Sendable) async
        subscript(index: Int) -> Self { get }
        var title: String { get set }
    }

    extension Buffer: Sequence where Element: Sendable {
        var count: Int { storage.count }
        init(repeating value: Element, count: Int) { self.init(storage: Array(repeating: value, count: count)) }
        func makeIterator() -> IndexingIterator<[Element]> { storage.makeIterator() }
        @available(*, deprecated)
        struct Hidden { var x = 1 }
        static let callback:
            @convention(c) (Int) -> Void = { _ in }
    }

    enum Mode: Int {
        case fast = 1, slow
        var isFast: Bool { self == .fast }
        init?(name: String) { return nil }
        static func parse(_ text: String) -> Mode? { nil }
    }

    final class Service: NSObject, @unchecked Sendable {
        private var cache: [String: Int]? = nil
        let queue = DispatchQueue(label: "q")
        init(queue: DispatchQueue = .main) { super.init() }
        deinit { }
        override func copy() -> Any { self }
    }

    let topLevel = Buffer<Int>()
    print(topLevel)
    func afterStatements() {}
    """##

    @Test func theTrapsGiveTheFullParsesSkeleton() {
        let model = expectSameSkeleton(Array(Self.traps.utf8))
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        // The walk found every type, the protocol inside a struct and the one after a bodiless
        // function included.
        let names = model.declarations.compactMap(\.asType).map(\.name)
        #expect(names == ["Buffer", "Presenter", "Buffer", "Mode", "Service"])
    }

    @Test func everyFixtureFileGivesTheFullParsesSkeleton() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let enumerator = try #require(FileManager.default.enumerator(at: root.appendingPathComponent("Fixtures"), includingPropertiesForKeys: nil))
        var count = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            expectSameSkeleton(Array(try Data(contentsOf: url)), path: url.path, evenWithErrors: false)
            count += 1
        }
        #expect(count > 50)
    }

    @Test func everyPrefixGivesTheFullParsesSkeletonOrNoCrash() {
        let bytes = Array(Self.traps.utf8)
        var end = 0
        while end <= bytes.count {
            expectSameSkeleton(Array(bytes[0..<end]), evenWithErrors: false)
            end += 7
        }
    }

    /// Whole lines added to the traps where a line starts: wherever the full parse still reads
    /// the file without an error, the skeletons agree. `MOCKGEN_SKELETON_MUTATIONS=count[:seed]`
    /// runs more (400 by default).
    @Test func addedLinesGiveTheFullParsesSkeleton() {
        let setting = (ProcessInfo.processInfo.environment["MOCKGEN_SKELETON_MUTATIONS"] ?? "").split(separator: ":").compactMap { UInt64($0) }
        let rounds = setting.first ?? 400
        var generator = SplitMix64(seed: setting.count > 1 ? setting[1] : 0x5CE1)
        let base = Array(Self.traps.utf8)
        let lineStarts = base.indices.filter { $0 == 0 || base[$0 - 1] == UInt8(ascii: "\n") }
        let lines: [[UInt8]] = ["func f() {}\n", "func g<T>(_ t: T = { fatalError() }()) -> T\n", "var v = 1 << 2\n", "let (a, b) = (1, 2)\n",
                                "subscript(i: Int) -> Int { 1 }\n", "init() {}\n", "init?<T>(_ t: T) where T: Sendable {}\n", "#if X\n", "#else\n",
                                "#endif\n", "@objc\n", "@available(*, unavailable)\n", "static let s = [1: 2]\n", "protocol Q { func q() -> Self }\n",
                                "}\n", "{\n", ")\n", "struct S { var x: Int; func f() {} }\n", "class C: Q { init() {} }\n", "case one, two\n", "deinit {}\n",
                                // What a struct's construction is read from (`Parser+ConstructionFacts.swift`).
                                "var o: Int?\n", "let l: Int\n", "var w: Int = 0 { willSet {} }\n", "init(x: Int = 1) {}\n", "public init() throws {}\n",
                                "lazy var z = f {\n", "let t:\n", "@convention(c) (Int) -> Int\n",
                                // Attributes and modifiers pass 1 steps over before a member it drops
                                // (`skipDroppedMemberUnread`), and the forms it leaves to the full reading.
                                "@inlinable public\n", "@usableFromInline internal static func u() {}\n", "private(set) var p = 1\n",
                                "nonisolated(unsafe) static var n = 0\n", "@Foo.Bar func q() {}\n", "@_specialize(where T == Int) func sp<T>(_ t: T) {}\n",
                                "@discardableResult @objc dynamic open class func cf() -> Int { 1 }\n", "@Wrapper<Int> var wrapped = 1\n",
                                "@MainActor(unsafe) subscript(j: Int) -> Int { 1 }\n", "final\n", "override\n"]
            .map { Array($0.utf8) }
        for _ in 0..<rounds {
            var bytes = base
            for _ in 0..<Int(generator.next() % 3 + 1) {
                let starts = bytes.indices.filter { $0 == 0 || bytes[$0 - 1] == UInt8(ascii: "\n") }
                let position = starts.isEmpty ? lineStarts[0] : starts[Int(generator.next() % UInt64(starts.count))]
                bytes.insert(contentsOf: lines[Int(generator.next() % UInt64(lines.count))], at: position)
            }
            expectSameSkeleton(bytes, evenWithErrors: false)
        }
    }

    /// Bytes anywhere, broken or not: the skeleton parse ends, whatever it makes of them (for
    /// input that is not Swift, the two parses may recover differently; a file whose types are
    /// mocked is parsed again in full).
    @Test func brokenBytesNeverStopTheSkeletonParse() {
        var generator = SplitMix64(seed: 0xB40C)
        let base = Array(Self.traps.utf8)
        let pieces: [[UInt8]] = ["{", "}", "(", ")", "[", "]", "<", ">", " << ", "\n", " func ", " var ", " subscript", " init", ";", "#if X\n",
                                 "#endif\n", "@objc ", " = ", "\"", "/*", "`", "->"].map { Array($0.utf8) }
        for _ in 0..<300 {
            var bytes = base
            for _ in 0..<Int(generator.next() % 4 + 1) {
                let position = Int(generator.next() % UInt64(bytes.count))
                bytes.insert(contentsOf: pieces[Int(generator.next() % UInt64(pieces.count))], at: position)
            }
            let skeleton = DeepStack.run { DeclarationParser.skeleton(bytes, path: "f.swift") }
            #expect(skeleton.path == "f.swift")
        }
    }

    /// Compares the two skeletons; with `evenWithErrors: false`, only when the full parse
    /// reports no error (a skipped member's errors are not the skeleton's to report).
    @discardableResult
    func expectSameSkeleton(_ bytes: [UInt8], path: String = "f.swift", evenWithErrors: Bool = true,
                            sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SourceFileModel {
        let (skeleton, full) = DeepStack.run {
            (DeclarationParser.skeleton(bytes, path: path), ModelSkeleton.of(DeclarationParser.parse(bytes, path: path)))
        }
        if !evenWithErrors && full.diagnostics.contains(where: { $0.severity == .error }) { return skeleton }
        // What the skeleton says is the full parse's, less what is said from inside the members it
        // steps over (a struct's `let (a, b) = …` warns only where the struct is read in full).
        let saysNothingNew = skeleton.diagnostics.allSatisfy(full.diagnostics.contains)
        if skeleton.path != full.path || skeleton.declarations != full.declarations || !saysNothingNew {
            let firstDifferent = Array(zip(skeleton.declarations, full.declarations)).firstIndex { $0 != $1 }
            let what = firstDifferent.map { "declaration \($0): \(skeleton.declarations[$0])\nagainst \(full.declarations[$0])" }
                ?? "diagnostics or count: \(skeleton.diagnostics)\nagainst \(full.diagnostics)"
            Issue.record("the skeleton parse of \(path) differs (\(bytes.count) bytes): \(what)\n\(String(decoding: bytes, as: UTF8.self))",
                         sourceLocation: sourceLocation)
        }
        return skeleton
    }
}
