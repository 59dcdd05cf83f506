import Foundation

/// Renders the results as Markdown: the summary table, then per package what failed, which
/// mocks do not compile and why, and every declaration mockgen skipped.
enum ReportRenderer {
    static let header = "| package | modules | protocols | classes | mocks generated | mocks compiling | inactive #if | warnings | skipped |"
    static let rule = "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
    /// Compiler diagnostics shown per failing mock (the first ones; later ones often cascade).
    static let diagnosticsPerMock = 3

    static func render(_ packages: [PackageResult], perModule: Bool) -> String {
        var lines = [header, rule]
        for package in packages {
            lines.append(row(package))
            if perModule {
                for module in package.modules { lines.append(row(module, in: package.name)) }
            }
        }
        lines.append("")
        lines.append(legend)
        lines += compileTimes(packages)
        for package in packages { lines += details(package) }
        return lines.joined(separator: "\n") + "\n"
    }

    static let legend = """
    protocols, classes: candidates for a mock (not private, inside a private type or final). \
    mocks compiling: no compiler error or warning in the mock's generated code (Swift 6 mode). \
    inactive #if: mocks inside `#if` branches that are inactive on this platform, so never compiled (counted neither as compiling nor as failing). \
    warnings: compiler warnings in the generated files. skipped: declarations mockgen did not mock ("cannot mock" warnings).
    """

    static func row(_ package: PackageResult) -> String {
        if package.failure != nil {  // the reason is in the package's section below the table
            return cells([package.name, "not checked", "—", "—", "—", "—", "—", "—", "—"])
        }
        let census = package.census
        let modules = package.modules
        return cells([package.name, String(modules.count), String(census.protocols), String(census.classes),
                      String(modules.map(\.mocksGenerated).reduce(0, +)), compilingCell(modules), String(modules.map(\.inactiveMocks.count).reduce(0, +)),
                      String(modules.map(\.compilerWarnings).reduce(0, +)), String(modules.map(\.skipped).reduce(0, +))])
    }

    static func row(_ module: ModuleResult, in package: String) -> String {
        cells(["\(package)/\(module.name)", "1", String(module.census.protocols), String(module.census.classes),
               String(module.mocksGenerated), compilingCell([module]), String(module.inactiveMocks.count), String(module.compilerWarnings), String(module.skipped)])
    }

    /// `12`, or `12 (+3 unchecked)` when some modules did not build, so an unchecked mock is
    /// never counted as compiling nor as failing.
    static func compilingCell(_ modules: [ModuleResult]) -> String {
        let compiling = modules.map(\.mocksCompiling).reduce(0, +)
        let unchecked = modules.filter { !$0.checked }.map(\.mocksGenerated).reduce(0, +)
        return unchecked == 0 ? String(compiling) : "\(compiling) (+\(unchecked) unchecked)"
    }

    /// What compiling each package's mocks cost: CPU seconds of the mocks targets' builds, with
    /// the modules and MockRuntime built beforehand (to compare generated shapes side by side).
    static func compileTimes(_ packages: [PackageResult]) -> [String] {
        let timed = packages.filter { $0.modules.contains { $0.mocksCompileSeconds != nil } }
        guard !timed.isEmpty else { return [] }
        var lines = ["", "Compiling the generated mocks (CPU seconds of the mocks targets' builds, modules already built):", "",
                     "| package | mocks compiled | CPU seconds |", "| --- | ---: | ---: |"]
        for package in timed {
            let modules = package.modules.filter { $0.mocksCompileSeconds != nil }
            let seconds = modules.compactMap(\.mocksCompileSeconds).reduce(0, +)
            lines.append(cells([package.name, String(modules.map(\.mocksGenerated).reduce(0, +)), String(format: "%.2f", seconds)]))
        }
        return lines
    }

    static func details(_ package: PackageResult) -> [String] {
        var lines = ["", "## \(package.name)", ""]
        if let failure = package.failure {
            lines.append("Not checked: \(failure)")
            return lines
        }
        if package.modules.isEmpty { lines.append("No library module to check.") }
        for module in package.modules {
            lines += problems(module, root: package.root)
        }
        lines += skippedList(package)
        let deliberate = package.modules.compactMap(\.mockgen).reduce(into: [String: Int]()) { sum, output in
            sum.merge(output.deliberateSkips, uniquingKeysWith: +)
        }
        if !deliberate.isEmpty {
            let counts = deliberate.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
            lines.append("")
            lines.append("Left out on purpose (mockgen --debug notes): " + counts.joined(separator: ", ") + ".")
        }
        return lines
    }

    static func problems(_ module: ModuleResult, root: String) -> [String] {
        var lines: [String] = []
        if let failure = module.generationFailure {
            lines.append("- **\(module.name)**: mockgen failed: \(failure)")
        }
        if let failure = module.moduleBuildFailure {
            lines.append("- **\(module.name)**: the module itself does not build here, \(module.mocksGenerated) mocks unchecked: \(failure)")
        }
        if let failure = module.mocksTargetFailure {
            lines.append("- **\(module.name)**: the mocks target failed outside the generated code: \(failure)")
        }
        if let output = module.mockgen, let count = output.mockCount, count != module.mocksGenerated, module.generationFailure == nil {
            lines.append("- **\(module.name)**: mockgen reported \(count) mocks but \(module.mocksGenerated) were found in the file (the chunk finder needs updating)")
        }
        if !module.inactiveMocks.isEmpty {
            lines.append("- **\(module.name)**: \(module.inactiveMocks.count) mocks in `#if` branches inactive here, not compiled: " + module.mocks.filter(module.inactiveMocks.contains).joined(separator: ", "))
        }
        for diagnostic in module.headerDiagnostics {
            lines.append("- **\(module.name)** (imports, counts against every mock): `\(diagnostic.description(relativeTo: root))`")
        }
        for mock in module.mocks {
            let diagnostics = module.diagnosticsByMock[mock] ?? []
            guard !diagnostics.isEmpty else { continue }
            let errors = diagnostics.filter { $0.severity == "error" }.count
            let warnings = diagnostics.count - errors
            let origin = module.origins[mock].map { " (\($0))" } ?? ""
            lines.append("- **\(module.name).\(mock)**\(origin) does not compile cleanly (\(errors) errors, \(warnings) warnings):")
            for diagnostic in diagnostics.prefix(diagnosticsPerMock) {
                lines.append("  - `\(diagnostic.description(relativeTo: root))`")
            }
        }
        return lines
    }

    static func skippedList(_ package: PackageResult) -> [String] {
        let skipped = package.modules.compactMap(\.mockgen).flatMap(\.skipped)
        let other = package.modules.compactMap(\.mockgen).flatMap(\.otherWarnings)
        var lines: [String] = []
        if !skipped.isEmpty {
            lines += ["", "Skipped by mockgen (\(skipped.count)):"]
            lines += skipped.map { "- `\($0.description(relativeTo: package.root))`" }
        }
        if !other.isEmpty {
            lines += ["", "Other mockgen warnings (\(other.count)):"]
            lines += other.map { "- `\($0.description(relativeTo: package.root))`" }
        }
        return lines
    }

    static func cells(_ values: [String]) -> String {
        "| " + values.map(cell).joined(separator: " | ") + " |"
    }

    /// Table cells cannot hold `|` or line breaks.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
