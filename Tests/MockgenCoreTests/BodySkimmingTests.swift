import Foundation
import Testing
@testable import MockgenCore

/// The lexer skims function bodies (`Lexer+BodySkimming.swift`): it must change nothing the
/// parser produces, on valid files and broken ones alike. Each check parses a file both ways
/// (bodies skimmed, and every token lexed) and compares the models, diagnostics included.
@Suite struct BodySkimmingTests {
    /// Bodies holding what could hide a brace or fool a byte scan, beside declarations whose
    /// braces are not bodies.
    static let source = ##"""
    import Foundation

    /// A protocol: requirements have no bodies, and the `{` after them belong to what follows.
    protocol Store {
        func load() -> Int
        init(name: String)
        var count: Int { get }
        func save(_ value: Int) throws
        subscript(index: Int) -> Int { get set }
        func reset()
        static var shared: Self { get }
        func handler() -> (@Sendable () -> Void)
        #if DEBUG
        func dump()
        #endif
        associatedtype Item
    }

    public final class Loader: Store {
        static var shared: Loader { Loader(name: "") }
        var count: Int { 0 }
        var observed = Loader.init(name: "x") {
            didSet { print("changed") }
        }
        var built: Int = {
            func helper() -> Int { return 1 }
            return helper()
        }()

        required init(name: String) {
            let braces = "}}}{"
            let raw = #"a "quoted" } brace"#
            let rawer = ##"}"# still "## + "\(name.count) } \("{")"
            let multi = """
                } { "
                \(braces.map { $0 })
                """
            // A comment with a } brace
            /* a block { comment /* nested } */ still } comment */
            let `default` = 1
            let regexish = braces.split(separator: "/").count / 2
            print(braces, raw, rawer, multi, `default`, regexish)
        }

