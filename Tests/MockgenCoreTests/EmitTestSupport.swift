import Testing
@testable import MockgenCore

/// Generates mocks for a snippet without the header, for exact-text emitter tests.
enum Emitted {
    static func output(_ source: String, options: GeneratorOptions = GeneratorOptions(includeHeader: false)) -> GeneratedOutput {
        MockGenerator.generate(models: [DeclarationParser.parse(source, path: "Sources/App/Input.swift")], options: options)
    }

    static func text(_ source: String, options: GeneratorOptions = GeneratorOptions(includeHeader: false)) -> String {
        output(source, options: options).content
    }

    /// Lines of the generated text with their indentation removed, for `contains` checks of
    /// single generated statements.
    static func lines(_ source: String, options: GeneratorOptions = GeneratorOptions(includeHeader: false)) -> [String] {
        text(source, options: options).split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }
}
