import Foundation

/// A configuration file read: its outputs (sections), each with its settings, and what was
/// wrong with it. docs/Configuration.md describes both formats.
public struct Configuration: Sendable, Equatable {
    public enum Format: Sendable, Equatable {
        /// `mockgen.toml`: `mockgen generate`'s own options, by their long names.
        case mockgen
        /// `Cuckoofile.toml`: Cuckoo 2's generator configuration, read with Cuckoo's meanings.
        case cuckoo

        /// A file named `Cuckoofile.toml` is Cuckoo's; any other name is mockgen's.
        public init(fileName path: String) {
            self = (path as NSString).lastPathComponent.lowercased() == "cuckoofile.toml" ? .cuckoo : .mockgen
        }
    }

    /// One output: a `[modules.NAME]` table (or, in a mockgen.toml without one, the whole file).
    public struct Section: Sendable, Equatable {
        /// `nil` for a mockgen.toml whose top level is its one output.
        public var name: String?
        /// The file's settings for it, top-level defaults included; paths as seen from the
        /// working directory.
        public var settings: GenerationSettings
        public var location: SourceLocation

        public init(name: String?, settings: GenerationSettings, location: SourceLocation) {
            self.name = name
            self.settings = settings
            self.location = location
        }

        /// `[modules.App]`, for messages.
        public var title: String { name.map { "[modules.\($0)]" } ?? "the top level" }
    }

    public var path: String
    public var format: Format
    /// In name order, so a run's output never depends on how the file is laid out.
    public var sections: [Section]
    /// Errors make the run write nothing; warnings name what is read differently or not at all.
    public var diagnostics: [Diagnostic]
    /// The top-level settings every section inherits (none in a Cuckoofile): what applies to
    /// inputs given on the command line when no section is named for them.
    public var defaults = GenerationSettings()

    /// Reads `root` (the file at `path`, parsed; `text` is its text, for the keys' positions).
    public init(path: String, text: String, root: ConfigurationTable) {
        self.init(path: path, format: Format(fileName: path), locator: ConfigurationKeyLocator(text: text, path: path), root: root)
    }

    init(path: String, format: Format, locator: ConfigurationKeyLocator, root: ConfigurationTable) {
        var reader = ConfigurationReader(locator: locator, folder: ConfigurationPaths.folder(of: path))
        self.path = path
        self.format = format
        var defaults = GenerationSettings()
        switch format {
        case .mockgen: sections = MockgenConfigurationFormat.sections(of: root, reader: &reader, defaults: &defaults)
        case .cuckoo: sections = CuckoofileFormat.sections(of: root, reader: &reader)
        }
        self.defaults = defaults
        sections.sort { ($0.name ?? "") < ($1.name ?? "") }
        if sections.isEmpty, !reader.diagnostics.contains(where: { $0.severity == .error }) {
            reader.nothingToMock("no outputs: add a [modules.NAME] table with 'sources' and 'output'", at: ["modules"])
        }
        diagnostics = (reader.diagnostics + reader.missingInputs + Self.sharedOutputs(sections)).sorted { ($0.location, $0.message) < ($1.location, $1.message) }
        missingInputs = reader.missingInputs
    }

    /// The errors of sections (or of the file) naming nothing to mock, among `diagnostics`: they
    /// do not count when the command line gives the inputs.
    public var missingInputs: [Diagnostic] = []

    /// What is wrong with the file for a run with or without inputs on the command line.
    public func diagnostics(withCommandLineInputs: Bool) -> [Diagnostic] {
        withCommandLineInputs ? diagnostics.filter { !missingInputs.contains($0) } : diagnostics
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Why a selection or an override cannot be used: a usage error, printed as is.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The sections `names` selects (every section when empty), each with the command line's
    /// settings over the file's.
    ///
    /// Inputs on the command line (`commandLine.sources`, as a build plugin gives them) make one
    /// output with the file's settings: those of the section `names` picks if the file has it,
    /// else its top-level ones; the inputs are taken literally unless `--glob` is given.
    public func outputs(selecting names: [String], overriding commandLine: GenerationSettings) throws(UsageError) -> [Section] {
        if commandLine.sources != nil {
            guard names.count <= 1 else {
                throw UsageError(description: "--module \(names.joined(separator: ", ")): inputs on the command line make one output; name at most one section for their settings.")
            }
            var literal = commandLine
            if literal.glob == nil { literal.glob = false }
            let section = names.first.flatMap { name in sections.first { $0.name == name } }
                ?? Section(name: names.first, settings: defaults, location: SourceLocation(path: path, line: 1, column: 1))
            return [Section(name: section.name, settings: section.settings.overridden(by: literal), location: section.location)]
        }
        var selected = sections
        if !names.isEmpty {
            let known = sections.compactMap(\.name)
            if let unknown = names.first(where: { !known.contains($0) }) {
                let choice = known.isEmpty ? "it has no [modules.NAME] sections" : "it has " + known.joined(separator: ", ")
                throw UsageError(description: "--module \(unknown): no section [modules.\(unknown)] in \(path) (\(choice)).")
            }
            selected = sections.filter { names.contains($0.name ?? "") }
        }
        let paths = commandLine.outputPathsSet
        if selected.count > 1, let flag = paths.first {
            throw UsageError(description: "\(flag) applies to one output, and \(path) has \(selected.count): pick one with --module NAME.")
        }
        return selected.map { section in
            var section = section
            section.settings = section.settings.overridden(by: commandLine)
            return section
        }
    }

    /// Two sections writing the same file would overwrite each other's mocks.
    private static func sharedOutputs(_ sections: [Section]) -> [Diagnostic] {
        var writers: [String: Section] = [:]
        var diagnostics: [Diagnostic] = []
        for section in sections where section.settings.hasInputs {
            let output = (section.settings.request().output as NSString).standardizingPath
            if let first = writers[output] {
                diagnostics.append(.error("\(section.title) writes '\(output)', as \(first.title) does: give each section its own 'output'", at: section.location))
            } else {
                writers[output] = section
            }
        }
        return diagnostics
    }
}

extension Configuration {
    /// The text of the configuration file at `path`, for the format's reader: a file (or a pipe,
    /// `--config <(…)`) of UTF-8 text, else one error at its start.
    public static func text(at path: String) -> Result<String, Diagnostic> {
        let start = SourceLocation(path: path, line: 1, column: 1)
        let bytes: [UInt8]
        switch FileReading.bytes(at: path) {
        case .success(let read): bytes = read.bytes
        case .failure(.system(ENOENT)): return .failure(.error("cannot read configuration file: no such file", at: start))
        case .failure(.notAFile(.directory)): return .failure(.error("cannot read configuration file: it is a folder", at: start))
        case .failure(let failure): return .failure(.error("cannot read configuration file: \(failure.description)", at: start))
        }
        guard SourceReader.firstInvalidUTF8Offset(bytes) == nil, !bytes.contains(0) else {
            return .failure(.error("cannot read configuration file: TOML must be UTF-8 text", at: start))
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }
}
