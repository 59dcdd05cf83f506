import ArgumentParser
import MockgenCore

/// `mockgen version`
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "version",
        abstract: "Prints the version of mockgen."
    )

    func run() {
        print(MockgenVersion.current)
    }
}
