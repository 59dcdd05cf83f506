/// One generated file plus what was said about the inputs while making it.
public struct GeneratedOutput: Sendable, Equatable {
    public var text: GeneratedText
    /// Warnings for declarations that could not be mocked (with the reason), errors for
    /// unusable input. The caller writes nothing if any is an error.
    public var diagnostics: [Diagnostic]
    /// The types that got a mock, qualified (`Outer.Inner`), in output order.
    public var mockedTypes: [String]

    /// The whole text at once. Writing goes through `text.forEachChunk` instead, so that a huge
    /// output is never held in memory whole.
    public var content: String { text.joined }

    public init(content: String, diagnostics: [Diagnostic] = [], mockedTypes: [String] = []) {
        self.init(text: GeneratedText(content), diagnostics: diagnostics, mockedTypes: mockedTypes)
    }

    public init(text: GeneratedText, diagnostics: [Diagnostic], mockedTypes: [String]) {
        self.text = text
        self.diagnostics = diagnostics
        self.mockedTypes = mockedTypes
    }
}

/// The text of a generated file, made when it is read: the header, then the mocks' code, emitted
/// on every core and handed on type by type as the writer takes it (`forEachByteChunk`), or a
/// batch of types at a time as strings (`forEachChunk`). Memory then holds a few sections or one
/// batch of output, not the file, whose size grows with the input (350 MB for 105,000 protocols).
///
/// Stages hand files on as these values, never as finished Swift text: what a file is made of
/// (the header's declarations, a marker line, sections after the mocks) is rendered once, when
/// it is written. The one exception is by design: a two-pass run emits its mocks a chunk at a
/// time as it resolves them (so memory holds one chunk), and its incremental index keeps each
/// input's mocks as emitted, to be taken as they are by the next run; such a file's header is
/// rendered with them, once (the writer asks its length before writing it).
public struct GeneratedText: Sendable, Equatable {
    private enum Storage: Sendable, Equatable {
        case whole(String)
        /// mockgen's marker line, then `body` (a file of its own that is not Swift mocks: a C
        /// target's source, the linker flags).
        case marked(body: String)
        /// mockgen's marker line, then Swift declarations (a C facade's or `--mirror`'s file).
        case declarations([CodeDeclaration])
        case mocks(header: [CodeDeclaration], types: [ResolvedType], debug: Bool)
        /// Already emitted, UTF-8 bytes a section each (a two-pass run emits as it resolves);
        /// the header rendered with them (its length is asked before it is written).
        case sections(header: String, body: [[UInt8]])
        /// Already emitted, the mocks kept on disk until they are written.
        case spooled(header: String, body: SpoolFile)

        static func == (lhs: Storage, rhs: Storage) -> Bool {
            switch (lhs, rhs) {
            case (.whole(let left), .whole(let right)): return left == right
            case (.marked(let left), .marked(let right)): return left == right
            case (.declarations(let left), .declarations(let right)): return left == right
            case (.mocks(let h1, let t1, let d1), .mocks(let h2, let t2, let d2)): return h1 == h2 && t1 == t2 && d1 == d2
            case (.sections(let h1, let b1), .sections(let h2, let b2)): return h1 == h2 && b1 == b2
            case (.spooled(let h1, let b1), .spooled(let h2, let b2)): return h1 == h2 && b1 === b2
            default: return false
            }
        }
    }

    private let storage: Storage
    /// Code written after the mocks, each after a blank line: a C module's facade or link seam
    /// when they share the mocks' file.
    private(set) var trailingSections: [[CodeDeclaration]] = []
    /// Types emitted per batch: enough to keep every core busy, small enough to stay a few MB.
    static let typesPerBatch = 512
    /// Sections emitted ahead of the one the writer waits for: enough for every core, a few
    /// hundred KB at most.
    static let sectionsAhead = 64
    /// The most bytes of consecutive sections handed on as one piece (one system call of the
    /// writer's per piece, where a section is about 2.5 KB), in one buffer used again.
    static let pieceBytes = 1 << 17

    public init(_ text: String) { storage = .whole(text) }

    /// The marker line, then `body`.
    init(marked body: String) { storage = .marked(body: body) }

    /// The marker line, then `declarations`.
    init(markedDeclarations declarations: [CodeDeclaration]) { storage = .declarations(declarations) }

    init(header: [CodeDeclaration], types: [ResolvedType], debug: Bool) {
        storage = .mocks(header: header, types: types, debug: debug)
    }

    init(header: [CodeDeclaration], emitted body: [[UInt8]]) {
        storage = .sections(header: Self.rendered(header), body: body)
    }

    init(header: [CodeDeclaration], spooled body: SpoolFile) {
        storage = .spooled(header: Self.rendered(header), body: body)
    }

    /// A header rendered already (`rendered(_:)`), then the emitted sections.
    init(renderedHeader header: String, emitted body: [[UInt8]]) {
        storage = .sections(header: header, body: body)
    }

    /// A header rendered already (`rendered(_:)`), then the mocks on disk.
    init(renderedHeader header: String, spooled body: SpoolFile) {
        storage = .spooled(header: header, body: body)
    }

