#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Pass 1's folded index (`SourceIndex`: the type finder's tables, which files extend which
/// types, the imports, the skeletons' diagnostics) as one blob of the incremental index's record.
///
/// After an edit that leaves every skeleton as it was but for locations (a member added to a
/// protocol, a free function, a changed signature: most edits of a declaration), pass 1 then
/// takes these tables back instead of decoding 12,580 skeletons and folding them again, which was
/// most of such a run on the large corpus. The blob is written only for what pass 1 folds
/// (`MockableTypeFinder.folded`), and read only for the same list of inputs.
///
///     count, hash            the inputs listed (generated files included), sorted
///     byte                   1: imports kept by file (folder mode)
///     positions              the inputs that are mockgen's own output
///     lengths                of the sections that follow, decoded apart (on every core):
///     section…               the finder's tables in three parts (`FinderPart`), then
///                            extended names -> positions in `paths` of the files extending them,
///                            the imports by file (a position and its list) or each distinct list
///                            once, and the diagnostics, each with the position of its file
enum FoldedIndexArchive {
    /// What `decode` gives back beside the finder, by position in the inputs read (`paths`).
    struct Contents: Sendable {
        var generated: [Int]
        var finder: MockableTypeFinder
        /// Extended names -> positions in `paths` of the files extending them.
        var extendingFiles: NameTable<[Int]>
        var importsByFile: [Int: [Declaration]]
        /// Each distinct list of imports, under its key.
        var distinctImports: NameTable<[Declaration]>
        var diagnostics: [(file: Int, diagnostic: Diagnostic)]
    }

    /// The hash of the sorted input list (every listed file, generated ones too).
    static func listingHash(_ sorted: [String]) -> ContentHash {
        var state = ContentHash.State()
        for path in sorted {
            var path = path
            path.withUTF8 { state.absorb(UnsafeRawBufferPointer($0)) }
            withUnsafeBytes(of: UInt8(0)) { state.absorb($0) }
        }
        return state.finish()
    }

    /// The finder's tables, in parts of about the same decoding work (the large corpus: 55 M,
    /// 57 M and 65 M instructions; the index's own tables 50 M).
    enum FinderPart: Int, CaseIterable {
        /// The candidates, by file, and the table of their names.
        case candidates
        /// How types are made, and the aliases.
        case constructions
        /// The other tables by name, and the sets of names.
        case names
    }

    /// The sections after the header: the finder's parts, then the index's own.
    private static let sectionCount = FinderPart.allCases.count + 1

    /// The blob in pieces to write one after the other (the header, then each section): joined,
    /// they were a copy of 7 MB at the peak of a large run. `nil` when the index is not one pass 1
    /// folds whole: an input could not be read (it is not in the record, so no later run could
    /// vouch for it), or a table holds what the format does not.
    static func encode(_ index: SourceIndex) -> [[UInt8]]? {
        guard index.unreadableCount == 0 else { return nil }
        let listed = (index.paths + index.generatedInputs).sorted()
        var header = ArchiveWriter()
        header.int(listed.count)
        header.hash(listingHash(listed))
        header.bool(index.keepsImportsByFile)
        let generated = Set(index.generatedInputs)
        header.int(generated.count)
        for (position, path) in listed.enumerated() where generated.contains(path) { header.int(position) }
        guard let folded = index.finder.folded else { return nil }
        // On every core, a section each.
        let encoded = ParallelMap.map(count: sectionCount) { section -> [UInt8]? in
            guard let part = FinderPart(rawValue: section) else { return encodeOwnTables(of: index) }
            var encoder = SkeletonArchive.Encoder(path: "", locations: true)
            return encode(part, of: folded, into: &encoder) ? encoder.writer.bytes : nil
        }
        guard !encoded.contains(where: { $0 == nil }) else { return nil }
        let sections = encoded.compactMap { $0 }
        header.int(sections.count)
        for section in sections { header.int(section.count) }
        return [header.bytes] + sections
    }

