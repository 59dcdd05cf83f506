@testable import MockgenCore
import Testing

/// `--mirror-module`'s reader (the end-to-end use: MockCompileTests' SystemMirrorTests).
@Suite struct ModuleInterfacesTests {
    @Test func importsAreReadFromTheInterfacesFirstLines() {
        let text = """
            import Dispatch
            @_exported import FoundationEssentials
            public import struct Synchronization.Mutex
            /// A comment saying import Nothing.
            public struct S {}
            """
        #expect(ModuleInterfaces.importedModules(Array(text.utf8)) == ["Dispatch", "FoundationEssentials", "Synchronization"])
    }

    /// With no `swift` in `PATH` and no `MOCKGEN_SYNTHESIZE_INTERFACE`, the error names the tool
    /// and the way to give it.
    @Test func aMissingSynthesizerIsAnErrorSayingWhatToSet() {
        let reader = ModuleInterfaces(environment: ["PATH": "/nonexistent"])
        #expect(reader.synthesizer() == nil)
        let (interfaces, diagnostics) = reader.read(["SomeBinaryKit"])
        #expect(interfaces.isEmpty)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.message.contains("swift-synthesize-interface") == true)
        #expect(diagnostics.first?.message.contains("MOCKGEN_SYNTHESIZE_INTERFACE") == true)
        // The default modules are optional, yet a missing tool is said, once for all of them.
        #expect(reader.read(ModuleInterfaces.defaultModules, optional: true).diagnostics.count == 1)
    }
}
