/// `mockgen.toml`: every option of `mockgen generate` under its long name (`file-prefix`,
/// `class-mocking = false`), plus `sources` for the inputs; at the top level they are defaults,
/// in a `[modules.NAME]` table one output's settings. A key mockgen does not know is an error, so
/// a misspelt option never goes unnoticed.
enum MockgenConfigurationFormat {
    /// - Parameter defaults: receives the top-level settings every section inherits.
    static func sections(of root: ConfigurationTable, reader: inout ConfigurationReader, defaults: inout GenerationSettings) -> [Configuration.Section] {
        var modules: ConfigurationTable?
        var hasModulesKey = false
        for entry in root.entries {
            if entry.key == "modules" {
                hasModulesKey = true
                modules = reader.table(entry.value, at: ["modules"], expected: "a table of sections ([modules.NAME])")
            } else {
                read(entry, in: [], into: &defaults, reader: &reader)
            }
        }
        guard let modules else {
            // No sections: the top level is the one output.
            if !hasModulesKey, !defaults.hasInputs {
                reader.nothingToMock("nothing to mock: give 'sources' (or 'c-module', or 'mirror'), at the top level or in [modules.NAME] sections", at: [])
            }
            return hasModulesKey ? [] : [Configuration.Section(name: nil, settings: defaults, location: reader.location([]))]
        }
        var sections: [Configuration.Section] = []
        for module in modules.entries {
            let keyPath = ["modules", module.key]
            guard let table = reader.table(module.value, at: keyPath, expected: "a table ([modules.\(module.key)])") else { continue }
            var settings = GenerationSettings()
            for entry in table.entries {
                read(entry, in: keyPath, into: &settings, reader: &reader)
            }
            let section = Configuration.Section(name: module.key, settings: defaults.overridden(by: settings), location: reader.location(keyPath))
            if !section.settings.hasInputs {
                reader.nothingToMock("\(section.title) has nothing to mock: give it 'sources' (or 'c-module', or 'mirror')", at: keyPath)
            }
            sections.append(section)
        }
        return sections
    }

    /// One `key = value` of a section (or of the top level) into `settings`.
    private static func read(_ entry: ConfigurationTable.Entry, in table: [String], into settings: inout GenerationSettings, reader: inout ConfigurationReader) {
        let at = table + [entry.key]
        let value = entry.value
        switch entry.key {
        case "sources": settings.sources = reader.paths(value, at: at)
        case "output": settings.output = reader.path(value, at: at)
        case "file-prefix": settings.filePrefix = reader.string(value, at: at)
        case "testable": settings.testable = reader.modules(value, at: at)
        case "imports": settings.imports = reader.modules(value, at: at)
        case "exclude": settings.exclude = reader.strings(value, at: at)
        case "replace": settings.replace = reader.strings(value, at: at)
        case "mirror": settings.mirror = reader.strings(value, at: at)
        case "mirror-output": settings.mirrorOutput = reader.path(value, at: at)
        case "mirror-module": settings.mirrorModules = reader.modules(value, at: at)
        case "mirror-exclude": settings.mirrorExclude = reader.strings(value, at: at)
        case "regex": settings.regex = reader.regex(value, at: at)
        case "dependencies": settings.dependencies = reader.paths(value, at: at)
        case "package-dependencies": settings.packageDependencies = reader.bool(value, at: at)
        case "header": settings.header = reader.bool(value, at: at)
        case "timestamp": settings.timestamp = reader.bool(value, at: at)
        case "inheritance": settings.inheritance = reader.bool(value, at: at)
        case "class-mocking": settings.classMocking = reader.bool(value, at: at)
        case "default-isolation": settings.defaultIsolation = reader.isolation(value, at: at)
        case "debug": settings.debug = reader.bool(value, at: at)
        case "glob": settings.glob = reader.bool(value, at: at)
        case "jobs": settings.jobs = reader.integer(value, at: at, minimum: 1)
        case "two-pass-above": settings.twoPassAboveMegabytes = reader.integer(value, at: at, minimum: 0)
        case "cache-dir": settings.cacheDir = reader.path(value, at: at)
        case "cache": settings.cache = reader.bool(value, at: at)
        case "c-module": settings.cModule = reader.string(value, at: at)
        case "c-module-map": settings.cModuleMap = reader.path(value, at: at)
        case "xcc": settings.clangArguments = reader.strings(value, at: at).map { ConfigurationPaths.resolveClangArguments($0, against: reader.folder) }
        case "libclang": settings.libclang = reader.path(value, at: at)
        case "c-facade-output": settings.cFacadeOutput = reader.path(value, at: at)
        case "c-seam-output": settings.cSeamOutput = reader.path(value, at: at)
        case "c-skip-undefined": settings.cSkipUndefined = reader.bool(value, at: at)
        case "allow-empty": settings.allowEmpty = reader.bool(value, at: at)
        default:
            reader.error(unknownKeyMessage(entry.key, inSection: !table.isEmpty), at: at)
        }
    }

    static let keys = ["sources", "output", "file-prefix", "testable", "imports", "exclude", "replace", "mirror", "mirror-output", "mirror-module", "mirror-exclude", "regex",
                       "dependencies", "package-dependencies", "header", "timestamp", "inheritance", "class-mocking", "default-isolation", "debug", "glob", "jobs",
                       "two-pass-above", "cache-dir", "cache", "c-module", "c-module-map", "xcc", "libclang", "c-facade-output", "c-seam-output", "c-skip-undefined", "allow-empty"]

    /// Names the key, and what it probably should have been: the command-line spelling of a
    /// flag (`no-header`), or a Cuckoofile key in a mockgen.toml.
    private static func unknownKeyMessage(_ key: String, inSection: Bool) -> String {
        let hints: [String: String] = [
            "inputs": "sources", "input": "sources", "import": "imports", "dependency": "dependencies", "Xcc": "xcc",
            "testableImports": "testable", "filePrefix": "file-prefix", "file_prefix": "file-prefix",
            "no-header": "header = false", "no-timestamp": "timestamp = false", "no-inheritance": "inheritance = false",
            "no-class-mocking": "class-mocking = false", "no-cache": "cache = false", "no-package-dependencies": "package-dependencies = false",
        ]
        var message = "unknown key '\(key)'"
        if let hint = hints[key] {
            message += ": did you mean '\(hint)'?"
        } else if key == "options" || key == "publicImports" || key == "xcodeproj" || key == "filenameFormat" {
            message += ": that is a Cuckoofile key; name the file Cuckoofile.toml to have it read as Cuckoo's, or see docs/Configuration.md"
        } else {
            message += " (known keys: \(keys.joined(separator: ", "))\(inSection ? "" : ", modules"))"
        }
        return message
    }
}
