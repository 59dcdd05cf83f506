import Foundation

/// What the top of a generated file depends on (the part of `GeneratorOptions` it needs).
struct HeaderOptions: Sendable, Equatable {
    var includeHeader: Bool
    var timestamp: Date?
    var generatorVersion: String
    var testableImports: [String]
    var imports: [String]
}

/// The top of a generated file: the marker line, the optional header, and the imports.
struct HeaderEmitter {
    let options: HeaderOptions
    /// The input files whose types this output mocks.
    let models: [SourceFileModel]
    /// Further files whose imports the mocks need: `--dependency` sources declaring ancestors.
    var ancestorModels: [SourceFileModel] = []
    /// Some mock is `public`: with `InternalImportsByDefault` (Swift 7's default) its
    /// conformances need `public import` of MockRuntime and of the mocked module.
    var hasPublicMocks: Bool { !publicMockPaths.isEmpty }
    /// Files declaring a type that got a `public` mock (or one of its ancestors).
    var publicMockPaths: Set<String> = []
    /// `@_spi(Group)` groups that mocked types and members belong to: the tested modules are
    /// imported with them (a group a module does not declare is accepted by Swift).
    var spiGroups: [String] = []

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
    /// tested modules `public`ly and the inputs' own imports as `@_exported` (see `importLine`).
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
            lines.append(spiGroups.map { "@_spi(" + $0 + ") " }.joined() + "@testable " + access + "import " + module)
        }
        for module in options.imports where seen.insert(module).inserted {
            lines.append((keepingAccess ? "@_exported " : "") + "import " + module)
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
            for declaration in model.declarations {
                guard case .import(let decl) = declaration else { continue }
                let module = decl.path.split(separator: ".").first.map(String.init) ?? decl.path
                if seen.contains(module) && decl.kind == nil { continue }
                if keepingAccess && decl.kind != nil && wholeModules.contains(module) { continue }
                fromInputs.insert(Self.importLine(decl, keepingAccess: keepingAccess))
            }
        }

        // `@testable import X` wins over a plain `import X` of the same module.
        let testable = Set(fromInputs.filter { $0.hasPrefix("@testable ") }.compactMap { $0.split(separator: " ").last.map(String.init) })
        lines += fromInputs.filter { line in
            line.hasPrefix("@testable ") || !(line.hasSuffix("import " + (line.split(separator: " ").last.map(String.init) ?? "")) && testable.contains(line.split(separator: " ").last.map(String.init) ?? ""))
        }.sorted()
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

    /// `keepingAccess` (the `InternalImportsByDefault` clause): the inputs' imports become
    /// `@_exported import`, public without the "public import … was not used" warning that a
    /// module only some of the inputs' other declarations need would give; a `@testable` one
    /// becomes `@testable public import`.
    static func importLine(_ decl: ImportDeclaration, keepingAccess: Bool = false) -> String {
        var line = ""
        let isTestable = decl.attributes.contains { $0.name == "testable" }
        if keepingAccess && !isTestable { line += "@_exported " }
        for attribute in decl.attributes where attribute.name == "_spi" || attribute.name == "testable" || attribute.name == "preconcurrency" {
            line += attribute.description + " "
        }
        if keepingAccess && isTestable { line += "public " }
        line += "import "
        if let kind = decl.kind { line += kind + " " }
        return line + decl.path
    }
}
