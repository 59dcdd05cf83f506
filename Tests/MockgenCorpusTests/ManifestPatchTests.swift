import Testing
@testable import mockgen_corpus

@Suite struct ManifestPatchTests {
    static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(name: "swift-log", targets: [.target(name: "Logging")])
    """

    @Test func canLeaveOutTheModulesSettings() {
        let block = ManifestPatch.block(modules: [(target: "Logging", module: "Logging"), (target: "my-lib", module: "my_lib")], inheritSettings: false)
        #expect(block == """
        \(ManifestPatch.marker)
        package.targets.append(.target(name: "MockRuntime", path: "MockgenCorpus/MockRuntime", swiftSettings: [.unsafeFlags(["-swift-version", "6"])]))
        package.targets.append(.target(name: "MockgenCorpus_Logging", dependencies: ["Logging", "MockRuntime"], path: "MockgenCorpus/Logging", swiftSettings: [.unsafeFlags(["-swift-version", "6"])]))
        package.targets.append(.target(name: "MockgenCorpus_my_lib", dependencies: ["my-lib", "MockRuntime"], path: "MockgenCorpus/my_lib", swiftSettings: [.unsafeFlags(["-swift-version", "6"])]))

        """)
    }

    @Test func addsTheRuntimeAndOneSwift6TargetPerModuleWithTheModulesSettings() {
        let block = ManifestPatch.block(modules: [(target: "Logging", module: "Logging"), (target: "my-lib", module: "my_lib")])
        #expect(block == """
        \(ManifestPatch.marker)
        package.targets.append(.target(name: "MockRuntime", path: "MockgenCorpus/MockRuntime", swiftSettings: [.unsafeFlags(["-swift-version", "6"])]))
        package.targets.append(.target(name: "MockgenCorpus_Logging", dependencies: ["Logging", "MockRuntime"], path: "MockgenCorpus/Logging", swiftSettings: (package.targets.first { $0.name == "Logging" }?.swiftSettings ?? []) + [.unsafeFlags(["-swift-version", "6"])]))
        package.targets.append(.target(name: "MockgenCorpus_my_lib", dependencies: ["my-lib", "MockRuntime"], path: "MockgenCorpus/my_lib", swiftSettings: (package.targets.first { $0.name == "my-lib" }?.swiftSettings ?? []) + [.unsafeFlags(["-swift-version", "6"])]))

        """)
    }

    @Test func patchingIsIdempotentAndReversible() {
        let first = ManifestPatch.patched(Self.manifest, block: ManifestPatch.block(modules: [("Logging", "Logging")]))
        #expect(first.hasPrefix(Self.manifest + "\n\n" + ManifestPatch.marker))
        #expect(ManifestPatch.patched(first, block: ManifestPatch.block(modules: [("Logging", "Logging")])) == first)
        // A later run with other modules replaces the block rather than adding a second one.
        let second = ManifestPatch.patched(first, block: ManifestPatch.block(modules: []))
        #expect(second.components(separatedBy: ManifestPatch.marker).count == 2)
        #expect(!second.contains("MockgenCorpus_Logging"))
        #expect(ManifestPatch.original(second) == Self.manifest + "\n")
        #expect(ManifestPatch.original(Self.manifest) == Self.manifest)
    }

    @Test func patchesEveryManifestSwiftPMMayPick() {
        #expect(ManifestPatch.isManifest(fileName: "Package.swift"))
        #expect(ManifestPatch.isManifest(fileName: "Package@swift-5.9.swift"))
        #expect(!ManifestPatch.isManifest(fileName: "Package.resolved"))
        #expect(!ManifestPatch.isManifest(fileName: "Package+Extras.swift"))
    }
}
