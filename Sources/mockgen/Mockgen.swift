import ArgumentParser

@main
struct Mockgen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mockgen",
        abstract: "Generates Swift mocks for protocols and classes.",
        subcommands: [ParseCommand.self]
    )
}
