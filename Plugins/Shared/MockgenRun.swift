import Foundation

// Shared by MockgenPlugin and GenerateMocksCommand (each plugin's `Shared` folder is a symbolic
// link to Plugins/Shared: a plugin target cannot depend on a library target). Both plugins build
// their mockgen command lines here, so the build plugin's work folder and the command plugin's
// source folder receive the same file, under the same name, with the same content.

/// One `mockgen generate` run: the mocks of one module under test, in one file.
struct MockgenRun {
    /// The module whose types are mocked, imported with `@testable import`.
    var module: String
    /// The module's own `.swift` files: its protocols and classes get mocks.
    var sources: [URL]
    /// The `.swift` files of the modules it depends on: followed for inheritance (a protocol
    /// refining another module's protocol gets that protocol's requirements), never mocked.
    var dependencySources: [URL]
    /// `mockgen.toml` or `Cuckoofile.toml` at the package's (or project's) root, if there is one.
    var config: URL?
    /// The folder the generated file goes to.
    var outputFolder: URL
    /// mockgen's run cache (docs/CommandLine.md, `--cache-dir`): a run whose inputs did not change only checks
    /// their hashes.
    var cacheFolder: URL

    /// The generated file's name, the same for both plugins so that a team can switch between
    /// generating at build time and committing the mocks. Two plugins writing the same name into
    /// one target make SwiftPM stop with "filename used twice" rather than compile both.
    static func fileName(module: String) -> String { "\(module)Mocks.swift" }

    var output: URL { outputFolder.appending(path: Self.fileName(module: module)) }

    var arguments: [String] {
        var arguments = ["generate", "--testable", module, "--output", output.filePath, "--cache-dir", cacheFolder.filePath]
        // The file's settings for this module (its [modules.NAME] section if it has one, else its
        // top-level ones); the sources and output given here replace the file's.
        if let config { arguments += ["--config", config.filePath, "--module", module] }
        arguments += dependencySources.flatMap { ["--dependency", $0.filePath] }
        arguments += sources.map(\.filePath)
        return arguments
    }

    /// Everything the generated file depends on: SwiftPM and Xcode run the command again only
    /// when one of these changed (or the output is missing).
    var inputFiles: [URL] { sources + dependencySources + (config.map { [$0] } ?? []) }

    /// The names a configuration file may have, looked for at the package's root in this order
    /// (`Cuckoofile.toml` for teams coming from Cuckoo).
    static let configFileNames = ["mockgen.toml", "Cuckoofile.toml"]

    /// The first configuration file found in `folder`.
    static func configFile(in folder: URL) -> URL? {
        configFileNames.map { folder.appending(path: $0) }.first { FileManager.default.fileExists(atPath: $0.filePath) }
    }
}

extension URL {
    /// The path as the file system spells it (no percent escapes), for a command line.
    var filePath: String { path(percentEncoded: false) }
}
