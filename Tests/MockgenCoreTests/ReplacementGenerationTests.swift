import Foundation
import Testing
@testable import MockgenCore

/// `--replace`: which members of a concrete type get a replacement, and the routing code each
/// gets. ReplacementTests compiles and runs the fixtures' replacements end to end.
@Suite struct ReplacementGenerationTests {
    static func generate(_ source: String, replacing names: Set<String>, debug: Bool = false) -> GeneratedOutput {
        let model = DeclarationParser.parse(Array(source.utf8), path: "App.swift")
        return MockGenerator.generate(models: [model], options: GeneratorOptions(testableImports: ["App"], replacedNames: names, debug: debug))
    }

    static let clock = """
    public struct Clock {
        public var zone: String
        public static func now() -> Date { Date() }
        public mutating func shift(by hours: Int) { }
        public func fetch(_ id: Int) async throws -> Data { Data() }
        public var label: String { get { zone } set { zone = newValue } }
        public subscript(index: Int) -> String { "" }
        @inlinable public func fast() -> Int { 1 }
        public func opaque() -> some Collection { [1] }
        private func secret() {}
        public init(zone: String) { self.zone = zone }
    }
    extension Clock {
        public static var defaultZone: String { "UTC" }
    }
    """

    @Test func theMockMirrorsInstanceAndStaticMembersAsInstanceMembers() {
        let output = Self.generate(Self.clock, replacing: ["Clock"])
        #expect(output.content.contains("class MockClock: ReplacementMock, @unchecked Sendable {"))
        #expect(output.content.contains("    typealias Replaced = Clock\n"))
        #expect(output.content.contains("    final func now() -> Date { self.__call(0, ()) }"))
        #expect(output.content.contains("    final var defaultZone: String { self.__call(6, ()) }"))
        #expect(!output.content.contains("StaticMock"))
    }

