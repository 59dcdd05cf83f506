#if Generator // the command line exists only with the package trait (GeneratorTrait.swift)
import ArgumentParser
import MockgenCore

@main
struct Mockgen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mockgen",
        abstract: "Generates Swift mocks for protocols and classes.",
        version: MockgenVersion.current,
        subcommands: [GenerateCommand.self, ParseCommand.self, VersionCommand.self]
    )

    /// `mockgen generate …`, the command every build runs, parsed by `GenerateCommand` alone: the
    /// root's pass over the arguments builds `GenerateCommand`'s option table twice more (to see
    /// whether it takes all remaining input), a seventh of a no-op run's instructions. Anything
    /// that parse does not accept (`--help`, `--version`, a mistake) goes the usual way, so its
    /// messages and exit codes are the root command's.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "generate", var command = try? GenerateCommand.parse(Array(arguments.dropFirst())) {
            do {
                try command.run()
            } catch {
                exit(withError: error)
            }
            return
        }
        main(nil)
    }
}
#endif