    /// The index's tables beside the finder, with files as positions in `paths`.
    private static func encodeOwnTables(of index: SourceIndex) -> [UInt8]? {
        var encoder = SkeletonArchive.Encoder(path: "", locations: true)
        var positions: [String: Int] = [:]
        positions.reserveCapacity(index.paths.count)
        for (position, path) in index.paths.enumerated() { positions[path] = position }
        var complete = true
        guard encoder.indexedTable(index.extendingFiles, { encoder, files in
            encoder.writer.int(files.count)
            for file in files {
                guard let position = positions[file] else { complete = false; continue }
                encoder.writer.int(position)
            }
        }) else { return nil }
        if index.keepsImportsByFile {
            encoder.writer.int(index.importsByFile.count)
            for (path, model) in index.importsByFile {
                guard let position = positions[path] else { return nil }
                encoder.writer.int(position)
                encoder.path = path
                guard encoder.list(model.declarations) else { return nil }
            }
        } else {
            encoder.path = ""
            guard encoder.indexedTable(index.distinctImports, { encoder, declarations in complete = encoder.list(declarations) && complete }) else { return nil }
        }
        encoder.writer.int(index.diagnostics.count)
        for diagnostic in index.diagnostics {
            guard let position = positions[diagnostic.location.path], diagnostic.missingAncestor == nil else { return nil }
            encoder.writer.int(position)
            encoder.path = diagnostic.location.path
            encoder.diagnostic(diagnostic)
        }
        return complete ? encoder.writer.bytes : nil
    }

    /// The blob's contents, if it was written for exactly these inputs (`sorted`, every listed
    /// file) in this layout; `nil` otherwise. Throws if it is damaged. Its sections are decoded
    /// on every core.
    /// Whether the blob was written for exactly these inputs in this layout (what `decode` checks
    /// first): asked before the inputs are checked one by one, so that an input added or removed
    /// costs no `stat` of every other.
    static func accepts(_ bytes: UnsafeRawBufferPointer, sorted: [String], keepsImportsByFile: Bool) -> Bool {
        var reader = ArchiveReader(bytes)
        return (try? reader.int() == sorted.count && reader.hash() == listingHash(sorted) && reader.bool() == keepsImportsByFile) ?? false
    }

    /// - Parameter cancellation: once set, the decoding stops (throwing `Cancelled`).
    /// - Parameter owner: what keeps `bytes` alive (the mapped record): the finder's tables by
    ///   name are then read where they are, for as long as it lives (`NameTable`), not decoded.
    ///   `nil`: every table is decoded before this returns.
    static func decode(_ bytes: UnsafeRawBufferPointer, sorted: [String], keepsImportsByFile: Bool, cancellation: OnceFlag? = nil,
                       owner: (any ArchiveBytesOwner)? = nil) throws -> Contents? {
        var reader = ArchiveReader(bytes)
        guard try reader.int() == sorted.count, try reader.hash() == listingHash(sorted), try reader.bool() == keepsImportsByFile else { return nil }
        let generatedCount = try reader.count()
        var generated: [Int] = []
        for _ in 0..<generatedCount { generated.append(try position(&reader, below: sorted.count)) }
        guard try reader.count() == sectionCount else { throw ArchiveReader.Malformed() }
        var ranges: [Range<Int>] = []
        var start = 0
        for _ in 0..<sectionCount {
            let length = try reader.count()
            ranges.append(start..<start + length)
            start += length
        }
        let sections = ranges
        guard start == bytes.count - reader.offset else { throw ArchiveReader.Malformed() }
        let generatedSet = Set(generated)
        let readPaths = sorted.indices.filter { !generatedSet.contains($0) }.map { sorted[$0] }
        let base = reader.offset
        let blob = SendableBytes(bytes: bytes)
        let parts = ParallelMap.map(count: sectionCount) { section -> Result<Part, any Error> in
            let range = sections[section]
            var decoder = SkeletonArchive.Decoder(reader: ArchiveReader(UnsafeRawBufferPointer(rebasing: blob.bytes[base + range.lowerBound..<base + range.upperBound])), path: "",
                                                  cancellation: cancellation)
            return Result { () throws -> Part in
                let part: Part
                if let finderPart = FinderPart(rawValue: section) {
                    part = .finder(try decode(finderPart, from: &decoder, owner: owner))
                } else {
                    part = try decodeOwnTables(&decoder, readPaths: readPaths, keepsImportsByFile: keepsImportsByFile, owner: owner)
                }
                guard decoder.reader.isAtEnd else { throw ArchiveReader.Malformed() }
                return part
            }
        }
        var folded = MockableTypeFinder.Folded()
        var contents = Contents(generated: generated, finder: MockableTypeFinder(dependencies: []), extendingFiles: NameTable(), importsByFile: [:], distinctImports: NameTable(), diagnostics: [])
        for (section, part) in parts.enumerated() {
            switch try part.get() {
            case .finder(let tables): join(FinderPart(rawValue: section)!, of: tables, into: &folded)
            case .own(let own):
                contents.extendingFiles = own.extendingFiles
                contents.importsByFile = own.importsByFile
                contents.distinctImports = own.distinctImports
                contents.diagnostics = own.diagnostics
            }
        }
        contents.finder = MockableTypeFinder(folded: folded)
        return contents
    }

