import Foundation

/// The top of a generated file: the marker line, the optional header, and the imports.
struct HeaderEmitter {
    let options: GeneratorOptions
    /// The input files whose types this output mocks.
    let models: [SourceFileModel]

    func emit(into out: inout SourceBuilder) {
        out.line(GeneratedFileMarker.line)
        if options.includeHeader {
            out.line("// mockgen ", options.generatorVersion)
            // File names only: the output must be byte-identical on every machine.
            let names = Set(models.map { ($0.path as NSString).lastPathComponent }).sorted()
            if !names.isEmpty {
                out.line("// Inputs:")
                for name in names { out.line("//   ", name) }
            }
            if let timestamp = options.timestamp {
                let formatter = ISO8601DateFormatter()
                formatter.timeZone = TimeZone(identifier: "UTC")
                out.line("// Generated at ", formatter.string(from: timestamp))
            }
        }
        out.blankLine()
        for line in importLines() { out.line(line) }
    }

    /// `import MockRuntime`, the `--testable` and `--import` modules, then the inputs' own
    /// imports (sorted, deduplicated, `@testable` kept) so the types they use resolve.
    func importLines() -> [String] {
        var lines = ["import MockRuntime"]
        var seen: Set<String> = ["MockRuntime"]
        for module in options.testableImports where seen.insert(module).inserted {
            lines.append("@testable import " + module)
        }
        for module in options.imports where seen.insert(module).inserted {
            lines.append("import " + module)
        }
        var fromInputs: Set<String> = []
        for model in models {
            for declaration in model.declarations {
                guard case .import(let decl) = declaration else { continue }
                let module = decl.path.split(separator: ".").first.map(String.init) ?? decl.path
                if seen.contains(module) && decl.kind == nil { continue }
                var line = ""
                for attribute in decl.attributes where attribute.name == "testable" || attribute.name == "preconcurrency" {
                    line += attribute.description + " "
                }
                line += "import "
                if let kind = decl.kind { line += kind + " " }
                line += decl.path
                fromInputs.insert(line)
            }
        }
        // `@testable import X` wins over a plain `import X` of the same module.
        let testable = Set(fromInputs.filter { $0.hasPrefix("@testable import ") }.map { String($0.dropFirst("@testable ".count)) })
        lines += fromInputs.filter { !testable.contains($0) }.sorted()
        return lines
    }
}
