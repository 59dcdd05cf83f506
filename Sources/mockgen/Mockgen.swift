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
}
#endif