    /// The decoding stopped: it was no longer wanted (`SkeletonArchive.Decoder.cancellation`).
    struct Cancelled: Error {}

    /// One section, decoded.
    private enum Part: Sendable {
        case finder(MockableTypeFinder.Folded)
        case own(Contents)
    }

    /// Writes one part of the finder's tables; `false` if they hold what the format does not.
    private static func encode(_ part: FinderPart, of folded: MockableTypeFinder.Folded, into encoder: inout SkeletonArchive.Encoder) -> Bool {
        switch part {
        case .candidates:
            // Each file's candidates are one run of `walked`: their path is written once, with the run.
            let ranges = folded.candidateRanges.sorted { $0.value.lowerBound < $1.value.lowerBound }
            encoder.writer.int(folded.walked.count)
            encoder.writer.int(ranges.count)
            var next = 0
            for (path, range) in ranges {
                guard range.lowerBound == next else { return false }
                encoder.writer.string(path)
                encoder.writer.int(range.count)
                encoder.path = path
                for candidate in folded.walked[range] {
                    guard candidate.path == path, encoder.list([.type(candidate.declaration)]) else { return false }
                    encoder.writer.string(candidate.qualifiedName)
                    encoder.writer.optionalString(candidate.outerTypeName)
                    encoder.writer.strings(candidate.conditions)
                    encoder.writer.byte((candidate.isInsidePrivateType ? 1 : 0) | (candidate.isDependency ? 2 : 0) | (candidate.needsAnyItself ? 4 : 0))
                }
                next = range.upperBound
            }
            guard next == folded.walked.count else { return false }
            encoder.table(folded.orders) { $0.writer.int($1) }
        case .constructions:
            guard encoder.indexedTable(folded.constructibleTypes, { $0.constructible($1) }),
                  encoder.indexedTable(folded.typeAliases, { $0.type($1) }) else { return false }
        case .names:
            guard encoder.indexedTable(folded.extensionConformances, { $0.writer.strings($1) }) else { return false }
            encoder.table(folded.knownNonescapableChanges) { $0.writer.bool($1) }
            guard encoder.indexedTable(folded.nestedNamesByOuter, { $0.set($1) }),
                  encoder.indexedTable(folded.spiGroupsByName, { $0.set($1) }) else { return false }
            for names in [folded.noncopyableTypes, folded.nonescapableTypes, folded.dependencies, folded.inputTopLevelNames, folded.dependencyTopLevelNames,
                          folded.inputGenericTopLevelNames, folded.inputUnconditionalTopLevelNames, folded.inputImports, folded.declaredIntroducedNames] {
                encoder.set(names)
            }
            encoder.writer.bool(folded.walkedStandardInterfaces)
        }
        return true
    }

