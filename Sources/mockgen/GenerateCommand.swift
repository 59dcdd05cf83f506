import ArgumentParser

/// `mockgen generate` (placeholder until issue 4's CLI lands).
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generates mocks and stubs for the protocols and classes in the input files."
    )

    func run() throws {
        throw ValidationError("not implemented yet")
    }
}
