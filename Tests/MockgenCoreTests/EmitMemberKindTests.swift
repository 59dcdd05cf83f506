import Foundation
import Testing
@testable import MockgenCore

/// The shape of each member kind (docs/GeneratedMockShape.md, "Member kinds").
@Suite struct EmitMemberKindTests {
    /// `Tests/MockRuntimeTests/HandWrittenMocks/Service+Mock.swift` is written exactly as the
    /// generator must write it for `Service.swift`: every line of it, in order, must come out
    /// (HandWrittenMockContractTests checks the whole text).
    @Test func serviceMatchesTheHandWrittenMockLineForLine() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("MockRuntimeTests/HandWrittenMocks")
        let handWritten = try String(contentsOf: folder.appendingPathComponent("Service+Mock.swift"), encoding: .utf8)
        // The protocol (and `LoadError`) the mock is generated from.
        let protocolSource = try String(contentsOf: folder.appendingPathComponent("Service.swift"), encoding: .utf8)
        let generated = Emitted.lines(protocolSource)
        var expected: [String] = []
        var inMock = false
        for line in handWritten.split(separator: "\n") {
            if line.hasPrefix("final class MockService") { inMock = true }
            guard inMock else { continue }
            let trimmed = String(line.drop { $0 == " " })
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            expected.append(trimmed)
        }
        #expect(expected.count > 200)
        var position = 0
        for line in expected {
            guard let found = generated[position...].firstIndex(of: line) else {
                Issue.record("missing or out of order: \(line)")
                return
            }
            position = found + 1
        }
    }

    @Test func classMockMembersCallSuper() {
        let lines = Emitted.lines("""
            class Counter {
                var value: Int
                init(start: Int) { value = start }
                func increment(by step: Int) -> Int { value += step; return value }
                final func sealed() {}
                private func hidden() {}
                static func make() -> Counter { Counter(start: 0) }
                class func kind() -> String { "c" }
                let fixed = 1
            }
            """)
        #expect(lines.contains("class MockCounter: Counter, Mock, StaticMock {"))
        #expect(lines.contains("let __manager = MockManager(mockedTypeName: \"Counter\", hasSuperclass: true)"))
        #expect(lines.contains("return __manager.call(.method(2, \"increment(by:)\"), arguments: (step), superclass: { () -> Int in super.increment(by: step) }, defaultImplementation: { (__original: Counter) -> Int in __original.increment(by: step) })"))
        #expect(lines.contains("__manager.call(.setter(1, \"value\"), arguments: (newValue), superclass: { () -> Void in super.value = newValue }, defaultImplementation: { (__original: Counter) -> Void in __original.value = newValue })"))
        #expect(lines.contains("override class func kind() -> String {"))
        #expect(lines.contains("return __staticManager.call(.method(0, \"kind()\"), arguments: ())"))
        #expect(lines.contains("class CounterStub: Counter {"))
        #expect(!lines.contains { $0.contains("sealed") || $0.contains("hidden") || $0.contains("make()") || $0.contains("fixed") })
    }

    @Test func associatedTypesWithoutPrimaryOnesForwardByOpeningTheExistential() {
        let lines = Emitted.lines("""
            protocol Store {
                associatedtype Key: Hashable
                associatedtype Value where Value: Equatable
                func put(_ value: Value, for key: Key)
                func get(_ key: Key) throws(StoreError) -> Value
            }
            """)
        #expect(lines.contains("final class MockStore<Key: Hashable, Value>: Store, Mock, @unchecked Sendable where Value: Equatable {"))
        #expect(lines.contains("typealias MocksType = NoDefaultImplementation"))
        #expect(lines.contains("typealias Stubbing = __StubbingProxy_Store<Key, Value>"))
        #expect(lines.contains("func enableDefaultImplementation<__Original: Store>(_ original: __Original) where __Original.Key == Key, __Original.Value == Value {"))
        #expect(lines.contains("func enableDefaultImplementation<__Original: Store>(mutating original: inout __Original) where __Original.Key == Key, __Original.Value == Value {"))
        #expect(lines.contains("__manager.call(.method(0, \"put(_:for:)\"), arguments: (value, key), defaultImplementation: { (__original: any Store) -> Void in func __open<__O: Store>(_ __o: __O) -> Void { return __o.put((value as! __O.Value), for: (key as! __O.Key)) }; return __open(__original) })"))
        #expect(lines.contains("return try __manager.callThrowing(.method(1, \"get(_:)\"), arguments: (key), defaultImplementation: { (__original: any Store) throws(StoreError) -> Value in func __open<__O: Store>(_ __o: __O) throws(StoreError) -> Value { return (try __o.get((key as! __O.Key))) as! Value }; return try __open(__original) })"))
        #expect(lines.contains("struct __StubbingProxy_Store<Key: Hashable, Value>: StubbingProxy where Value: Equatable {"))
    }

    @Test func primaryAssociatedTypesForwardThroughTheExistential() {
        let lines = Emitted.lines("protocol Repository<Item> { associatedtype Item; func save(_ item: Item) }")
        #expect(lines.contains("typealias MocksType = any Repository<Item>"))
        #expect(lines.contains("__manager.call(.method(0, \"save(_:)\"), arguments: (item), defaultImplementation: { (__original: any Repository<Item>) -> Void in __original.save(item) })"))
    }

    @Test func overloadsOnlyByResultArePickedByTypeOrByAReturningParameter() {
        let lines = Emitted.lines("protocol P { func make() -> Int; func make() -> String }")
        #expect(lines.contains("func make() -> StubFunction<Void, Int> {"))
        #expect(lines.contains("func make(returning _: Int.Type) -> StubFunction<Void, Int> {"))
        #expect(lines.contains("func make() -> VerifiedCalls<Void, String> {"))
        #expect(lines.contains("func make(returning _: String.Type) -> VerifiedCalls<Void, String> {"))
        #expect(lines.contains("return __manager.call(.method(1, \"make()\"), arguments: (), defaultImplementation: { (__original: any P) -> String in __original.make() })"))
    }

    @Test func resultOnlyGenericsAreDroppedFromTheVerificationProxy() {
        let lines = Emitted.lines("protocol P { func decode<T: Decodable>(_ text: String) -> T where T: Sendable }")
        #expect(lines.contains("func decode<M1: Matchable, T: Decodable>(_ text: M1) -> StubFunction<(String), T> where M1.MatchedType == String, T: Sendable {"))
        #expect(lines.contains("func decode<M1: Matchable>(_ text: M1) -> VerifiedCalls<(String), UnspecifiedResult> where M1.MatchedType == String {"))
    }

    @Test func opaqueParametersGetAGenericOfTheirOwnInProxies() {
        let lines = Emitted.lines("protocol P { func draw(_ shape: some Shape, _ other: any Shape) }")
        #expect(lines.contains("func draw(_ shape: some Shape, _ other: any Shape) {"))
        #expect(lines.contains("func draw<M1: Matchable, M2: Matchable, __Opaque1: Shape>(_ shape: M1, _ other: M2) -> StubFunction<(__Opaque1, any Shape), Void> where M1.MatchedType == __Opaque1, M2.MatchedType == any Shape {"))
    }

    @Test func selfBecomesTheMockTypeWithoutDefaultImplementation() {
        let lines = Emitted.lines("protocol P { func copy() -> Self; static func make() -> Self; func same(_ other: Self) -> Bool }")
        #expect(lines.contains("func copy() -> MockP {"))
        #expect(lines.contains("return __manager.call(.method(0, \"copy()\"), arguments: ())"))
        #expect(lines.contains("static func make() -> MockP {"))
        #expect(lines.contains("func same<M1: Matchable>(_ other: M1) -> StubFunction<(MockP), Bool> where M1.MatchedType == MockP {"))
        #expect(lines.contains("func copy() -> PStub {"))
        #expect(lines.contains("return PStub()"))
    }

    @Test func attributedNonEscapingClosuresAreRecordedAsTypedLiterals() {
        let lines = Emitted.lines("protocol P { func run(_ work: @Sendable (Int) throws -> Void) rethrows }")
        #expect(lines.contains("try withoutActuallyEscaping(work) { (__work: @escaping @Sendable (Int) throws -> Void) throws -> Void in"))
        #expect(lines.contains("try __manager.callThrowing(.method(0, \"run(_:)\"), arguments: (__work), recordedAs: ({ @Sendable (_: Int) throws -> Void in __nonEscapingClosureCalled() }), defaultImplementation: { (__original: any P) throws -> Void in try __original.run(__work) })"))
        #expect(lines.contains("try __rethrowing({"))
    }

    @Test func initRequirementsCreateTheManager() {
        let lines = Emitted.lines("protocol P { init(name: String); init?(code: Int) throws }")
        #expect(lines.contains("init(name: String) {"))
        #expect(lines.contains("init?(code: Int) throws {"))
        #expect(lines.contains("__manager = MockManager(mockedTypeName: \"P\")"))
        #expect(lines.contains("init(name: String) {}"))
    }

    @Test func parametersNamedLikeGeneratedNamesDoNotCollide() {
        let lines = Emitted.lines("protocol P { func f(_ __original: Int) -> Int; func g<M1>(_ a: M1, _ b: Int) }")
        #expect(lines.contains("return __manager.call(.method(0, \"f(_:)\"), arguments: (__original), defaultImplementation: { (__originalMock: any P) -> Int in __originalMock.f(__original) })"))
        #expect(lines.contains("func g<__M1: Matchable, __M2: Matchable, M1>(_ a: __M1, _ b: __M2) -> StubFunction<(M1, Int), Void> where __M1.MatchedType == M1, __M2.MatchedType == Int {"))
    }
}