    /// The tables `encode(part, …)` wrote, and nothing else.
    /// - Parameter owner: what keeps the bytes alive while the finder reads its tables where they
    ///   are (`NameTable`); `nil`: every table is decoded now.
    private static func decode(_ part: FinderPart, from decoder: inout SkeletonArchive.Decoder, owner: (any ArchiveBytesOwner)?) throws -> MockableTypeFinder.Folded {
        var folded = MockableTypeFinder.Folded()
        switch part {
        case .candidates:
            let count = try decoder.reader.count()
            let runs = try decoder.reader.count()
            folded.walked.reserveCapacity(count)
            folded.candidateRanges.reserveCapacity(runs)
            for _ in 0..<runs {
                let path = try decoder.reader.string()
                let runCount = try decoder.reader.count()
                decoder.path = path
                let start = folded.walked.count
                for _ in 0..<runCount {
                    try decoder.checkCancellation(at: folded.walked.count)
                    guard case .type(let declaration)? = try decoder.list(depth: 0).first else { throw ArchiveReader.Malformed() }
                    let qualifiedName = try decoder.reader.string()
                    let outer = try decoder.reader.optionalString()
                    let conditions = try decoder.reader.strings()
                    let flags = try decoder.reader.byte()
                    folded.walked.append(TypeCandidate(declaration: declaration, qualifiedName: qualifiedName, outerTypeName: outer, conditions: conditions, path: path,
                                                       order: folded.walked.count, isInsidePrivateType: flags & 1 != 0, isDependency: flags & 2 != 0,
                                                       needsAnyItself: flags & 4 != 0))
                }
                folded.candidateRanges[path] = start..<folded.walked.count
            }
            guard folded.walked.count == count else { throw ArchiveReader.Malformed() }
            folded.orders = try decoder.table { decoder in
                let order = try decoder.reader.int()
                guard order >= 0 && order < count else { throw ArchiveReader.Malformed() }
                return order
            }
        case .constructions:
            folded.constructibleTypes = try decoder.indexedTable(kept: owner) { try $0.constructible() }
            folded.typeAliases = try decoder.indexedTable(kept: owner) { try $0.type(depth: 0) }
        case .names:
            folded.extensionConformances = try decoder.indexedTable(kept: owner) { try $0.reader.strings() }
            folded.knownNonescapableChanges = try decoder.table { try $0.reader.bool() }
            folded.nestedNamesByOuter = try decoder.indexedTable(kept: owner) { try $0.set() }
            folded.spiGroupsByName = try decoder.indexedTable(kept: owner) { try $0.set() }
            folded.noncopyableTypes = try decoder.set()
            folded.nonescapableTypes = try decoder.set()
            folded.dependencies = try decoder.set()
            folded.inputTopLevelNames = try decoder.set()
            folded.dependencyTopLevelNames = try decoder.set()
            folded.inputGenericTopLevelNames = try decoder.set()
            folded.inputUnconditionalTopLevelNames = try decoder.set()
            folded.inputImports = try decoder.set()
            folded.declaredIntroducedNames = try decoder.set()
            folded.walkedStandardInterfaces = try decoder.reader.bool()
        }
        return folded
    }

    /// Puts a decoded part's tables in their place.
    private static func join(_ part: FinderPart, of tables: MockableTypeFinder.Folded, into folded: inout MockableTypeFinder.Folded) {
        switch part {
        case .candidates:
            folded.walked = tables.walked
            folded.candidateRanges = tables.candidateRanges
            folded.orders = tables.orders
        case .constructions:
            folded.constructibleTypes = tables.constructibleTypes
            folded.typeAliases = tables.typeAliases
        case .names:
            folded.extensionConformances = tables.extensionConformances
            folded.knownNonescapableChanges = tables.knownNonescapableChanges
            folded.nestedNamesByOuter = tables.nestedNamesByOuter
            folded.spiGroupsByName = tables.spiGroupsByName
            folded.noncopyableTypes = tables.noncopyableTypes
            folded.nonescapableTypes = tables.nonescapableTypes
            folded.dependencies = tables.dependencies
            folded.inputTopLevelNames = tables.inputTopLevelNames
            folded.dependencyTopLevelNames = tables.dependencyTopLevelNames
            folded.inputGenericTopLevelNames = tables.inputGenericTopLevelNames
            folded.inputUnconditionalTopLevelNames = tables.inputUnconditionalTopLevelNames
            folded.inputImports = tables.inputImports
            folded.declaredIntroducedNames = tables.declaredIntroducedNames
            folded.walkedStandardInterfaces = tables.walkedStandardInterfaces
        }
    }

