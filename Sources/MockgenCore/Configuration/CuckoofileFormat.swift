import Foundation

/// `Cuckoofile.toml`, read as Cuckoo 2's generator reads it, so a Cuckoo project switches
/// without rewriting it: a top-level `output` every module falls back on, and `[modules.NAME]`
/// tables with `sources`, `output`, `imports`, `publicImports`, `testableImports`, `exclude`,
/// `regex`, `filenameFormat`, an `options` table (`glob`, `keepDocumentation`,
/// `enableInheritance`, `protocolsOnly`, `omitHeaders`) and an `xcodeproj` table. Each key takes
/// Cuckoo's meaning and Cuckoo's default (`glob` is on, files in an output folder are named like
/// their input); what mockgen cannot do is a warning naming the key, never silently dropped.
enum CuckoofileFormat {
    static func sections(of root: ConfigurationTable, reader: inout ConfigurationReader) -> [Configuration.Section] {
        var globalOutput: String?
        var modules: ConfigurationTable?
        for entry in root.entries {
            switch entry.key {
            case "output": globalOutput = reader.string(entry.value, at: ["output"])
            case "modules": modules = reader.table(entry.value, at: ["modules"], expected: "a table of modules ([modules.NAME])")
            default: reader.warning("'\(entry.key)' is not a Cuckoofile key (Cuckoo ignores it too); mockgen reads 'output' and [modules.NAME] tables", at: [entry.key])
            }
        }
        guard let modules else {
            if !root.entries.contains(where: { $0.key == "modules" }) {
                reader.error("no [modules.NAME] table: a Cuckoofile lists its modules as [modules.NAME] tables", at: [])
            }
            return []
        }
        return modules.entries.compactMap { module in
            let keyPath = ["modules", module.key]
            guard let table = reader.table(module.value, at: keyPath, expected: "a table ([modules.\(module.key)])") else { return nil }
            return section(module.key, table, globalOutput: globalOutput, reader: &reader)
        }
    }

    private static func section(_ name: String, _ table: ConfigurationTable, globalOutput: String?, reader: inout ConfigurationReader) -> Configuration.Section {
        let keyPath = ["modules", name]
        // Cuckoo's defaults, where they differ from mockgen's: patterns in sources are expanded,
        // and an output folder gets files named like their inputs.
        var settings = GenerationSettings()
        settings.glob = true
        settings.filePrefix = ""
        var output = globalOutput
        var imports: [String] = []
        var hasSources = false
        var xcodeproj = false
        for entry in table.entries {
            let at = keyPath + [entry.key]
            let value = entry.value
            switch entry.key {
            case "sources":
                hasSources = true
                settings.sources = reader.paths(value, at: at)
            case "output": output = reader.string(value, at: at)
            case "imports", "publicImports":
                imports += withoutCuckoo(reader.modules(value, at: at) ?? [], key: entry.key, at: at, reader: &reader)
            case "testableImports": settings.testable = reader.modules(value, at: at)
            case "exclude": settings.exclude = reader.strings(value, at: at)
            case "regex": settings.regex = reader.regex(value, at: at)
            case "filenameFormat": settings.filePrefix = filePrefix(value, at: at, reader: &reader)
            case "options": readOptions(value, at: at, into: &settings, reader: &reader)
            case "xcodeproj":
                xcodeproj = true
                reader.warning("Cuckoo's key 'xcodeproj' is not supported by mockgen: it does not read an Xcode project's targets; list the target's source folders in 'sources'", at: at)
            default:
                reader.warning("'\(entry.key)' is not a Cuckoofile module key (Cuckoo ignores it too)", at: at)
            }
        }
        if !imports.isEmpty { settings.imports = imports }
        if let output {
            settings.output = outputPath(output, folder: reader.folder)
        } else {
            reader.error("module '\(name)' has no 'output': give one in [modules.\(name)] or at the top level (as Cuckoo requires)", at: keyPath)
        }
        if !hasSources {
            let reason = xcodeproj ? "mockgen does not read 'xcodeproj'" : "Cuckoo would read nothing either"
            reader.nothingToMock("module '\(name)' has no 'sources' (\(reason)): list its files, folders or patterns", at: keyPath)
        }
        return Configuration.Section(name: name, settings: settings, location: reader.location(keyPath))
    }

    /// The `options` table.
    private static func readOptions(_ value: ConfigurationValue, at keyPath: [String], into settings: inout GenerationSettings, reader: inout ConfigurationReader) {
        guard let options = reader.table(value, at: keyPath, expected: "a table ([modules.NAME.options])") else { return }
        for entry in options.entries {
            let at = keyPath + [entry.key]
            switch entry.key {
            case "glob": settings.glob = reader.bool(entry.value, at: at)
            case "enableInheritance": settings.inheritance = reader.bool(entry.value, at: at)
            case "protocolsOnly": settings.classMocking = reader.bool(entry.value, at: at).map { !$0 }
            case "omitHeaders": settings.header = reader.bool(entry.value, at: at).map { !$0 }
            case "keepDocumentation":
                // Cuckoo's default, and what mockgen always does.
                if reader.bool(entry.value, at: at) == false {
                    reader.warning("Cuckoo's key 'keepDocumentation' = false is not supported by mockgen: doc comments are always copied into the mocks", at: at)
                }
            default:
                reader.warning("'\(entry.key)' is not a Cuckoofile option (Cuckoo ignores it too)", at: at)
            }
        }
    }

    /// Cuckoo writes `import Cuckoo` itself and takes `Cuckoo` among `publicImports` to make
    /// that import public; mockgen's mocks import MockRuntime, so the name is left out.
    private static func withoutCuckoo(_ modules: [String], key: String, at keyPath: [String], reader: inout ConfigurationReader) -> [String] {
        guard modules.contains("Cuckoo") else { return modules }
        reader.warning("'Cuckoo' in '\(key)' is left out: mockgen's mocks import MockRuntime, whose API is Cuckoo's", at: keyPath)
        return modules.filter { $0 != "Cuckoo" }
    }

    /// `filenameFormat = "Mock{}"`: the output file of `Greeter.swift` is `MockGreeter.swift`.
    /// mockgen names files `<prefix><InputName>.swift`, so a format with text after `{}` cannot
    /// be honoured: an error rather than files under other names than the project expects.
    private static func filePrefix(_ value: ConfigurationValue, at keyPath: [String], reader: inout ConfigurationReader) -> String? {
        guard let format = reader.string(value, at: keyPath) else { return nil }
        guard let placeholder = format.range(of: "{}") else {
            reader.error("'filenameFormat' must contain \"{}\" for the input file's name (as Cuckoo requires)", at: keyPath)
            return nil
        }
        var suffix = String(format[placeholder.upperBound...])
        if suffix.hasSuffix(".swift") { suffix.removeLast(".swift".count) }
        guard suffix.isEmpty else {
            reader.error("'filenameFormat' = \"\(format)\" is not supported by mockgen: files are named <prefix><InputName>.swift, so nothing may follow \"{}\"", at: keyPath)
            return nil
        }
        return String(format[..<placeholder.lowerBound])
    }

    /// Cuckoo writes one file per input when the output is an existing folder or a path without
    /// an extension (creating the folder); mockgen's folder outputs end in `/`.
    private static func outputPath(_ output: String, folder: String) -> String {
        let resolved = ConfigurationPaths.resolve(output, against: folder)
        if resolved.hasSuffix("/") || DirectoryListing.isDirectory(resolved) || !(resolved as NSString).pathExtension.isEmpty { return resolved }
        return resolved + "/"
    }
}
