import Foundation
import Testing
import TestSupport

/// docs/CommandLine.md and `mockgen generate --help` describe the same options: every option the
/// command takes is documented in docs/CommandLine.md, and every option a row of its option table
/// names is one the command takes.
extension CommandLineTests {
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func readmeDocumentsEveryOptionOfGenerate() throws {
        let help = try mockgen(["generate", "--help"], in: PackageRoot.path)
        #expect(help.status == 0)
        let readme = try String(contentsOfFile: PackageRoot.path + "/docs/CommandLine.md", encoding: .utf8)
        let taken = Self.optionNames(in: help.stdout.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("-") }.joined(separator: "\n"))
        #expect(taken.count > 30, "\(taken)")
        let documented = Self.optionNames(in: readme)
        let undocumented = taken.subtracting(documented).subtracting(["--help", "--version", "-h"])
        #expect(undocumented.isEmpty, "options of `mockgen generate` docs/CommandLine.md does not mention: \(undocumented.sorted())")

        // The rows of the table under "## `mockgen generate`".
        let section = readme.components(separatedBy: "## `mockgen generate`").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `-") }.map { $0.split(separator: "|")[0] }.joined(separator: "\n")
        let tabled = Self.optionNames(in: String(rows))
        #expect(tabled.count > 20)
        #expect(tabled.subtracting(taken).isEmpty, "options in docs/CommandLine.md's table that `mockgen generate` does not take: \(tabled.subtracting(taken).sorted())")
    }

    /// `--name` and `-x` tokens (`--header/--no-header` gives both).
    static func optionNames(in text: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: #"(?<![\w-])(--[a-z][a-z0-9-]*[a-z0-9]|-[a-zA-Z](?:cc)?)(?![\w-])"#)
        let range = NSRange(text.startIndex..., in: text)
        return Set(pattern.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }
}