    /// The mapped record is read-only and outlives the decoding (`IndexRecordReader`).
    private struct SendableBytes: @unchecked Sendable {
        let bytes: UnsafeRawBufferPointer
    }

    private static func decodeOwnTables(_ decoder: inout SkeletonArchive.Decoder, readPaths: [String], keepsImportsByFile: Bool,
                                        owner: (any ArchiveBytesOwner)?) throws -> Part {
        let read = readPaths.count
        let extendingFiles = try decoder.indexedTable(kept: owner) { decoder in
            let count = try decoder.reader.count()
            var files: [Int] = []
            files.reserveCapacity(count)
            for _ in 0..<count { files.append(try position(&decoder.reader, below: read)) }
            return files
        }
        var importsByFile: [Int: [Declaration]] = [:]
        var distinctImports = NameTable<[Declaration]>()
        if keepsImportsByFile {
            let count = try decoder.reader.count()
            for _ in 0..<count {
                let file = try position(&decoder.reader, below: read)
                decoder.path = readPaths[file]
                importsByFile[file] = try decoder.list(depth: 0)
            }
        } else {
            decoder.path = ""
            // Kept where they are: a run that takes the header back (`RecordedHeader`) never reads them.
            distinctImports = try decoder.indexedTable(kept: owner) { try $0.list(depth: 0) }
        }
        let count = try decoder.reader.count()
        var diagnostics: [(file: Int, diagnostic: Diagnostic)] = []
        diagnostics.reserveCapacity(count)
        for _ in 0..<count {
            let file = try position(&decoder.reader, below: read)
            decoder.path = readPaths[file]
            diagnostics.append((file, try decoder.diagnostic()))
        }
        return .own(Contents(generated: [], finder: MockableTypeFinder(dependencies: []), extendingFiles: extendingFiles, importsByFile: importsByFile,
                             distinctImports: distinctImports, diagnostics: diagnostics))
    }

    /// A position below `limit`.
    private static func position(_ reader: inout ArchiveReader, below limit: Int) throws -> Int {
        let position = try reader.int()
        guard position >= 0 && position < limit else { throw ArchiveReader.Malformed() }
        return position
    }
}

// MARK: - Tables and sets

extension SkeletonArchive.Encoder {
    mutating func set(_ names: Set<String>) {
        writer.int(names.count)
        for name in names { writer.string(name) }
    }

    mutating func table<Value>(_ table: [String: Value], _ value: (inout Self, Value) -> Void) {
        writer.int(table.count)
        for (key, item) in table {
            writer.string(key)
            value(&self, item)
        }
    }

    /// `nil` (an entry without a construction); else how, the type's access and where it is.
    mutating func constructible(_ type: ConstructibleType?) {
        guard let type else { return writer.byte(0) }
        switch type.construction {
        case .enumCase(let name):
            writer.byte(1)
            writer.string(name)
        case .initializer(let access):
            writer.byte(2)
            writer.string(access?.rawValue ?? "")
        }
        writer.string(type.typeAccess?.rawValue ?? "")
        writer.bool(type.isDependency)
    }
}

// MARK: - Tables read where they are

/// What keeps the bytes of a decoded archive alive for the tables read where they are
/// (`NameTable`'s kept entries): the mapped record, `IndexRecordReader`.
protocol ArchiveBytesOwner: AnyObject, Sendable {}

extension IndexRecordReader: ArchiveBytesOwner {}

/// A table by name laid out to be looked up in place (`NameTable`):
///
///     count, bucket count, entries' length    bucket count: 0, or a power of two ≥ 2 × count
///     bucket…                                 4 bytes, little-endian: an entry's offset + 1, or 0
///     entry…                                  the key (a string), then its value
///
/// An entry is in the bucket of its key's `hash`, or the next free one after it.
enum IndexedTable {
    /// A hash of the key's bytes that is the same in every process (Swift's `Hasher` is
    /// seeded): eight bytes a step, each word mixed in by a multiplication, the tail's bytes
    /// as one more word, then the high bits folded down (byte by byte, FNV-1a made encoding the
    /// large corpus's tables 40 % longer).
    @inline(__always)
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(bytes.count) &* multiplier
        var offset = 0
        while bytes.count - offset >= 8 {
            hash = (hash ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail) &* multiplier
        return hash ^ (hash >> 32)
    }

