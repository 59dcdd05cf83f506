/// The header of a two-pass run's single output, kept in the incremental index's record beside
/// pass 1's folded index (`FoldedIndexArchive`), with what the mocks said of it (`HeaderFacts`).
///
/// A header lists the inputs' file names and repeats their imports. When pass 1 takes the folded
/// index back as it was recorded (a changed declaration: the same inputs, the same imports), only
/// what the mocks say of the header can differ: whether some are public, their `@_spi` groups. A
/// run whose facts are the recorded ones takes the recorded text instead of gathering the names
/// and the imports and rendering them again (on the large corpus, 9,451 names and 1,700 `#if`
/// blocks of imports: a tenth of a changed declaration's instructions).
///
///     strings   the public mocks' files, sorted
///     strings   the `@_spi` groups, sorted
///     count     private imports, then each module and file, sorted
///     string    the header as rendered
struct RecordedHeader: Equatable {
    let facts: HeaderFacts
    let text: String

    init(facts: HeaderFacts, text: String) {
        self.facts = facts
        self.text = text
    }

    /// `nil` for bytes that are not a whole recorded header.
    init?(decoding bytes: UnsafeRawBufferPointer) {
        var reader = ArchiveReader(bytes)
        guard let paths = try? reader.strings(), let groups = try? reader.strings(), let count = try? reader.count() else { return nil }
        var privateImports: Set<HeaderFacts.PrivateImport> = []
        for _ in 0..<count {
            guard let module = try? reader.string(), let file = try? reader.string() else { return nil }
            privateImports.insert(HeaderFacts.PrivateImport(module: module, file: file))
        }
        guard let text = try? reader.string(), reader.isAtEnd else { return nil }
        facts = HeaderFacts(publicMockPaths: Set(paths), spiGroups: Set(groups), privateImports: privateImports)
        self.text = text
    }

    var encoded: [UInt8] {
        var writer = ArchiveWriter(reservingCapacity: text.utf8.count + 4096)
        writer.strings(facts.publicMockPaths.sorted())
        writer.strings(facts.spiGroups.sorted())
        let privateImports = facts.privateImports.sorted()
        writer.int(privateImports.count)
        for privateImport in privateImports {
            writer.string(privateImport.module)
            writer.string(privateImport.file)
        }
        writer.string(text)
        return writer.bytes
    }
}