    /// Calls `body` with consecutive pieces of the text, in order.
    public func forEachChunk(_ body: (String) throws -> Void) rethrows {
        switch storage {
        case .whole(let text):
            try body(text)
        case .marked(let text):
            try body(GeneratedFileMarker.line + "\n" + text)
        case .declarations(let declarations):
            try body(GeneratedFileMarker.line + "\n" + Self.rendered(declarations))
        case .sections(let header, let sections):
            try body(header)
            try body(String(decoding: Self.joined(sections), as: UTF8.self))
        case .spooled(let header, let file):
            try body(header)
            try file.forEachChunk(body)
        case .mocks(let header, let types, let debug):
            try body(Self.rendered(header))
            var start = 0
            while start < types.count {
                let sections = TypeEmitter.sections(of: types[start..<min(start + Self.typesPerBatch, types.count)], debug: debug)
                try body(String(decoding: Self.joined(sections), as: UTF8.self))
                start += Self.typesPerBatch
            }
        }
        for section in trailingSections { try body("\n" + Self.rendered(section)) }
    }

    /// The text's length in bytes when it is known without making the text (a spooled body,
    /// text already made); `nil` when it would have to be emitted first.
    var knownByteCount: Int? {
        guard trailingSections.isEmpty else { return nil }
        switch storage {
        case .whole(let text): return text.utf8.count
        case .sections(let header, let sections): return header.utf8.count + sections.reduce(0) { $0 + $1.count }
        case .spooled(let header, let file): return header.utf8.count + file.byteCount
        case .marked, .declarations, .mocks: return nil
        }
    }

    /// The header and the body kept on disk, when that is the whole text (a two-pass run's one
    /// output file): `OutputWriter` compares such a body with the file on disk in parts at once.
    var spooledParts: (header: String, body: SpoolFile)? {
        guard trailingSections.isEmpty, case .spooled(let header, let body) = storage else { return nil }
        return (header, body)
    }

    /// The same text as `forEachChunk`, as bytes: a spooled body is handed on as it is read
    /// (its pieces may end inside a UTF-8 sequence), the rest piece by piece.
    /// Emitted sections are handed on as the bytes they are, never made into strings. Public for
    /// `mockgen-bench`, whose emission figure is of these bytes, as the writer gets them.
    public func forEachByteChunk(_ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        switch storage {
        case .spooled(let header, let file):
            try Self.withBytes(of: header, body)
            try file.forEachByteChunk(body)
        case .sections(let header, let sections):
            try Self.withBytes(of: header, body)
            try Self.joined(sections).withUnsafeBytes(body)
        case .mocks(let header, let types, let debug):
            try Self.withBytes(of: Self.rendered(header), body)
            // Each type's section is handed on as soon as it and those before it are emitted, so
            // the writer compares and writes while the other cores still emit: emitted a batch at
            // a time and joined, the last batch's 1.3 MB (the medium corpus) was copied, compared
            // and held by one thread with the others idle, the last 5 % of the run.
            var piece: [UInt8] = []
            piece.reserveCapacity(Self.pieceBytes)
            try ParallelMap.streamInOrder(count: types.count, window: Self.sectionsAhead) { index in
                TypeEmitter.section(of: types[index], debug: debug)
            } consume: { _, section in
                if piece.count + section.count > Self.pieceBytes, !piece.isEmpty {
                    try piece.withUnsafeBytes(body)
                    piece.removeAll(keepingCapacity: true)
                }
                piece.append(contentsOf: section)
            }
            if !piece.isEmpty { try piece.withUnsafeBytes(body) }
        case .whole, .marked, .declarations:
            // Their text and the sections after it, as `forEachChunk` gives them.
            try forEachChunk { try Self.withBytes(of: $0, body) }
            return
        }
        for section in trailingSections { try Self.withBytes(of: "\n" + Self.rendered(section), body) }
    }

    /// Sections one after the other, handed on as one piece (the writer makes a system call per
    /// piece).
    private static func joined(_ sections: [[UInt8]]) -> [UInt8] {
        if sections.count == 1 { return sections[0] }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sections.reduce(0) { $0 + $1.count })
        for section in sections { bytes.append(contentsOf: section) }
        return bytes
    }

    private static func withBytes(of text: String, _ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        var text = text
        try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
    }

    /// Declarations as a file's header is rendered.
    static func rendered(_ declarations: [CodeDeclaration]) -> String {
        var renderer = CodeRenderer(reservingCapacity: 4096)
        renderer.render(declarations)
        return renderer.text
    }

    /// The same text followed by `declarations` (after a blank line).
    func appending(_ declarations: [CodeDeclaration]) -> GeneratedText {
        var text = self
        text.trailingSections.append(declarations)
        return text
    }

    public var joined: String {
        var text = ""
        forEachChunk { text += $0 }
        return text
    }

    public static func == (lhs: GeneratedText, rhs: GeneratedText) -> Bool {
        if case .whole(let left) = lhs.storage, case .whole(let right) = rhs.storage, lhs.trailingSections == rhs.trailingSections { return left == right }
        return lhs.joined == rhs.joined
    }
}
