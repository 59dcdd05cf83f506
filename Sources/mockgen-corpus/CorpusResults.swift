import MockgenCore

/// What the check found for one library module.
struct ModuleResult: Equatable {
    var name: String
    var census = MockCandidateCensus()
    var mockgen: MockgenOutput?
    /// Mocks found in the generated file, in file order.
    var mocks: [String] = []
    /// The declaration each mock was generated from (`protocol X at File.swift:12`), when known.
    var origins: [String: String] = [:]
    /// Why no mocks could be generated (mockgen failed or crashed), when it did.
    var generationFailure: String?
    /// Why the module itself did not build: its mocks are then unchecked, not failing.
    var moduleBuildFailure: String?
    /// The mocks target failed without a diagnostic in the generated file (MockRuntime or a
    /// link error): every mock counts as failing.
    var mocksTargetFailure: String?
    /// Compiler diagnostics located in the generated file, by mock; `nil` key: the header.
    var diagnosticsByMock: [String: [DiagnosticLine]] = [:]
    var headerDiagnostics: [DiagnosticLine] = []
    /// The mocks target was built and its diagnostics read.
    var checked = false
    /// CPU seconds of compiling the generated mocks (the module and MockRuntime already built).
    var mocksCompileSeconds: Double?
    /// Mocks in `#if` branches that are inactive here: never compiled, so neither compiling
    /// nor failing (see `CompiledMarkers`).
    var inactiveMocks: Set<String> = []

    var mocksGenerated: Int { mocks.count }

    /// Mocks with no error and no warning charged to them (header diagnostics count against all).
    var mocksCompiling: Int {
        guard checked, mocksTargetFailure == nil, headerDiagnostics.isEmpty else { return 0 }
        return mocks.filter { !inactiveMocks.contains($0) && (diagnosticsByMock[$0] ?? []).isEmpty }.count
    }

    var failingMocks: [String] {
        guard checked else { return [] }
        if mocksTargetFailure != nil || !headerDiagnostics.isEmpty { return mocks.filter { !inactiveMocks.contains($0) } }
        return mocks.filter { !(diagnosticsByMock[$0] ?? []).isEmpty }
    }

    /// Compiler warnings in the generated file.
    var compilerWarnings: Int {
        (headerDiagnostics + diagnosticsByMock.values.flatMap { $0 }).filter { $0.severity == "warning" }.count
    }

    var skipped: Int { mockgen?.skipped.count ?? 0 }

    /// Charges each diagnostic in the generated file to the mock whose chunk holds its line.
    mutating func attribute(_ diagnostics: [DiagnosticLine], chunks: MockChunks) {
        for diagnostic in diagnostics where diagnostic.severity != "note" {
            if let mock = chunks.mock(atLine: diagnostic.line) {
                diagnosticsByMock[mock, default: []].append(diagnostic)
            } else {
                headerDiagnostics.append(diagnostic)
            }
        }
    }

    /// Anything that keeps the gate closed.
    var isClean: Bool {
        generationFailure == nil && moduleBuildFailure == nil && mocksTargetFailure == nil
            && failingMocks.isEmpty && compilerWarnings == 0
    }
}

/// What the check found for one package.
struct PackageResult: Equatable {
    var name: String
    var location: String
    /// The clone, so reports can show paths relative to it.
    var root: String = ""
    /// Why the package could not be checked at all (clone, describe), when it could not.
    var failure: String?
    var modules: [ModuleResult] = []

    var census: MockCandidateCensus { modules.reduce(MockCandidateCensus()) { $0 + $1.census } }
    var isClean: Bool { failure == nil && modules.allSatisfy(\.isClean) }
}
