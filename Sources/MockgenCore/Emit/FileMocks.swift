/// What pass 2 makes of one input's mocks: the generated text of each type and what the header
/// and the report need of them. A two-pass run with a cache (`IndexCache`) keeps one per input for
/// the next run, which takes it as it is when nothing it depends on changed.
struct FileMocks: Sendable, Equatable {
    /// The mocks' code: as emitted, or as an earlier run's record kept it.
    enum Code: Sendable, Equatable {
        /// One per mocked type, in walk order, each starting with a line break (UTF-8).
        case sections([[UInt8]])
        /// The sections one after the other, as bytes: taken from the incremental index and
        /// copied on to the output as they are. Decoded, the 30 MB of mocks a run after a small
        /// change takes back were a fifth of its second pass (checking that they are UTF-8).
        case recorded([UInt8])
        /// The same, where the earlier run's record holds them (mapped): 1,935 of the large
        /// corpus's 1,936 inputs after a changed declaration, 25 MB that were copied out, written
        /// to the spool and read back from it to be compared with the output on disk.
        case borrowed(BorrowedBytes)
    }

    var code: Code = .sections([])
    /// Findings about these types, rendered.
    var diagnostics: [Diagnostic] = []
    /// Files that declare a type that has a public mock (`HeaderEmitter` imports their module
    /// publicly when it must).
    var publicMockPaths: [String] = []
    /// `@_spi` groups the mocks' declarations use.
    var spiGroups: [String] = []
    var mockedTypes: [String] = []

    init() {}

    /// One mocked type as pass 2 keeps it once it is emitted: its section and what the header
    /// and the report need of it. The thread that resolved the type makes this and frees the
    /// type at once, in its own allocator arena (kept until the chunk's files were put
    /// together, the chunk's resolved types were freed on one thread, the others idle).
    struct EmittedType: Sendable {
        var section: [UInt8]
        var publicMockPaths: [String]
        var spiGroups: [String]
        var qualifiedName: String

        init(_ type: ResolvedType, debug: Bool) {
            section = TypeEmitter.section(of: type, debug: debug)
            publicMockPaths = HeaderFacts.publicMockPaths(of: [type])
            spiGroups = HeaderFacts.spiGroups(of: [type])
            qualifiedName = type.qualifiedName
        }
    }

    /// - Parameter diagnostics: the types' findings, rendered.
    init(types: [EmittedType], diagnostics: [Diagnostic]) {
        code = .sections(types.map(\.section))
        self.diagnostics = diagnostics
        publicMockPaths = types.flatMap(\.publicMockPaths)
        spiGroups = types.flatMap(\.spiGroups)
        mockedTypes = types.map(\.qualifiedName)
    }

    /// The code as UTF-8 bytes, in pieces that join to it.
    var sections: [[UInt8]] {
        switch code {
        case .sections(let sections): return sections
        case .recorded(let bytes): return bytes.isEmpty ? [] : [bytes]
        case .borrowed(let borrowed): return borrowed.count == 0 ? [] : [Array(borrowed.bytes)]
        }
    }

    /// Appends the code to `spool`, bytes as they are.
    func append(to spool: inout SpoolWriter) {
        switch code {
        case .sections(let sections):
            for section in sections { section.withUnsafeBufferPointer { spool.append(bytes: $0) } }
        case .recorded(let bytes):
            bytes.withUnsafeBufferPointer { spool.append(bytes: $0) }
        case .borrowed(let borrowed):
            spool.append(borrowed: borrowed)
        }
    }
}