@Suite struct EmitNestedTypeNameTests {
    @Test func typesNestedInTheMockedTypeAreQualifiedForTheProxies() {
        let lines = Emitted.lines("""
            class Storage {
                enum State { case empty }
                typealias Handler = (State) -> Void
                var state: State = .empty
                func observe(_ handler: @escaping Handler) {}
            }
            """)
        #expect(lines.contains("var state: StubbedProperty<Storage.State> {"))
        #expect(lines.contains("func observe<M1: Matchable>(_ handler: M1) -> StubFunction<(Storage.Handler), Void> where M1.MatchedType == Storage.Handler {"))
        #expect(lines.contains("override func observe(_ handler: @escaping Storage.Handler) {"))
    }
}

@Suite struct EmitMutatingAccessorTests {
    @Test func mutatingGettersCopyTheExistential() {
        let lines = Emitted.lines("protocol P { var inner: Int { mutating get } }")
        #expect(lines.contains("return __manager.call(.getter(0, \"inner\"), arguments: (), defaultImplementation: { (__original: any P) -> Int in var __original = __original; return __original.inner })"))
    }

    @Test func privateStoredPropertiesWithoutTypesAreNotReported() {
        let output = Emitted.output("class C { private let lock = make(); private var state = State.idle; let id = UUID() }")
        #expect(output.diagnostics.isEmpty)
    }
}
