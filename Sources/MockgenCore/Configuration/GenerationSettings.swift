import Foundation

/// What one output's settings say, each `nil` where nothing set it: the command line's flags,
/// a configuration file's top level, or one of its sections. Layers combine with
/// `overridden(by:)` (a set value replaces, lists included), and `request(now:)` applies
/// mockgen's defaults to what is still unset, so `mockgen generate` has one set of defaults
/// whether it was told what to do by flags or by a file.
public struct GenerationSettings: Sendable, Equatable {
    /// Inputs: files, folders, patterns with `glob`.
    public var sources: [String]?
    public var output: String?
    public var filePrefix: String?
    public var testable: [String]?
    public var imports: [String]?
    public var exclude: [String]?
    public var replace: [String]?
    public var mirror: [String]?
    public var mirrorOutput: String?
    public var mirrorModules: [String]?
    public var mirrorExclude: [String]?
    public var regex: String?
    public var dependencies: [String]?
    /// `false`: never look for dependencies' sources in the package (`--no-package-dependencies`).
    public var packageDependencies: Bool?
    public var header: Bool?
    public var timestamp: Bool?
    public var inheritance: Bool?
    public var classMocking: Bool?
    /// `"MainActor"` or `"nonisolated"`: the inputs' module's default actor isolation.
    public var defaultIsolation: String?
    public var debug: Bool?
    public var glob: Bool?
    public var jobs: Int?
    public var twoPassAboveMegabytes: Int?
    public var cacheDir: String?
    /// `false`: neither read nor write the run cache (`--no-cache`).
    public var cache: Bool?
    public var cModule: String?
    public var cModuleMap: String?
    public var clangArguments: [String]?
    public var libclang: String?
    public var cFacadeOutput: String?
    public var cSeamOutput: String?
    public var cSkipUndefined: Bool?
    /// `true`: an output with no mocks is expected, and not warned about (`--allow-empty`).
    public var allowEmpty: Bool?

    public init() {}

    /// These settings with every one `other` sets replaced by `other`'s.
    public func overridden(by other: GenerationSettings) -> GenerationSettings {
        var result = self
        for path in Self.settingPaths { path.copy(other, &result) }
        return result
    }

    /// The settings that say where files are written, by their command-line names: set on the
    /// command line, they cannot apply to several outputs at once.
    public var outputPathsSet: [String] {
        [("--output", output), ("--mirror-output", mirrorOutput), ("--c-facade-output", cFacadeOutput), ("--c-seam-output", cSeamOutput)]
            .compactMap { $0.1 == nil ? nil : $0.0 }
    }

    /// The request for these settings, mockgen's defaults where nothing was set. `now` is the
    /// header's date when `timestamp` is on.
    public func request(now: @autoclosure () -> Date = Date()) -> GenerationRequest {
        let options = GeneratorOptions(
            testableImports: testable ?? [],
            imports: imports ?? [],
            excludedTypes: Set(exclude ?? []),
            replacedNames: Set(replace ?? []),
            typeNamePattern: regex,
            includeHeader: header ?? true,
            timestamp: timestamp == true ? now() : nil,
            mockInheritedMembers: inheritance ?? true,
            mockClasses: classMocking ?? true,
            debug: debug ?? false,
            defaultGlobalActor: defaultIsolation.flatMap { $0 == "nonisolated" ? nil : $0 }
        )
        let (swiftInputs, headers) = CInputs.splitHeaders(from: sources ?? [])
        let c = CInputs(headers: headers, moduleName: cModule, moduleMap: cModuleMap, clangArguments: clangArguments ?? [],
                        libclang: libclang, facadeOutput: cFacadeOutput, seamOutput: cSeamOutput, skipsUndefined: cSkipUndefined ?? false)
        var request = GenerationRequest(inputs: swiftInputs, dependencies: dependencies ?? [], output: output ?? GenerationRequest.defaultOutput,
                                        filePrefix: filePrefix ?? GenerationRequest.defaultFilePrefix, expandGlobs: glob ?? false, options: options, c: c)
        request.mirroredNames = Set(mirror ?? [])
        request.mirrorOutput = mirrorOutput
        request.mirrorModules = mirrorModules ?? []
        request.mirrorExcluded = Set(mirrorExclude ?? [])
        request.jobs = jobs
        request.discoversPackageDependencies = packageDependencies ?? true
        if let twoPassAboveMegabytes { request.retainedSourceBytes = twoPassAboveMegabytes << 20 }
        return request
    }

    /// Something to mock: inputs, a C module, or types to mirror.
    public var hasInputs: Bool {
        !(sources ?? []).isEmpty || cModule != nil || !(mirror ?? []).isEmpty
    }

    /// One setting, for `overridden(by:)`: every stored property is listed once here, so a new
    /// setting cannot be forgotten by the merge without the test of it failing.
    private struct SettingPath: Sendable {
        let copy: @Sendable (GenerationSettings, inout GenerationSettings) -> Void

        init<Value: Sendable>(_ path: WritableKeyPath<GenerationSettings, Value?> & Sendable) {
            copy = { from, to in
                if let value = from[keyPath: path] { to[keyPath: path] = value }
            }
        }
    }

    private static let settingPaths: [SettingPath] = [
        SettingPath(\.sources), SettingPath(\.output), SettingPath(\.filePrefix), SettingPath(\.testable), SettingPath(\.imports),
        SettingPath(\.exclude), SettingPath(\.replace), SettingPath(\.mirror), SettingPath(\.mirrorOutput), SettingPath(\.mirrorModules),
        SettingPath(\.mirrorExclude), SettingPath(\.regex),
        SettingPath(\.dependencies), SettingPath(\.packageDependencies), SettingPath(\.header), SettingPath(\.timestamp), SettingPath(\.inheritance),
        SettingPath(\.classMocking), SettingPath(\.debug), SettingPath(\.glob), SettingPath(\.jobs), SettingPath(\.twoPassAboveMegabytes),
        SettingPath(\.cacheDir), SettingPath(\.cache), SettingPath(\.cModule), SettingPath(\.cModuleMap), SettingPath(\.clangArguments),
        SettingPath(\.libclang), SettingPath(\.cFacadeOutput), SettingPath(\.cSeamOutput), SettingPath(\.cSkipUndefined),
        SettingPath(\.allowEmpty), SettingPath(\.defaultIsolation),
    ]
}
