#if Generator // the command line exists only with the package trait (GeneratorTrait.swift)
import ArgumentParser
import Foundation
import MockgenCore

/// `mockgen parse INPUTS… [--json]`: shows what the front end reads from each file. Takes
/// inputs as `generate` does (files, folders, `--glob` patterns).
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parses Swift files (or folders of them) and prints the declarations mockgen sees.",
        discussion: "Diagnostics go to stderr as 'path:line:col: severity: message'. Exits non-zero if any error was found."
    )

    @OptionGroup var input: InputOptions

    @Flag(name: .long, help: "Print the model as JSON instead of an outline.")
    var json = false

    func validate() throws {
        if !input.namesInputs { throw ValidationError("Missing expected argument '<inputs> ...'") }
    }

    mutating func run() throws {
        // Models are walked recursively: parse and print where a deep input fits.
        try DeepStack.run { try self.parse() }
    }

    private mutating func parse() throws {
        input.readInputFileLists()
        let expansion = InputExpander.expand(input.inputs, glob: input.glob)
        var models: [SourceFileModel] = []
        var diagnostics = expansion.diagnostics
        for path in expansion.files {
            switch SourceReader.read(path: path) {
            case .success(let bytes):
                let model = DeclarationParser.parse(bytes, path: path)
                diagnostics += model.diagnostics
                models.append(model)
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }

        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            let data = try encoder.encode(models)
            FileHandle.standardOutput.write(data)
            FileHandle.standardOutput.write(Data("\n".utf8))
        } else {
            var text = ""
            for model in models {
                if models.count > 1 { text += "// \(model.path)\n" }
                text += ModelOutline.render(model)
            }
            FileHandle.standardOutput.write(Data(text.utf8))
        }

        if !diagnostics.isEmpty {
            let text = diagnostics.map(\.description).joined(separator: "\n") + "\n"
            FileHandle.standardError.write(Data(text.utf8))
        }
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw ExitCode.failure
        }
    }
}
#endif