    @Test func eachMemberIsRoutedToTheInstalledMockOrTheOriginal() {
        let content = Self.generate(Self.clock, replacing: ["Clock"]).content
        #expect(content.contains("""
            @_dynamicReplacement(for: now())
            static func __replacement_now() -> Date {
                if let __mock = MockClock.__installed() { return __mock.now() }
                return self.now()
            }
        """))
        #expect(content.contains("""
            @_dynamicReplacement(for: shift(by:))
            mutating func __replacement_shift(by hours: Int) {
                if let __mock = MockClock.__installed(for: self) { __mock.shift(by: hours); return }
                self.shift(by: hours)
            }
        """))
        // Swift 6.3 calls the replacement again for a plain call inside an async replacement.
        #expect(content.contains("return try await Replacement.callOriginal { try await self.fetch(id) }"))
        #expect(content.contains("subscript(__replacement index: Int) -> String {"))
        #expect(content.contains("set {\n            if let __mock = MockClock.__installed(for: self) { __mock.label = newValue; return }\n            self.label = newValue\n        }"))
    }

    @Test func whatCannotBeReplacedIsSaidAtTheMember() {
        let output = Self.generate(Self.clock, replacing: ["Clock"], debug: true)
        let messages = output.diagnostics.map { "\($0.location.line): \($0.severity): \($0.message)" }
        // Stored properties: one warning for the type, by default (a replacement of one compiles and does nothing).
        #expect(messages.contains("1: warning: not replacing the stored properties of Clock: zone: a stored property is read directly inside its module (a replacement compiles and has no effect); make it computed, or replace the methods that read it"))
        #expect(messages.contains("8: warning: not replacing Clock.fast(…): an `@inlinable` body is compiled into its callers, so it is not dynamically replaceable"))
        #expect(messages.contains("9: warning: not replacing Clock.opaque(…): an opaque result type (`some`) names a type only the original implementation knows"))
        #expect(messages.contains("10: note: not replacing Clock.secret(…): it is private; a replacement in the test target cannot name it"))
        #expect(!output.content.contains("fast()"))
    }

    /// A generic type's mock is generic over its parameters, one mock per specialization; members
    /// of constrained extensions carry the extension's `where`, except properties, which cannot.
    @Test func genericTypesAreMockedPerSpecialization() {
        let source = """
            public struct Box<T: Sendable> where T: Hashable { public func get() -> T? { nil }; public init(value: T) {} }
            extension Box where T: Comparable {
                public func smallest() -> T? { nil }
                public var isSorted: Bool { true }
            }
            public struct Pack<each T> { public func count() -> Int { 0 } }
            public final class Cache<Key: Hashable, Value> { public func value(for key: Key) -> Value? { nil } }
            """
        let output = Self.generate(source, replacing: ["Box", "Pack", "Cache"])
        let warnings = output.diagnostics.filter { $0.severity == .warning }.map { "\($0.location.line): \($0.message)" }
        #expect(warnings.contains("4: not replacing Box.isSorted: it is declared in a constrained extension (`extension Box where …`), and a property cannot carry the extension's `where` clause into the mock; make it a method, or move it to an unconstrained extension"))
        #expect(warnings.contains("6: not replacing Pack: a generic type with a parameter pack (`each T`) is not replaced or mirrored"))
        #expect(output.content.contains("class MockBox<T: Sendable>: ReplacementMock, @unchecked Sendable where T: Hashable {"))
        #expect(output.content.contains("    typealias Replaced = Box<T>"))
        #expect(output.content.contains("    static var __recordsConstructions: Bool { true }"))
        #expect(output.content.contains("func smallest() -> T? where T: Comparable { self.__call(1, ()) }"))
        #expect(output.content.contains("extension Box {"))
        #expect(output.content.contains("if let __mock = MockBox<T>.__installed(for: self) { return __mock.get() }"))
        #expect(output.content.contains("func __replacement_smallest() -> T? where T: Comparable {"))
        #expect(output.content.contains("MockBox<T>.__constructed(self, \"init(value:)\", value)"))
        #expect(output.content.contains("class MockCache<Key: Hashable, Value>: ReplacementMock"))
        #expect(output.content.contains("if let __mock = MockCache<Key, Value>.__installed(for: self) { return __mock.value(for: key) }"))
        #expect(!output.content.contains("isSorted"))
        #expect(!output.content.contains("MockPack"))
    }

    @Test func operatorsAndSelfAreRefusedWithAWarning() {
        let source = """
            public struct Money {
                public static func + (a: Money, b: Money) -> Money { a }
                public func doubled() -> Self { self }
                public func cents() -> Int { 0 }
                public func sum(_ values: Int...) -> Int { 0 }
                @inlinable public init(cents: Int) {}
                public init<T: BinaryInteger>(_ value: T) {}
                public init<T: BinaryFloatingPoint>(_ value: T) {}
            }
            """
        let output = Self.generate(source, replacing: ["Money"])
        let warnings = output.diagnostics.filter { $0.severity == .warning }.map { "\($0.location.line): \($0.message)" }
        #expect(warnings.contains("2: not replacing Money.+: operators are not replaced"))
        #expect(warnings.contains("3: not replacing Money.doubled(…): it mentions `Self`, which the mock cannot stand for"))
        #expect(warnings.contains("5: not replacing Money.sum(…): Swift cannot hand a variadic parameter on to the original or the mock (an array is not spread over `...`); call a variant taking an array, and replace that"))
        #expect(warnings.contains("6: not replacing Money.init(cents:): an `@inlinable` body is compiled into its callers, so it is not dynamically replaceable"))
        #expect(warnings.contains { $0.hasPrefix("7: not replacing Money.init(_:): another generic or constrained member has its name and labels") })
        #expect(warnings.contains { $0.hasPrefix("8: not replacing Money.init(_:): another generic or constrained member has its name and labels") })
        #expect(output.content.contains("func __replacement_cents() -> Int"))
    }

    /// A module built without dynamic replacement is a compile error for replaced methods, but
    /// not for properties: a type with only those is flagged at generation.
    @Test func aTypeWithOnlyPropertiesReplacedIsFlagged() {
        let output = Self.generate("public struct P { public var x: Int { 1 } }\n", replacing: ["P"])
        #expect(output.diagnostics.map(\.message) == ["only properties and subscripts of P are replaced, and the compiler does not report such replacements when the module is built without -Xfrontend -enable-implicit-dynamic (it does for methods and initializers): they would be ignored silently"])
        #expect(Self.generate("public struct P { public var x: Int { 1 }; public func f() {} }\n", replacing: ["P"]).diagnostics.isEmpty)
    }

    @Test func aReplacedClassGetsNoSubclassMockAndUnknownNamesAreReported() {
        let output = Self.generate("public class Service { public func run() {} }\n", replacing: ["Service", "Nope"])
        #expect(output.content.components(separatedBy: "class MockService").count == 2)
        #expect(output.content.contains("class MockService: ReplacementMock"))
        let protocolOutput = Self.generate("public protocol Port { func open() }\n", replacing: ["Port"])
        #expect(protocolOutput.diagnostics.contains { $0.message == "not replacing Port: a protocol is mocked with a generated mock, not replaced; drop it from --replace" })
    }
}
