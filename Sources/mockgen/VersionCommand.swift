#if Generator // the command line exists only with the package trait (GeneratorTrait.swift)
import ArgumentParser
import MockgenCore

/// `mockgen version`: mockgen's version, and the libclang it reads C headers with (or why there
/// is none), so a bug report says which C front end was used.
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "version",
        abstract: "Prints the version of mockgen and the libclang it reads C headers with."
    )

    @Option(name: .long, help: ArgumentHelp("The libclang to report on (as for generate).", valueName: "path"))
    var libclang: String?

    func run() {
        print(MockgenVersion.current)
        switch LibClangLocator(explicitPath: libclang).load() {
        case .success(let library): print("libclang: \(library)")
        case .failure(let error): print("libclang: none (\(error))")
        }
    }
}
#endif