    static func bucketCount(for count: Int) -> Int {
        count == 0 ? 0 : 1 << (Int.bitWidth - (2 * count - 1).leadingZeroBitCount)
    }

    /// The mapped bytes of one table, for its kept entries' closures. `@unchecked Sendable`: they
    /// are only read, and `owner` keeps them mapped for as long as any closure holds this.
    struct Place: @unchecked Sendable {
        let owner: any ArchiveBytesOwner
        let buckets: UnsafeRawBufferPointer
        let entries: UnsafeRawBufferPointer

        /// The offset of `key`'s value in `entries`, if the table has the key.
        func valueOffset(of key: String) -> Int? {
            let mask = buckets.count / 4 - 1
            guard mask >= 0 else { return nil }
            var key = key
            return key.withUTF8 { utf8 -> Int? in
                let keyBytes = UnsafeRawBufferPointer(utf8)
                var bucket = Int(truncatingIfNeeded: IndexedTable.hash(keyBytes)) & mask
                // At most every bucket once, whatever the bytes say.
                for _ in 0...mask {
                    let stored = Int(UInt32(littleEndian: buckets.loadUnaligned(fromByteOffset: bucket * 4, as: UInt32.self)))
                    guard stored != 0 else { return nil }
                    var reader = ArchiveReader(entries, at: stored - 1)
                    if let length = try? reader.count(), length == keyBytes.count,
                       memcmp(entries.baseAddress! + reader.offset, keyBytes.baseAddress ?? entries.baseAddress!, length) == 0 {
                        return reader.offset + length
                    }
                    bucket = (bucket + 1) & mask
                }
                return nil
            }
        }
    }
}

extension SkeletonArchive.Encoder {
    /// `table` as an `IndexedTable`; `false` if its entries do not fit the format (4 GB).
    mutating func indexedTable<Value>(_ table: NameTable<Value>, _ value: (inout Self, Value) -> Void) -> Bool {
        let entries = table.dictionary
        var body = self
        // About 40 bytes an entry (a name and a small value): grown by doubling from nothing,
        // the entries were copied a dozen times.
        body.writer = ArchiveWriter(reservingCapacity: table.count * 40)
        let bucketCount = IndexedTable.bucketCount(for: entries.count)
        var buckets = [UInt32](repeating: 0, count: bucketCount)
        for (key, item) in entries {
            let offset = body.writer.bytes.count
            guard offset < Int(UInt32.max) else { return false }
            body.writer.string(key)
            value(&body, item)
            var key = key
            var bucket = key.withUTF8 { Int(truncatingIfNeeded: IndexedTable.hash(UnsafeRawBufferPointer($0))) } & (bucketCount - 1)
            while buckets[bucket] != 0 { bucket = (bucket + 1) & (bucketCount - 1) }
            buckets[bucket] = UInt32(offset + 1)
        }
        writer.int(entries.count)
        writer.int(bucketCount)
        writer.int(body.writer.bytes.count)
        // Every bucket little-endian, appended in one go (the large corpus's tables have
        // 200,000 of them).
        for index in buckets.indices { buckets[index] = buckets[index].littleEndian }
        buckets.withUnsafeBytes { writer.raw(bytes: $0) }
        writer.raw(body.writer.bytes)
        return true
    }
}

