import MockgenCore
import Testing

/// Replacements of designated initializers (classes, actors): the original runs on another
/// instance whose stored properties `self` takes over; what makes that impossible is a warning
/// at the initializer, never a silent gap. Compiled and run in ReplacementTests.
@Suite struct DesignatedReplacementTests {
    static func generate(_ source: String, replacing names: Set<String>, testable: [String] = ["App"]) -> GeneratedOutput {
        let model = DeclarationParser.parse(Array(source.utf8), path: "Sources/App/App.swift")
        return MockGenerator.generate(models: [model], options: GeneratorOptions(testableImports: testable, replacedNames: names))
    }

    static func warnings(_ output: GeneratedOutput) -> [String] {
        output.diagnostics.filter { $0.severity == .warning }.map { "\($0.location.line): \($0.message)" }
    }

    @Test func aClassTakesOverTheOriginalInstancesStorage() {
        let output = Self.generate("""
            public final class Client {
                public let base: String
                let fixed = 1
                private var retries = 3
                @Clamped var level = 2
                public init(base: String) { self.base = base }
                deinit {}
                public func fetch() -> String { base }
            }
            """, replacing: ["Client"])
        #expect(output.content.contains("""
                @_dynamicReplacement(for: init(base:))
                init(__replacement_base base: String) {
                    let __original = Replacement.__original { Client(base: base) }
                    self.base = __original.base
                    self.retries = __original.retries
                    self._level = __original._level
                    Replacement.__keepAlive(__original)
                    MockClient.__constructed(self, "init(base:)", base)
                }
            """))
        // Private storage and a wrapper's are reached through the file's private import.
        #expect(output.content.contains("@_private(sourceFile: \"App.swift\") import App\n"))
        #expect(output.content.contains("static let __recordsConstructions = true"))
    }

    @Test func anActorsStorageIsReadThroughAMirror() {
        let output = Self.generate("""
            public actor Store {
                public let name: String
                var items: [Int] = []
                public init(name: String) throws(StoreError) { self.name = name }
            }
            """, replacing: ["Store"])
        #expect(output.content.contains("""
                init(__replacement_name name: String) throws(StoreError) {
                    let __original = try Replacement.__original { () throws(StoreError) -> Store in try Store(name: name) }
                    let __stored = Replacement.__storedProperties(of: __original)
                    self.name = __stored.value("name")
                    self.items = __stored.value("items")
            """))
        // Internal storage needs no private import.
        #expect(!output.content.contains("@_private"))
    }

    @Test func failableAndAsyncInitializersRunTheirOriginalsToo() {
        let output = Self.generate("""
            public final class Link {
                let url: String
                public init?(string: String) { url = string }
                public init(resolving name: String) async { url = name }
            }
            """, replacing: ["Link"])
        #expect(output.content.contains("guard let __original = Replacement.__original({ Link(string: string) }) else { return nil }"))
        #expect(output.content.contains("let __original = await Replacement.callOriginal { await Link(resolving: name) }"))
    }

    @Test func whatMakesADesignatedReplacementImpossibleIsAWarningAtTheInitializer() {
        let source = """
            open class Base { public init(x: Int) {} }
            public final class Derived: Base {
                public init(y: Int) { super.init(x: y) }
            }
            public final class Lazy {
                lazy var cache: [Int] = []
                public init(size: Int) {}
            }
            public final class Observer {
                public init(center: Center) { center.add(self) }
                public init(name: String) { if name.isEmpty { self.x = 1 } else { for _ in 0..<2 { self.x = 2 } } }
                public init() {}
                public init(task: Int) { Task { await self.run() } }
            }
            @Observable public final class Model {
                var title = ""
                public init(title: String) { self.title = title }
            }
            public final class Hidden {
                private var secret = 0
                public init(seed: Int) { secret = seed }
            }
            """
        let warnings = Self.warnings(Self.generate(source, replacing: ["Derived", "Lazy", "Observer", "Model", "Hidden"]))
        #expect(warnings.contains { $0.hasPrefix("3: not replacing Derived.init(y:): it is a subclass of Base") })
        #expect(warnings.contains { $0.hasPrefix("7: not replacing Lazy.init(size:): the storage of its `lazy var cache`") })
        #expect(warnings.contains { $0.hasPrefix("10: not replacing Observer.init(center:): its body passes `self` on") })
        #expect(!warnings.contains { $0.hasPrefix("11:") })
        #expect(warnings.contains { $0.hasPrefix("12: not replacing Observer.init(): Swift cannot name its replacement") })
        #expect(warnings.contains { $0.hasPrefix("13: not replacing Observer.init(task:): its body passes `self` on") })
        #expect(warnings.contains { $0.hasPrefix("17: not replacing Model.init(title:): @Observable rewrites") })
        // Without --testable there is no module to import privately.
        let hidden = Self.warnings(Self.generate(source, replacing: ["Hidden"], testable: []))
        #expect(hidden.contains { $0.hasPrefix("21: not replacing Hidden.init(seed:): it has private stored properties") })
    }
}
