import Foundation

/// What `mockgen generate` can be told; mirrors Cuckoo's generator options.
public struct GeneratorOptions: Sendable, Equatable {
    /// `--testable`: modules imported with `@testable import`.
    public var testableImports: [String]
    /// `--import`: further modules to import.
    public var imports: [String]
    /// `--exclude`: protocol and class names (simple or qualified) not to mock.
    public var excludedTypes: Set<String>
    /// `--regex`: only types whose name matches are mocked (`excludedTypes` wins over it).
    public var typeNamePattern: String?
    /// `--replace`: concrete types and global functions mocked through dynamic replacement.
    public var replacedNames: Set<String>
    /// `--no-header` turns this off. The one-line `GeneratedFileMarker` is written regardless.
    public var includeHeader: Bool
    /// `--timestamp`: a generation date in the header. Off by default, because a date makes every
    /// run rewrite the file and the test target recompile.
    public var timestamp: Date?
    /// `--no-inheritance` turns this off: members inherited from protocols and superclasses found
    /// among the inputs are mocked too.
    public var mockInheritedMembers: Bool
    /// `--no-class-mocking` turns this off.
    public var mockClasses: Bool
    /// `--debug`: extra comments in the generated code.
    public var debug: Bool
    /// `--default-isolation MainActor`: the global actor the inputs' module isolates every
    /// declaration to that states no isolation of its own (swiftc's `-default-isolation`,
    /// SwiftPM's `.defaultIsolation(MainActor.self)`, Xcode's Default Actor Isolation); `nil`:
    /// `nonisolated`, the compiler's default.
    public var defaultGlobalActor: String?
    /// Printed in the header.
    public var generatorVersion: String
    /// Typedefs of fixed-width numbers a C module's facade is written with (`uLong`): not an
    /// option but what the C stage found, for proxies taking literals (`NumericLiteralTypes`).
    var numericTypeAliases: Set<String> = []

    public init(testableImports: [String] = [], imports: [String] = [], excludedTypes: Set<String> = [], replacedNames: Set<String> = [], typeNamePattern: String? = nil, includeHeader: Bool = true, timestamp: Date? = nil, mockInheritedMembers: Bool = true, mockClasses: Bool = true, debug: Bool = false, defaultGlobalActor: String? = nil, generatorVersion: String = MockgenVersion.current) {
        self.testableImports = testableImports
        self.imports = imports
        self.excludedTypes = excludedTypes
        self.replacedNames = replacedNames
        self.typeNamePattern = typeNamePattern
        self.includeHeader = includeHeader
        self.timestamp = timestamp
        self.mockInheritedMembers = mockInheritedMembers
        self.mockClasses = mockClasses
        self.debug = debug
        self.defaultGlobalActor = defaultGlobalActor
        self.generatorVersion = generatorVersion
    }
}

public enum MockgenVersion {
    public static let current = "0.1.0"
}

extension GeneratorOptions {
    /// What the resolve stage needs of these options.
    var resolve: ResolveOptions {
        ResolveOptions(testableImports: testableImports, imports: imports, excludedTypes: excludedTypes, replacedNames: replacedNames, typeNamePattern: typeNamePattern,
                       mockInheritedMembers: mockInheritedMembers, mockClasses: mockClasses, notes: debug, defaultGlobalActor: defaultGlobalActor)
    }

    /// What the file header needs of these options.
    var header: HeaderOptions {
        HeaderOptions(includeHeader: includeHeader, timestamp: timestamp, generatorVersion: generatorVersion,
                      testableImports: testableImports, imports: imports)
    }
}
