import Foundation

/// The top of a generated file: the marker line, the optional header, and the imports.
struct HeaderEmitter {
    let options: GeneratorOptions
    /// The input files whose types this output mocks.
    let models: [SourceFileModel]
    /// Further files whose imports the mocks need: `--dependency` sources declaring ancestors.
    var ancestorModels: [SourceFileModel] = []
    /// Some mock is `public`: with `InternalImportsByDefault` (Swift 7's default) its
    /// conformances need `public import` of MockRuntime and of the mocked module.
    var hasPublicMocks: Bool { !publicMockPaths.isEmpty }
    /// Files declaring a type that got a `public` mock: their own `public import`s are what the
    /// mocks' signatures may need, so only they stay `public` in the `InternalImportsByDefault`
    /// clause (another file's public imports would be unused there, a warning).
    var publicMockPaths: Set<String> = []

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
    ///
    /// With a public mock, the list is written twice: under `InternalImportsByDefault` (Swift 7's
    /// default) imports are internal unless marked, so that clause imports MockRuntime and the
    /// tested modules `public`ly and keeps the inputs' own `public`/`package` imports.
    func importLines() -> [String] {
        let plain = importList(keepingAccess: false)
        guard hasPublicMocks else { return plain }
        return ["#if hasFeature(InternalImportsByDefault)"] + importList(keepingAccess: true) + ["#else"] + plain + ["#endif"]
    }

    private func importList(keepingAccess: Bool) -> [String] {
        let models = self.models + ancestorModels
        let access = keepingAccess ? "public " : ""
        var lines = [access + "import MockRuntime"]
        var seen: Set<String> = ["MockRuntime"]
        for module in options.testableImports where seen.insert(module).inserted {
            lines.append("@testable " + access + "import " + module)
        }
        for module in options.imports where seen.insert(module).inserted {
            lines.append("import " + module)
        }
        var fromInputs: Set<String> = []
        // `import struct M.T` next to `public import M` is ignored with a warning.
        let wholeModules = Set(models.flatMap { model in
            model.declarations.compactMap { declaration -> String? in
                guard case .import(let decl) = declaration, decl.kind == nil else { return nil }
                return decl.path
            }
        }).union(seen)
        for model in models {
            let keepsAccess = keepingAccess && publicMockPaths.contains(model.path)
            for declaration in model.declarations {
                guard case .import(let decl) = declaration else { continue }
                let module = decl.path.split(separator: ".").first.map(String.init) ?? decl.path
                if seen.contains(module) && decl.kind == nil { continue }
                if keepingAccess && decl.kind != nil && wholeModules.contains(module) { continue }
                fromInputs.insert(Self.importLine(decl, keepingAccess: keepsAccess))
            }
        }
        // The same module imported `public` by one file and plainly by another: once, public.
        let publicModules = Set(fromInputs.filter { $0.hasPrefix("public import ") || $0.hasPrefix("package import ") }.map { $0.split(separator: " ").last.map(String.init) ?? "" })
        fromInputs = fromInputs.filter { !($0.hasPrefix("import ") && publicModules.contains(String($0.dropFirst("import ".count)))) }
        // `@testable import X` wins over a plain `import X` of the same module.
        let testable = Set(fromInputs.filter { $0.hasPrefix("@testable ") }.map { String($0.dropFirst("@testable ".count)) })
        lines += fromInputs.filter { !testable.contains($0) }.sorted()
        // Imports inside `#if` (`#if canImport(FoundationEssentials)`) keep their clauses.
        var conditional: Set<String> = []
        for model in models {
            for declaration in model.declarations {
                if case .ifConfig(let block) = declaration, let text = Self.importsOnly(block, keepingAccess: keepingAccess) { conditional.insert(text) }
            }
        }
        lines += conditional.sorted()
        return lines
    }

    /// The `#if` block with every declaration but imports removed, as text; `nil` without imports.
    static func importsOnly(_ block: IfConfigDeclaration, keepingAccess: Bool = false) -> String? {
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
                    text += importLine(decl, keepingAccess: keepingAccess) + "\n"
                case .ifConfig(let nested):
                    if let nestedText = importsOnly(nested, keepingAccess: keepingAccess) {
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

    /// `keepingAccess`: a `public`/`package` import stays so (the others are left plain).
    static func importLine(_ decl: ImportDeclaration, keepingAccess: Bool = false) -> String {
        var line = ""
        for attribute in decl.attributes where attribute.name == "testable" || attribute.name == "preconcurrency" {
            line += attribute.description + " "
        }
        if keepingAccess, let access = decl.modifiers.first(where: { $0 == "public" || $0 == "package" }) { line += access + " " }
        line += "import "
        if let kind = decl.kind { line += kind + " " }
        return line + decl.path
    }
}
