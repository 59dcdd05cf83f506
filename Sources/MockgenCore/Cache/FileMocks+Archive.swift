/// A file's mocks as the incremental index keeps them (`IndexCache`).
extension FileMocks {
    var archived: [UInt8] {
        var writer = ArchiveWriter()
        // The sections joined: read back as bytes, never decoded (`Code.recorded`).
        switch code {
        case .sections(let sections):
            writer.int(sections.reduce(0) { $0 + $1.count })
            for section in sections { writer.raw(section) }
        case .recorded(let bytes):
            writer.int(bytes.count)
            writer.raw(bytes)
        case .borrowed(let borrowed):
            writer.int(borrowed.count)
            writer.raw(Array(borrowed.bytes))
        }
        writer.int(diagnostics.count)
        for diagnostic in diagnostics {
            writer.string(diagnostic.severity.rawValue)
            writer.string(diagnostic.message)
            writer.string(diagnostic.location.path)
            writer.int(diagnostic.location.line)
            writer.int(diagnostic.location.column)
        }
        writer.strings(publicMockPaths)
        writer.strings(spiGroups)
        writer.strings(mockedTypes)
        return writer.bytes
    }

    /// - Parameter owner: what keeps `bytes` where they are (the mapped record): the code is
    ///   then borrowed from them, not copied.
    init(archived bytes: UnsafeRawBufferPointer, owner: AnyObject? = nil) throws(ArchiveReader.Malformed) {
        var reader = ArchiveReader(bytes)
        if let owner {
            code = .borrowed(BorrowedBytes(owner: owner, bytes: try reader.borrowedBytes()))
        } else {
            code = .recorded(try reader.bytes())
        }
        let count = try reader.count()
        for _ in 0..<count {
            guard let severity = Diagnostic.Severity(rawValue: try reader.string()) else { throw ArchiveReader.Malformed() }
            let message = try reader.string()
            let path = try reader.string()
            let line = try reader.int()
            diagnostics.append(Diagnostic(severity, message, at: SourceLocation(path: path, line: line, column: try reader.int())))
        }
        publicMockPaths = try reader.strings()
        spiGroups = try reader.strings()
        mockedTypes = try reader.strings()
        guard reader.isAtEnd else { throw ArchiveReader.Malformed() }
    }
}
