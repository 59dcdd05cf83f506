import Foundation

/// Pass 1 of a two-pass run (see `TwoPassGeneration`): every input read and parsed once, a batch
/// of files at a time, and folded into what resolving across files needs: a `MockableTypeFinder`
/// over the files' skeletons (`ModelSkeleton`), which files extend which types, and the imports
/// the generated header repeats. Full models are kept only up to `retainedSourceBytes` (in walk
/// order, and only for files that declare a protocol or class or extend a type): pass 2 parses
/// the others again when a chunk of mocks needs them. Memory so grows with the number of types,
/// not with the size of the sources.
struct SourceIndex {
    /// The inputs read, sorted by path (mockgen's own generated files left out).
    private(set) var paths: [String] = []
    private(set) var finder = MockableTypeFinder(dependencies: [StandardInterfaces.path])
    /// Files that extend a type, by the extended type as written (`Outer.Inner`).
    private(set) var extendingFiles: [String: [String]] = [:]
    /// Bytes read, per input path.
    private(set) var byteCounts: [String: Int] = [:]
    /// Full models kept from pass 1, by path.
    private(set) var retained: [String: SourceFileModel] = [:]
    /// Imports of each input, for headers (`ModelSkeleton.imports`); only distinct lists when
    /// `keepsImportsByFile` is off (one output file reads them all, never by file).
    private(set) var importsByFile: [String: SourceFileModel] = [:]
    private(set) var distinctImports: [String: [Declaration]] = [:]
    /// File names of the inputs (`HeaderEmitter` lists them).
    private(set) var fileNames: Set<String> = []
    private(set) var generatedInputs: [String] = []
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var fingerprints: [String: FileFingerprint] = [:]
    private(set) var inputBytes = 0

    private let keepsImportsByFile: Bool

    /// Files read per batch: enough to keep every core busy; a batch's full models are what
    /// pass 1 holds at once.
    static let filesPerBatch = 256

    init(paths: [String], keepsImportsByFile: Bool, retainedSourceBytes: Int) {
        self.keepsImportsByFile = keepsImportsByFile
        finder.collectsExtensionMembers = false
        finder.keepsCandidateMembers = false
        let budget = RetentionBudget(bytes: retainedSourceBytes)
        let sorted = paths.sorted()
        var start = 0
        while start < sorted.count {
            let batch = Array(sorted[start..<min(start + Self.filesPerBatch, sorted.count)])
            let results = ParallelMap.map(count: batch.count) { index in Self.read(batch[index], keepsImportsByFile: keepsImportsByFile, budget: budget) }
            for (path, result) in zip(batch, results) { fold(path, result) }
            start += Self.filesPerBatch
        }
        finder.add(StandardInterfaces.model)
    }

    private struct FileEntry: Sendable {
        var skeleton: SourceFileModel
        var imports: SourceFileModel
        /// `imports` without locations, rendered: equal for equal lists in two files.
        var importsKey: String
        var extendedNames: [String]
        var byteCount: Int
        var fingerprint: FileFingerprint?
        /// The full model, when the budget took it.
        var retained: SourceFileModel?
    }

    private enum FileOutcome: Sendable {
        case read(FileEntry)
        case generatedByMockgen
        case unreadable(Diagnostic)
    }

    /// On a worker: read, parse, and cut down to what the index keeps. Everything else is freed
    /// here too, on the worker, not by the thread that folds the results in order.
    private static func read(_ path: String, keepsImportsByFile: Bool, budget: RetentionBudget) -> FileOutcome {
        switch ParallelParser.readAndParse(path) {
        case .parsed(let model, let byteCount, let fingerprint):
            let skeleton = ModelSkeleton.of(model)
            let imports = ModelSkeleton.imports(of: model)
            // Only a file that declares a protocol or class, or extends a type, can be read by a
            // chunk. Which files the budget takes depends on timing; the output does not.
            let mayBeContext = ModelSkeleton.declaresProtocolOrClassOrExtension(skeleton.declarations)
            return .read(FileEntry(skeleton: skeleton, imports: imports,
                                   importsKey: keepsImportsByFile || imports.declarations.isEmpty ? "" : ModelSkeleton.importsKey(imports.declarations),
                                   extendedNames: ModelSkeleton.extendedNames(skeleton.declarations), byteCount: byteCount, fingerprint: fingerprint,
                                   retained: mayBeContext && budget.take(byteCount) ? model : nil))
        case .generatedByMockgen:
            return .generatedByMockgen
        case .unreadable(let diagnostic):
            return .unreadable(diagnostic)
        }
    }

    private mutating func fold(_ path: String, _ outcome: FileOutcome) {
        switch outcome {
        case .generatedByMockgen:
            generatedInputs.append(path)
        case .unreadable(let diagnostic):
            diagnostics.append(diagnostic)
        case .read(let entry):
            paths.append(path)
            diagnostics += entry.skeleton.diagnostics
            inputBytes += entry.byteCount
            byteCounts[path] = entry.byteCount
            if let fingerprint = entry.fingerprint { fingerprints[path] = fingerprint }
            fileNames.insert(Self.fileName(path))
            if keepsImportsByFile {
                importsByFile[path] = entry.imports
            } else if !entry.importsKey.isEmpty, distinctImports[entry.importsKey] == nil {
                distinctImports[entry.importsKey] = entry.imports.declarations
            }
            finder.add(entry.skeleton)
            for name in entry.extendedNames { extendingFiles[name, default: []].append(path) }
            if let model = entry.retained { retained[path] = model }
        }
    }

    /// The imports of every input, as models for `HeaderEmitter` (one per distinct list).
    var importModels: [SourceFileModel] {
        if keepsImportsByFile { return paths.compactMap { importsByFile[$0] } }
        return distinctImports.values.map { SourceFileModel(path: "", declarations: $0) }
    }

    static func fileName(_ path: String) -> String {
        (path as NSString).lastPathComponent
    }
}

/// What pass 1 may keep of full models, shared by the workers. `@unchecked Sendable`: its one
/// counter is only touched under the lock.
final class RetentionBudget: @unchecked Sendable {
    private let lock = NSLock()
    private var left: Int

    init(bytes: Int) { left = bytes }

    /// Takes `count` bytes if that many are left.
    func take(_ count: Int) -> Bool {
        lock.withLock {
            guard count <= left else { return false }
            left -= count
            return true
        }
    }
}