extension SkeletonArchive.Decoder {
    /// An `IndexedTable`: kept where it is when `owner` keeps the bytes alive (its entries
    /// decoded one at a time as they are asked for), else decoded now.
    mutating func indexedTable<Value: Sendable>(kept owner: (any ArchiveBytesOwner)?,
                                                _ value: @escaping @Sendable (inout SkeletonArchive.Decoder) throws -> Value) throws -> NameTable<Value> {
        let count = try reader.count()
        let bucketCount = try reader.count()
        let entriesLength = try reader.count()
        // As many buckets as `bucketCount(for:)` gives, each of them read below.
        guard bucketCount == IndexedTable.bucketCount(for: count), reader.buffer.count - reader.offset >= bucketCount * 4 else { throw ArchiveReader.Malformed() }
        let buckets = UnsafeRawBufferPointer(rebasing: reader.buffer[reader.offset..<reader.offset + bucketCount * 4])
        var entriesReader = reader
        entriesReader.skip(bucketCount * 4)
        guard entriesReader.buffer.count - entriesReader.offset >= entriesLength else { throw ArchiveReader.Malformed() }
        let entries = UnsafeRawBufferPointer(rebasing: entriesReader.buffer[entriesReader.offset..<entriesReader.offset + entriesLength])
        reader.skip(bucketCount * 4 + entriesLength)
        // Every bucket names a place inside the entries: a lookup never reads past them.
        for index in 0..<bucketCount where Int(UInt32(littleEndian: buckets.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))) > entriesLength {
            throw ArchiveReader.Malformed()
        }
        let all = { @Sendable (entries: UnsafeRawBufferPointer) throws -> [String: Value] in
            var decoder = SkeletonArchive.Decoder(reader: ArchiveReader(entries), path: "")
            var table = [String: Value](minimumCapacity: count)
            for _ in 0..<count {
                let key = try decoder.reader.string()
                table[key] = try value(&decoder)
            }
            guard decoder.reader.isAtEnd, table.count == count else { throw ArchiveReader.Malformed() }
            return table
        }
        guard let owner else { return NameTable(try all(entries)) }
        let place = IndexedTable.Place(owner: owner, buckets: buckets, entries: entries)
        // A value that does not decode is no entry: the record's bytes were checked against
        // their hash before they were taken, so only a writer's mistake could make one.
        return NameTable(kept: KeptEntries(count: count, value: { key in
            guard let offset = place.valueOffset(of: key) else { return nil }
            var decoder = SkeletonArchive.Decoder(reader: ArchiveReader(place.entries, at: offset), path: "")
            return try? value(&decoder)
        }, dictionary: {
            (try? all(place.entries)) ?? [:]
        }))
    }
}

extension ConstructibleType {
    init(construction: MemberFacts.Construction, typeAccess: AccessLevel?, isDependency: Bool) {
        self.construction = construction
        self.typeAccess = typeAccess
        self.isDependency = isDependency
    }
}

extension SkeletonArchive.Decoder {
    mutating func set() throws -> Set<String> {
        let count = try reader.count()
        var names = Set<String>(minimumCapacity: count)
        for index in 0..<count {
            try checkCancellation(at: index)
            names.insert(try reader.string())
        }
        return names
    }

    mutating func table<Value>(_ value: (inout Self) throws -> Value) throws -> [String: Value] {
        let count = try reader.count()
        var table = [String: Value](minimumCapacity: count)
        for index in 0..<count {
            try checkCancellation(at: index)
            let key = try reader.string()
            table[key] = try value(&self)
        }
        return table
    }

    /// Every 512 items, whether the decoding is still wanted.
    func checkCancellation(at index: Int) throws {
        if index & 511 == 0, let cancellation, cancellation.value { throw FoldedIndexArchive.Cancelled() }
    }

    mutating func constructible() throws -> ConstructibleType? {
        let tag = try reader.byte()
        guard tag != 0 else { return nil }
        let construction: MemberFacts.Construction
        switch tag {
        case 1: construction = .enumCase(try reader.string())
        case 2: construction = .initializer(try accessLevel())
        default: throw ArchiveReader.Malformed()
        }
        let typeAccess = try accessLevel()
        return ConstructibleType(construction: construction, typeAccess: typeAccess, isDependency: try reader.bool())
    }

    /// An access level as its keyword, `nil` as an empty string.
    private mutating func accessLevel() throws -> AccessLevel? {
        let text = try reader.string()
        guard !text.isEmpty else { return nil }
        guard let level = AccessLevel(rawValue: text) else { throw ArchiveReader.Malformed() }
        return level
    }
}
