import Foundation
import Testing
@testable import MockgenCore

/// The shape of each member kind (docs/GeneratedMockShape.md, "Member kinds").
@Suite struct EmitMemberKindTests {
    /// Every member of the runtime tests' `Service` gets an entry in its mock's member table
    /// (a setter one of its own), and each index the table describes is passed by the mock;
    /// GeneratedFileSnapshotTests checks the whole text.
    @Test func everyMemberKindGetsATableEntry() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("MockRuntimeTests/Mocked")
        let source = try String(contentsOf: folder.appendingPathComponent("Service.swift"), encoding: .utf8)
        let lines = Emitted.lines(source)
        let text = lines.joined(separator: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("static var members: MemberTable {") })
        let entries = lines[(start + 1)...].prefix { !$0.hasPrefix("\"\"\"") }
        let count = entries.reduce(0) { $0 + $1.split(separator: ";").count }
        #expect(count >= 15)
        for index in 0..<count {
            // A call too long for its line has its index on a line of its own.
            #expect(text.range(of: "__call[A-Za-z]*\\(\\s*\(index)[,)]", options: .regularExpression) != nil, "index \(index) is never passed")
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
        #expect(lines.contains("let __manager = MockManager(mockedTypeName: \"Counter\", hasSuperclass: true, members: __Counter.members)"))
        #expect(lines.contains("self.__callWithSuper(2, (step), super: { super.increment(by: step) }) { $0.increment(by: step) }"))
        #expect(lines.contains("set { self.__callWithSuper(1, (newValue), super: { super.value = newValue }) { $0.value = newValue } }"))
        #expect(lines.contains("override class func kind() -> String { Self.__call(0, ()) }"))
        #expect(lines.contains("value; value.set") && lines.contains("increment(by:)") && lines.contains("kind()"))
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
        #expect(lines.contains("class MockStore<Key: Hashable, Value>: Store, Mock, @unchecked Sendable where Value: Equatable {"))
        #expect(lines.contains("final class StoreStub<Key: Hashable, Value>: MockStore<Key, Value>, MockStub, @unchecked Sendable where Value: Equatable {}"))
        #expect(lines.contains("typealias MocksType = NoDefaultImplementation"))
        #expect(lines.contains("typealias Stubbing = __Proxy_Store<Key, Value>"))
        #expect(lines.contains("_ original: __Original"))
        #expect(lines.contains("mutating original: inout __Original"))
        #expect(lines.contains(") where __Original.Key == Key, __Original.Value == Value {"))
        #expect(lines.contains("self.__callOpening(0, (value, key)) { (__original: any Store) -> Void in"))
        #expect(lines.contains("return __o.put((value as! __O.Value), for: (key as! __O.Key))"))
        #expect(lines.contains("try self.__callThrowingOpening(1, (key)) { (__original: any Store) throws(StoreError) -> Value in"))
        #expect(lines.contains("return (try __o.get((key as! __O.Key))) as! Value"))
        #expect(lines.contains("return try __open(__original)"))
        #expect(lines.contains("struct __Proxy_Store<Key: Hashable, Value>: MockProxy where Value: Equatable {"))
    }

    @Test func primaryAssociatedTypesForwardThroughTheExistential() {
        let lines = Emitted.lines("protocol Repository<Item> { associatedtype Item; func save(_ item: Item) }")
        #expect(lines.contains("typealias MocksType = any Repository<Item>"))
        #expect(lines.contains("final func save(_ item: Item) { self.__callCapturing(0, (item)) { $0.save(item) } }"))
    }

    @Test func overloadsOnlyByResultArePickedByTypeOrByAReturningParameter() {
        let lines = Emitted.lines("protocol P { func make() -> Int; func make() -> String }")
        #expect(lines.contains("@discardableResult func make() -> __Call<Void, Int> { self.__proxy.call0(0) }"))
        #expect(lines.contains("@discardableResult func make(returning _: Int.Type) -> __Call<Void, Int> { self.__proxy.call0(0) }"))
        #expect(lines.contains("@discardableResult func make() -> __Call<Void, String> { self.__proxy.call0(1) }"))
        #expect(lines.contains("@discardableResult func make(returning _: String.Type) -> __Call<Void, String> { self.__proxy.call0(1) }"))
        // The result picks the overload, so the forwarding closure spells its type out.
        #expect(lines.contains("self.__callCapturing(1, ()) { (__original: MocksType) -> String in __original.make() }"))
    }

    @Test func resultOnlyGenericsAreDroppedFromTheVerificationProxy() {
        let lines = Emitted.lines("protocol P { func decode<T: Decodable>(_ text: String) -> T where T: Sendable }")
        #expect(lines.contains("@discardableResult func decode<T: Decodable>(_ text: some Matchable<String>)"))
        #expect(lines.contains("-> __Call<String, T> where T: Sendable { self.__proxy.call1(0, text) }"))
        // `verify(mock).decode("x")` needs no `T`: an overload for verification, in the same proxy.
        #expect(!lines.contains { $0.hasPrefix("extension __Proxy_P") })
        #expect(lines.contains("@discardableResult func decode(_ text: some Matchable<String>)"))
        #expect(lines.contains("-> VerifiedCalls<String, UnspecifiedResult> { self.__proxy.call1(0, text) }"))
    }

    @Test func opaqueParametersGetAGenericOfTheirOwnInProxies() {
        let lines = Emitted.lines("protocol P { func draw(_ shape: some Shape, _ other: any Shape) }")
        #expect(lines.contains("final func draw(_ shape: some Shape, _ other: any Shape) {"))
        #expect(lines.contains("self.__callPassing(0, (shape, other)) { $0.draw($1.0, $1.1) }"))
        #expect(lines.contains("_ shape: some Matchable<__Opaque1>, _ other: some Matchable<any Shape>"))
        #expect(lines.contains(") -> __Call<(__Opaque1, any Shape), Void> {"))
    }

    @Test func selfBecomesTheMockTypeWithoutDefaultImplementation() {
        let lines = Emitted.lines("protocol P { func copy() -> Self; static func make() -> Self; func same(_ other: Self) -> Bool }")
        #expect(lines.contains("func copy() -> MockP { self.__call(0, ()) }"))
        #expect(lines.contains("static func make() -> MockP { Self.__call(0, ()) }"))
        #expect(lines.contains("@discardableResult func same(_ other: some Matchable<MockP>) -> __Call<MockP, Bool> { self.__proxy.call1(1, other) }"))
        #expect(lines.contains("@discardableResult func make() -> __Call<Void, MockP> { self.__proxy.call0(0) }"))
        #expect(lines.contains("func copy() -> PStub { PStub() }"))
    }

    @Test func attributedNonEscapingClosuresAreRecordedAsTypedLiterals() {
        let lines = Emitted.lines("protocol P { func run(_ work: @Sendable (Int) throws -> Void) rethrows }")
        #expect(lines.contains("try withoutActuallyEscaping(work) { (__work: @escaping @Sendable (Int) throws -> Void) throws -> Void in"))
        #expect(lines.contains("recordedAs: ({ @Sendable (_: Int) throws -> Void in __nonEscapingClosureCalled() })"))
        #expect(lines.contains("try $0.run(__work)"))
        #expect(lines.contains("try __rethrowing({"))
        #expect(lines.contains("}, rescue: { throw $0 })"))
    }

    @Test func initRequirementsCreateTheManager() {
        let lines = Emitted.lines("protocol P { init(name: String); init?(code: Int) throws }")
        // `required`: the stub, a subclass, inherits them.
        #expect(lines.contains("required init(name: String) { __manager = MockManager(\"P\", Self.self, __P.members) }"))
        #expect(lines.contains("required init?(code: Int) throws { __manager = MockManager(\"P\", Self.self, __P.members) }"))
        #expect(lines.contains("final class PStub: MockP, MockStub, @unchecked Sendable {}"))
    }

    @Test func parametersNamedLikeGeneratedNamesDoNotCollide() {
        let lines = Emitted.lines("protocol P { func f(_ __original: Int) -> Int; func g<M1>(_ a: M1, _ b: Int); func h(_ __proxy: Int) }")
        #expect(lines.contains("final func f(_ __original: Int) -> Int { self.__callPassing(0, (__original)) { $0.f($1) } }"))
        #expect(lines.contains("@discardableResult func g<M1>(_ a: some Matchable<M1>, _ b: some Matchable<Int>)"))
        #expect(lines.contains("@discardableResult func h(_ __proxy: some Matchable<Int>) -> __Call<Int, Void> { self.__proxy.call1(2, __proxy) }"))
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
        #expect(lines.contains("var state: __Property<Storage.State> { self.__proxy.property(0) }"))
        #expect(lines.contains("@discardableResult func observe(_ handler: some Matchable<Storage.Handler>)"))
        #expect(lines.contains("-> __Call<Storage.Handler, Void> { self.__proxy.call1(2, handler) }"))
        #expect(lines.contains("override func observe(_ handler: @escaping Storage.Handler) {"))
    }
}

@Suite struct EmitMutatingAccessorTests {
    @Test func mutatingGettersCopyTheExistential() {
        let lines = Emitted.lines("protocol P { var inner: Int { mutating get } }")
        #expect(lines.contains("final var inner: Int { self.__callNoArguments(0) { var __original = $0; return __original.inner } }"))
    }

    @Test func privateStoredPropertiesWithoutTypesAreNotReported() {
        let output = Emitted.output("class C { private let lock = make(); private var state = State.idle; let id = UUID() }")
        #expect(output.diagnostics.isEmpty)
    }
}
