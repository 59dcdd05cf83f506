/// The targets the corpus check appends to a cloned package's manifest: a copy of MockRuntime and
/// one target per module holding that module's generated mocks.
///
/// `Package` is a class in PackageDescription, so appending to `package.targets` after the
/// `Package(…)` initialiser works in every tools version, and the package's own loops over
/// `package.targets` (adding settings) have already run and leave our targets alone.
enum ManifestPatch {
    static let marker = "// Added by mockgen-corpus (rewritten on every run; everything below is generated)."
    static let runtimeTarget = "MockRuntime"

    static func mocksTarget(for module: String) -> String { "MockgenCorpus_" + module }
    static func mocksFolder(for module: String) -> String { PackageTargets.corpusFolder + "/" + module }
    static var runtimeFolder: String { PackageTargets.corpusFolder + "/" + runtimeTarget }

    /// `-swift-version 6` as an unsafe flag: it comes after the `-swift-version` SwiftPM derives
    /// from the manifest's tools version, and the last one wins (docs/Corpus.md says how that was
    /// checked). `.swiftLanguageMode(.v6)` would not do: manifests older than tools 6.0 cannot
    /// spell it. Unsafe flags are allowed because the clone is the root package.
    static let swift6Settings = "swiftSettings: [.unsafeFlags([\"-swift-version\", \"6\"])]"

    /// By default a mocks target also gets the module's own Swift settings, before the Swift 6
    /// flag: the generated code copies the module's `#if` conditions, imports and `@available`
    /// attributes, which only mean what they mean in the module with its `.define`s and
    /// availability macros (`@available(SwiftStdlib 5.8, *)` in swift-collections; swift-crypto's
    /// `CRYPTO_IN_SWIFTPM` conditions), as in a test target of that package. The package's upcoming
    /// features and lint flags come along (swift-log: `InternalImportsByDefault`,
    /// `-require-explicit-sendable`): stricter than Swift 6 mode, never looser, since a
    /// `.swiftLanguageMode(.v5)` among them becomes a `-swift-version 5` that the later
    /// `-swift-version 6` overrides. `--plain-settings` leaves them out.
    static func inheritedSwift6Settings(of target: String) -> String {
        "swiftSettings: (package.targets.first { $0.name == \"\(target)\" }?.swiftSettings ?? []) + [.unsafeFlags([\"-swift-version\", \"6\"])]"
    }

    /// The block for `modules`: pairs of (target name, module name), in the order given.
    static func block(modules: [(target: String, module: String)], inheritSettings: Bool = true) -> String {
        var lines = [marker]
        lines.append("package.targets.append(.target(name: \"\(runtimeTarget)\", path: \"\(runtimeFolder)\", \(swift6Settings)))")
        for (target, module) in modules {
            lines.append("package.targets.append(.target(name: \"\(mocksTarget(for: module))\", dependencies: [\"\(target)\", \"\(runtimeTarget)\"], path: \"\(mocksFolder(for: module))\", \(inheritSettings ? inheritedSwift6Settings(of: target) : swift6Settings)))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The manifest as it was before any corpus run (an earlier run's block removed).
    static func original(_ manifest: String) -> String {
        guard let range = manifest.range(of: "\n" + marker) else { return manifest }
        return String(manifest[..<range.lowerBound])
    }

    /// The manifest with `block` appended in place of any earlier block. Running it twice gives
    /// the same text, so an unchanged manifest is not rewritten and SwiftPM does not re-plan.
    static func patched(_ manifest: String, block: String) -> String {
        var base = original(manifest)
        if !base.hasSuffix("\n") { base += "\n" }
        return base + "\n" + block
    }

    /// The manifests SwiftPM may pick (by tools version): `Package.swift` and every
    /// `Package@swift-*.swift` at the package root.
    static func isManifest(fileName: String) -> Bool {
        fileName == "Package.swift" || (fileName.hasPrefix("Package@swift-") && fileName.hasSuffix(".swift"))
    }
}