        func load() -> Int { let pattern = /\d{3}[}]/; return pattern.description.count }
        func save(_ value: Int) throws {
            let ratio = value/2
            let half = value / 2
            var total = value
            total /= 2
            let names = ["ä", "ö"].map { $0 + "→" }
            let café = 1
            print(ratio, half, total, names, café)
        }
        subscript(index: Int) -> Int {
            get { index }
            set { print(newValue) }
        }
        func reset() {
            #if os(Linux)
            print("linux {")
            #else
            print("other }")
            #endif
            func local() { struct Inner { func deep() { } } }
            local()
        }
        func handler() -> (@Sendable () -> Void) { { print("closure") } }
        func defaults(value: Int = { func g() -> Int { 2 }; return g() }(), label: String = "}") -> Int
        {
            value
        }
        deinit { print("bye") }
        typealias Item = Int
    }

    extension Loader {
        @available(*, deprecated, message: "use load()")
        @inlinable public func legacy() -> Int { load() }
        nonisolated func detached() async { await Task.yield() }
        func call() { _ = Loader.init(name: "y") { _ in } ; _ = [1].map(foo(init: 1)) }
        convenience init() { self.init(name: "z") }
        func trailingComment() -> Int {
            return 1 // } closing brace in a comment
            /// A doc comment inside a body.
        }
        func trailingBlockComment() { /* {
        */ }
    }

    final class Registrar {
        init(center: Center) {
            func register() { center.add(self) }
            register()
        }
        init() { let value = self.description; print(value) }
    }

    struct Accessors {
        var plain: Int { let x = [1, 2].map { $0 * 2 }; return x.count }
        var listed: Int {
            @inlinable get { storage["a", default: 0] }
            nonmutating set(value) { print(value) { } }
        }
        var reading: Int { read { yield 1 } }
        var readList: Int { read { yield 1 } modify { var x = 1; yield &x } }
        var callsGet: Int { get(1) }
        var observed: Int = 0 { willSet { print(newValue) } didSet { print(oldValue) } }
        var effectful: Int { get async throws { try await load() } }
        subscript(key: String) -> Int { storage[key, default: 0] }
        subscript(index: Int) -> Int { get { index } set { print("\(newValue) }") } }
        var lazyClosure: () -> Int = { func inner() -> Int { 1 }; return inner }()
        var cornered: Int { /* get */ 1 }
    }

    func fill<let count: Int, Element>(_ value: Element) -> InlineArray<count, Element> { let copies = [value]; return .init(repeating: value) }

    func freeFunction<T: Equatable>(_ value: T) -> Bool where T: Sendable { value == value }
    let topLevel = freeFunction(1)
    """##

    @Test func theFixtureParsesAlikeBothWays() {
        let bytes = Array(Self.source.utf8)
        let model = expectSameModel(bytes)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        let loader = model.declarations.compactMap(\.asType).first { $0.name == "Loader" }
        let members = loader?.members ?? []
        #expect(members.count == 12)
        // `= Loader.init(…) { didSet … }` keeps its observer: `.init` there is a call.
        let observed = members.compactMap { member -> VariableDeclaration? in
            if case .variable(let variable) = member, variable.name == "observed" { return variable }
            return nil
        }
        #expect(observed.first?.accessors.map(\.kind) == [.didSet])
        // An initializer's body is read for `self` handed out, also inside a local function.
        let handsOut = model.declarations.compactMap(\.asType).first { $0.name == "Registrar" }?.members.compactMap { member -> Bool? in
            if case .initializer(let initializer) = member { return initializer.handsOutSelf }
            return nil
        }
        #expect(handsOut == [true, false])
    }

    /// The skimming happens: a body's tokens are gone, a requirement's next declaration stays.
    @Test func bodiesComeOutAsTwoBraces() {
        let source = Array("protocol P { func f()\n var x: Int { get } }\nfunc g() { let y = [1, 2].map { $0 } }\n".utf8)
        let skimmed = Lexer.tokenize(source, skimmingBodies: true).tokens.map(\.kind)
        let full = Lexer.tokenize(source).tokens.map(\.kind)
        #expect(full.count > skimmed.count)
        #expect(Array(skimmed.suffix(7)) == [.identifier, .identifier, .leftParen, .rightParen, .leftBrace, .rightBrace, .endOfFile])
        #expect(skimmed.contains(.identifier) && skimmed.filter { $0 == .leftBrace }.count == 3)
    }

    /// The skim steps over four bytes at a time: a byte that matters is found at every offset
    /// of a step, and a body running into the file's end is read to its last byte.
    @Test func aByteThatMattersIsFoundAtEveryOffsetOfAStep() {
        for lead in 0..<9 {
            for special in ["(1)", "[1]", "{ }", "\"}\"", "/* } */", "// }\n", "`x`", "é", "}"] {
                for separator in ["", " "] {
                    let body = "a" + String(repeating: "b", count: lead) + separator + special
                    let model = expectSameModel(Array("func f() { \(body) }\nvar v = 1\n".utf8))
                    if special != "}" { #expect(model.declarations.count == 2, "\(body)") }
                    expectSameModel(Array("func f() { \(body)".utf8))
                }
            }
        }
    }

    /// What skimming gives up on is lexed in full: the tokens then match a full lex's.
    @Test func undecidedBodiesAreLexedInFull() {
        for body in ["let r = /a{/", "let x = a/b", "let é = 1", "let s = \"open", "/* open"] {
            let source = Array("func f() { \(body) }\n".utf8)
            let skimmed = Lexer.tokenize(source, skimmingBodies: true)
            let full = Lexer.tokenize(source)
            #expect(skimmed.tokens == full.tokens, "\(body)")
            #expect(skimmed.diagnostics == full.diagnostics, "\(body)")
        }
    }

    @Test func everyFixtureFileParsesAlikeBothWays() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let fixtures = root.appendingPathComponent("Fixtures")
        let enumerator = try #require(FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil))
        var count = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            expectSameModel(Array(try Data(contentsOf: url)), path: url.path)
            count += 1
        }
        #expect(count > 50)
    }

    @Test func everyPrefixParsesAlikeBothWays() {
        let bytes = Array(Self.source.utf8)
        var end = 0
        while end <= bytes.count {
            expectSameModel(Array(bytes[0..<end]))
            end += 3
        }
    }

    /// Mutations aimed at what skimming relies on: brackets, quotes, slashes, backticks, keywords.
    /// `MOCKGEN_SKIM_MUTATIONS=count[:seed]` runs more of them (600 by default).
    @Test func mutationsParseAlikeBothWays() {
        let setting = (ProcessInfo.processInfo.environment["MOCKGEN_SKIM_MUTATIONS"] ?? "").split(separator: ":").compactMap { UInt64($0) }
        let rounds = setting.first ?? 600
        var generator = SplitMix64(seed: setting.count > 1 ? setting[1] : 0xB0D1)
        let base = Array(Self.source.utf8) + Array(RobustnessFixture.source.utf8)
        let pieces: [[UInt8]] = ["{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "#", "/", "//", "/*", "*/", "`", "\\(", "\n",
                                 " func ", " init", " deinit ", " var ", ";", "é", "\u{2192}", "#if X\n", "#endif\n", ".", "@objc "]
            .map { Array($0.utf8) } + [[0xFF], [0]]
        for _ in 0..<rounds {
            var bytes = base
            for _ in 0..<Int(generator.next() % 4 + 1) {
                let position = Int(generator.next() % UInt64(bytes.count))
                let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
                if generator.next() % 3 == 0 {
                    bytes.replaceSubrange(position..<min(bytes.count, position + piece.count), with: piece)
                } else {
                    bytes.insert(contentsOf: piece, at: position)
                }
            }
            expectSameModel(bytes)
        }
    }

    /// `MOCKGEN_SKIM_CORPUS=folder:folder…` names folders of Swift files nobody here wrote (the
    /// package copies, `.bench/corpora/large`): every file in them parses alike.
    @Test func aCorpusParsesAlikeBothWays() throws {
        try Self.forEachCorpusFile { path, bytes in expectSameModel(bytes, path: path) }
    }

    /// Each Swift file under the folders `MOCKGEN_SKIM_CORPUS` names (none when it is unset), with
    /// its bytes: the corpus the skimming suites (this one, `UnreadBodiesTests`) read.
    static func forEachCorpusFile(_ body: (_ path: String, _ bytes: [UInt8]) -> Void) throws {
        guard let folders = ProcessInfo.processInfo.environment["MOCKGEN_SKIM_CORPUS"], !folders.isEmpty else { return }
        for folder in folders.split(separator: ":") {
            let enumerator = try #require(FileManager.default.enumerator(atPath: String(folder)))
            for case let relative as String in enumerator where relative.hasSuffix(".swift") {
                let path = String(folder) + "/" + relative
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                body(path, Array(data))
            }
        }
    }

    @discardableResult
    func expectSameModel(_ bytes: [UInt8], path: String = "f.swift", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SourceFileModel {
        let (skimmed, full) = DeepStack.run {
            (DeclarationParser.parse(bytes, path: path), DeclarationParser.parseLexingBodies(bytes, path: path))
        }
        if skimmed != full {
            let firstDifferent = Array(zip(skimmed.declarations, full.declarations)).firstIndex { $0 != $1 }
            let what = firstDifferent.map { "declaration \($0): \(skimmed.declarations[$0])\nagainst \(full.declarations[$0])" }
                ?? "diagnostics: \(skimmed.diagnostics)\nagainst \(full.diagnostics)"
            let text = String(decoding: bytes, as: UTF8.self)
            Issue.record("skimming changed the model of \(path) (\(bytes.count) bytes): \(what)\n\(text)", sourceLocation: sourceLocation)
        }
        return skimmed
    }
}
