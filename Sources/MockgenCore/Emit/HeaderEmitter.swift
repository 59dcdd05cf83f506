import Foundation

/// The top of a generated file: the marker line, the optional header, and the imports.
struct HeaderEmitter {
    let options: GeneratorOptions
    /// The input files whose types this output mocks.
    let models: [SourceFileModel]
    /// Some mock is `public`: with `InternalImportsByDefault` (Swift 7's default) its
    /// conformances need `public import` of MockRuntime and of the mocked module.
    var hasPublicMocks = false

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
        var lines: [String] = []
        var seen: Set<String> = ["MockRuntime"]
        let testableModules = options.testableImports.filter { seen.insert($0).inserted }
        if hasPublicMocks {
            lines.append("#if hasFeature(InternalImportsByDefault)")
            lines.append("public import MockRuntime")
            lines += testableModules.map { "@testable public import " + $0 }
            lines.append("#else")
        }
        lines.append("import MockRuntime")
        lines += testableModules.map { "@testable import " + $0 }
        if hasPublicMocks { lines.append("#endif") }
        for module in options.imports where seen.insert(module).inserted {
            lines.append("import " + module)
        }
        var fromInputs: Set<String> = []
        for model in models {
            for declaration in model.declarations {
                guard case .import(let decl) = declaration else { continue }
                let module = decl.path.split(separator: ".").first.map(String.init) ?? decl.path
                if seen.contains(module) && decl.kind == nil { continue }
                fromInputs.insert(Self.importLine(decl))
            }
        }
        // `@testable import X` wins over a plain `import X` of the same module.
        let testable = Set(fromInputs.filter { $0.hasPrefix("@testable import ") }.map { String($0.dropFirst("@testable ".count)) })
        lines += fromInputs.filter { !testable.contains($0) }.sorted()
        // Imports inside `#if` (`#if canImport(FoundationEssentials)`) keep their clauses.
        var conditional: Set<String> = []
        for model in models {
            for declaration in model.declarations {
                if case .ifConfig(let block) = declaration, let text = Self.importsOnly(block) { conditional.insert(text) }
            }
        }
        lines += conditional.sorted()
        return lines
    }

    /// The `#if` block with every declaration but imports removed, as text; `nil` without imports.
    static func importsOnly(_ block: IfConfigDeclaration) -> String? {
        var text = ""
        var hasImport = false
        for clause in block.clauses {
            text += clause.kind.rawValue
            if let condition = clause.condition { text += " " + condition }
            text += "\n"
            for declaration in clause.declarations {
                switch declaration {
                case .import(let decl):
                    hasImport = true
                    text += importLine(decl) + "\n"
                case .ifConfig(let nested):
                    if let nestedText = importsOnly(nested) {
                        hasImport = true
                        text += nestedText + "\n"
                    }
                default:
                    continue
                }
            }
        }
        text += "#endif"
        return hasImport ? text : nil
    }

    static func importLine(_ decl: ImportDeclaration) -> String {
        var line = ""
        for attribute in decl.attributes where attribute.name == "testable" || attribute.name == "preconcurrency" {
            line += attribute.description + " "
        }
        line += "import "
        if let kind = decl.kind { line += kind + " " }
        return line + decl.path
    }
}
