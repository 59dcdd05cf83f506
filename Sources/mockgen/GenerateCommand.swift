#if Generator // the command line exists only with the package trait (GeneratorTrait.swift)
import ArgumentParser
import Foundation
import MockgenCore

/// `mockgen generate [options] INPUTS…`: Cuckoo's generator options on top of
/// `GenerationPipeline`. This file only maps flags to a `GenerationRequest` and prints the report;
/// the output is exactly what `MockGenerator` produces for the same `GeneratorOptions`.
struct GenerateCommand: ParsableCommand {
    static let configuration: CommandConfiguration = {
        var configuration = commandConfiguration
        // `Mockgen.main()` parses `mockgen generate …` with this command as the root. A root
        // without a super command first parses the arguments twice more, as
        // `--generate-completion-script` requests, building both requests' option tables (an
        // empty run's instructions 27.2 → 25.8 M without them; most of what they did, the
        // runtime's first lookups, the real parse does anyway). Named as a sub-command of
        // `mockgen`, it skips that; whatever it does not accept (that flag too) goes through the
        // `mockgen` root command as before, which alone reads the name (in help and usage text).
        configuration._superCommandName = "mockgen"
        return configuration
    }()

    private static let commandConfiguration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generates mocks and stubs for the protocols and classes in the input files.",
        discussion: """
        INPUTS are Swift files or folders (searched recursively for .swift files; hidden folders \
        such as .build are skipped). All inputs are used to resolve inheritance, and the output \
        is the same whatever order they are given in. Files mockgen generated itself are never \
        read as inputs.

        Output: with a file as --output, all mocks go into that file. With a folder (an \
        existing one, or a path ending in '/', created if needed) each input gets its own file, \
        named <file-prefix><InputName>.swift: Sources/Greeter.swift becomes MockGreeter.swift \
        (pass --file-prefix '' for Cuckoo's naming, the input's own file name). Two inputs with \
        the same file name are then an error.

        A file whose content would not change is not rewritten, so its modification time stays \
        and the build does not recompile it. Files are replaced atomically, and mockgen refuses \
        to overwrite a file whose first line is not its own marker comment.

        Errors are printed as 'path:line:column: error: message' and nothing is written; the \
        exit status is then 1. Warnings (for example a declaration that cannot be mocked) do not \
        stop generation.

        --check (for CI) runs everything but writes nothing, not even a cache record: it prints \
        a unified diff for each file that would change and exits 0 when every output is up to \
        date, 2 when some would change, 1 on errors (then without a diff).

        Examples:
          mockgen generate --testable App --output Tests/GeneratedMocks.swift Sources
          mockgen generate -g --exclude LegacyClient 'Sources/**/*Service.swift'
          mockgen generate --output Tests/Mocks/ --file-prefix Mock Sources/Networking
          mockgen generate --testable Server --dependency Sources/Core Sources/Server
          mockgen generate --c-module CSQLite -Xcc -ISources/CSQLite --c-facade-output Sources/App/CSQLiteAPI.swift --output Tests/AppTests/GeneratedMocks.swift

        C: with .h inputs or --c-module, the C functions are read through libclang and get a \
        protocol (<Module>API), a live implementation forwarding to them (<Module>Live) and the \
        usual mock and stub. See docs/CHeaders.md.
        """
    )

    @Option(name: .long, help: ArgumentHelp(
        "Where to write the mocks: a file, or a folder for one file per input.",
        discussion: "A folder is an existing folder or a path ending in '/'. Default: GeneratedMocks.swift.",
        valueName: "path"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp(
        "In folder mode, the start of every output file name (<prefix><InputName>.swift; default: Mock).",
        valueName: "prefix"))
    var filePrefix: String?

    @Option(name: .long, help: ArgumentHelp(
        "Modules to import with @testable import (comma-separated; may be repeated).",
        valueName: "modules"), transform: NameList.modules)
    var testable: [NameList] = []

    @Option(name: .customLong("import"), help: ArgumentHelp(
        "Further modules to import (comma-separated; may be repeated).",
        valueName: "modules"), transform: NameList.modules)
    var imports: [NameList] = []

    @Option(name: .long, help: ArgumentHelp(
        "Protocols and classes not to mock, by simple or qualified name, and C functions to leave out of a C facade (comma-separated; may be repeated).",
        valueName: "types"), transform: NameList.names)
    var exclude: [NameList] = []

    @Option(name: .long, help: ArgumentHelp(
        "Structs, final classes, enums, actors and global functions to mock through dynamic replacement (comma-separated; may be repeated).",
        discussion: "Generates MockX (statics and instance members alike) and @_dynamicReplacement extensions routing each call to the mock a test installed with replacing(_:), else to the original. The module under test must be compiled with -Xfrontend -enable-implicit-dynamic in test builds, and -Xfrontend -enable-private-imports when a replaced class has private storage (docs/BeyondInheritance.md).",
        valueName: "names"), transform: NameList.names)
    var replace: [NameList] = []

    @Option(name: .long, help: ArgumentHelp(
        "Types to mirror as protocols, for code whose module cannot be rebuilt with dynamic replacement (comma-separated; may be repeated).",
        discussion: "Writes `protocol XProtocol` with X's API and `extension X: XProtocol {}` to --mirror-output (a file of the code under test), and mocks XProtocol.",
        valueName: "types"), transform: NameList.names)
    var mirror: [NameList] = []

    @Option(name: .customLong("mirror-output"), help: ArgumentHelp("The file --mirror's protocols go to.", valueName: "path"))
    var mirrorOutput: String?

    @Option(name: .customLong("mirror-module"), help: ArgumentHelp(
        "Modules whose API --mirror reads the types from, without their sources (comma-separated; may be repeated).",
        discussion: "Read from the module's .swiftinterface, or printed by the toolchain's swift-synthesize-interface. Without it, a type no input declares is looked for in Foundation and the modules it is split into (FoundationEssentials, FoundationNetworking on Linux).",
        valueName: "modules"), transform: NameList.modules)
    var mirrorModule: [NameList] = []

    @Option(name: .customLong("mirror-exclude"), help: ArgumentHelp(
        "Members to leave out of --mirror's protocols: Type.member (every overload) or Type.member(label:) (comma-separated; may be repeated).",
        valueName: "members"), transform: NameList.names)
    var mirrorExclude: [NameList] = []

    @Option(name: .long, help: ArgumentHelp(
        "Only mock protocols and classes whose name matches this regular expression (--exclude wins over it).",
        valueName: "pattern"))
    var regex: String?

    @Option(name: .long, help: ArgumentHelp(
        "Sources of a module the inputs depend on: a file or folder (may be repeated).",
        discussion: "Its protocols and classes are followed for inheritance (a refined protocol's requirements, a superclass's open members) but get no mocks. Problems in it are warnings.",
        valueName: "path"))
    var dependency: [String] = []

    @Flag(inversion: .prefixedNo, exclusivity: .exclusive, help: ArgumentHelp(
        "Find the sources of the modules the inputs import in their SwiftPM package (the default).",
        discussion: "Only when a mock refines a protocol that no source given declares, and no --dependency is given: the package's other targets, .build/checkouts and local path dependencies are searched for the modules the inputs import (and theirs), by folder name. --no-package-dependencies: never."))
    var packageDependencies: Bool?

    // The on/off settings are optional, so that one given on the command line is known to
    // override a configuration file's (`commandLineSettings`); `nil` takes the default.
    @Flag(inversion: .prefixedNo, exclusivity: .exclusive, help: "Write the header comment (the default; --no-header leaves it out, the one-line marker that lets mockgen rewrite the file stays).")
    var header: Bool?

    @Flag(inversion: .prefixedNo, exclusivity: .exclusive, help: ArgumentHelp(
        "Put the generation date in the header.",
        discussion: "Off by default: a date changes the file on every run, which forces the test target to recompile. --no-timestamp is accepted for Cuckoo compatibility."))
    var timestamp: Bool?

    @Flag(help: ArgumentHelp(
        "Expect that there may be nothing to mock: no warning when the output has no mocks.",
        discussion: "Without it, an output with no mocks (only its header and imports) is a warning, since a wrong input folder, a --regex that matches nothing or a plugin applied to the wrong target would otherwise go unnoticed."))
    var allowEmpty = false

    @Flag(inversion: .prefixedNo, exclusivity: .exclusive, help: "Mock members inherited from parent protocols and classes found among the inputs (the default; --no-inheritance: only the type's own).")
    var inheritance: Bool?

    @Flag(inversion: .prefixedNo, exclusivity: .exclusive, help: "Mock classes as well as protocols (the default; --no-class-mocking: only protocols).")
    var classMocking: Bool?

    @Option(name: .customLong("default-isolation"), help: ArgumentHelp(
        "The default actor isolation of the inputs' module: MainActor or nonisolated (the default).",
        discussion: "As the module is built (swiftc -default-isolation, SwiftPM's .defaultIsolation(MainActor.self), Xcode's Default Actor Isolation): with MainActor, every protocol and type of the inputs that states no isolation is mocked as a @MainActor one. Dependencies keep what they state.",
        valueName: "isolation"))
    var defaultIsolation: String?

    @Flag(name: [.short, .long], help: "Add comments about each mocked declaration to the generated code, and print notes on the types left out and why.")
    var debug = false

    @Option(name: [.short, .long], help: ArgumentHelp(
        "Use at most this many threads (default: every core).",
        discussion: "The output does not depend on it.",
        valueName: "count"))
    var jobs: Int?

    @Option(name: .customLong("two-pass-above"), help: ArgumentHelp(
        "Read the inputs in two passes when they add up to more than this many megabytes (default: 16).",
        discussion: "Two passes keep memory bounded whatever the size of the inputs: the first keeps an index of the types, the second parses again the files each chunk of mocks needs. The output is the same either way.",
        valueName: "megabytes"))
    var twoPassAbove: Int?

    @Option(name: .long, help: ArgumentHelp(
        "Keep a record of each run here, so that a run where nothing changed only checks its files.",
        discussion: "Default: $MOCKGEN_CACHE_DIR, else $DERIVED_FILE_DIR/mockgen in an Xcode build phase, else .build/mockgen-cache when the working folder is a package; otherwise no cache. The output is the same with or without it.",
        valueName: "folder"))
    var cacheDir: String?

    @Flag(name: .long, help: "Neither read nor write the run cache.")
    var noCache = false

    @Flag(name: .long, help: ArgumentHelp(
        "Write nothing; print a unified diff of each output file that would change.",
        discussion: "Exit status: 0 when every output is up to date, 2 when some would change (diffs on standard output, 'would update' or 'would create' per file on standard error), 1 on errors. No output, temporary file, folder or cache record is written."))
    var check = false

    @OptionGroup var input: InputOptions

    @OptionGroup(title: "C headers") var c: COptions

    @OptionGroup(title: "Configuration file") var configuration: ConfigurationOptions

    func validate() throws {
        try validateConfiguration()
        if !input.namesInputs, c.module == nil, mirror.isEmpty, configurationFile == nil {
            throw ValidationError("Missing expected argument '<inputs> ...' (or --c-module for a Clang module, or --mirror with --dependency, or --config PATH, or a mockgen.toml or Cuckoofile.toml in the working folder).")
        }
        // The same engine as the generator's type filter, so what passes here works there.
        if let twoPassAbove, twoPassAbove < 0 {
            throw ValidationError("--two-pass-above \(twoPassAbove): give 0 or more megabytes.")
        }
        if let defaultIsolation, !DefaultIsolation.values.contains(defaultIsolation) {
            throw ValidationError("--default-isolation \(defaultIsolation): give \(DefaultIsolation.values.joined(separator: " or ")).")
        }
        if let jobs, jobs < 1 {
            throw ValidationError("--jobs \(jobs): give 1 or more threads.")
        }
        if let regex, (try? NSRegularExpression(pattern: regex)) == nil {
            throw ValidationError("--regex '\(regex)' is not a valid regular expression.")
        }
    }

    mutating func run() throws {
        // Models are walked recursively: every stage runs where a deep input fits.
        try DeepStack.run { try self.generate() }
    }

    private mutating func generate() throws {
        AllocatorTuning.apply()
        input.readInputFileLists()
        if let configurationFile { try runConfigured(configurationFile) }
        let settings = commandLineSettings
        var request = settings.request()
        // Unstated, the inputs' default isolation is looked for above them (`DefaultIsolationHint`).
        let hint = settings.defaultIsolation == nil ? DefaultIsolationHint.diagnostic(for: request.inputs).map { [$0] } ?? [] : []
        if check { exitAfterChecking([request], diagnostics: hint) }
        let cache = noCache ? nil : RunCache.folder(given: cacheDir, environment: ProcessInfo.processInfo.environment).map(RunCache.init)
        request.cacheFolder = cache?.folder
        let run = GenerationPipeline.run(request, cache: cache)
        let report = run.report
        let diagnostics = hint + report.diagnostics + (allowEmpty ? [] : report.emptyOutputWarning.map { [$0] } ?? [])
        if run.replayed {
            FileHandle.standardError.write(Data((diagnostics.map { "\($0)\n" }.joined() + report.summary + "\n").utf8))
            Foundation.exit(ExitCode.success.rawValue)
        }

        var text = diagnostics.map { "\($0)\n" }.joined()
        text += report.summary + "\n"
        FileHandle.standardError.write(Data(text.utf8))
        // Exit while the parsed model is still alive: freeing hundreds of files' declarations one
        // object at a time would only delay the end of the process (the kernel reclaims it all).
        withExtendedLifetime(run) {
            Foundation.exit(report.hasErrors ? ExitCode.failure.rawValue : ExitCode.success.rawValue)
        }
    }
}
#endif
