import ArgumentParser
import Foundation
import MockgenCore

/// `mockgen parse FILES… [--json]`: shows what the front end reads from each file.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parses Swift files and prints the declarations mockgen sees.",
        discussion: "Diagnostics go to stderr as 'path:line:col: severity: message'. Exits non-zero if any error was found."
    )

    @Argument(help: "Swift source files to parse.")
    var files: [String]

    @Flag(name: .long, help: "Print the model as JSON instead of an outline.")
    var json = false

    func run() throws {
        var models: [SourceFileModel] = []
        var diagnostics: [Diagnostic] = []
        for path in files {
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
