// Below this header: exactly what mockgen generates for `Repository.swift` (next to this file), minus
// its own header. HandWrittenMockContractTests (MockgenCoreTests) fails if the two drift apart;
// regenerate with `mockgen generate --no-header` rather than editing by hand.
// docs/GeneratedMockShape.md, "Generic protocol with associated types": the associated type
// becomes the mock's generic parameter.
import MockRuntime

final class MockRepository<Item>: Repository, Mock, @unchecked Sendable {
    typealias MocksType = any Repository<Item>
    typealias Stubbing = __StubbingProxy_Repository<Item>
    typealias Verification = __VerificationProxy_Repository<Item>

    let __manager: MockManager

    init(__fileID: String = #fileID, __filePath: StaticString = #filePath, __line: UInt = #line, __column: UInt = #column) {
        __manager = MockManager(mockedTypeName: "Repository", createdAt: MockSourceLocation(fileID: __fileID, filePath: __filePath, line: __line, column: __column))
    }

    func save(_ item: Item) {
        __manager.call(.method(0, "save(_:)"), arguments: (item), defaultImplementation: { (__original: any Repository<Item>) -> Void in __original.save(item) })
    }

    func all() -> [Item] {
        return __manager.call(.method(1, "all()"), arguments: (), defaultImplementation: { (__original: any Repository<Item>) -> [Item] in __original.all() })
    }
}

struct __StubbingProxy_Repository<Item>: StubbingProxy {
    private let __manager: MockManager

    init(manager: MockManager) { __manager = manager }

    func save<M1: Matchable>(_ item: M1) -> StubFunction<(Item), Void> where M1.MatchedType == Item {
        let __matchers: [ArgumentMatcher<(Item)>] = [ArgumentMatcher(1, item.matcher) { $0 }]
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(0, "save(_:)"), matchers: __matchers))
    }

    func all() -> StubFunction<Void, [Item]> {
        let __matchers: [ArgumentMatcher<Void>] = []
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(1, "all()"), matchers: __matchers))
    }
}

struct __VerificationProxy_Repository<Item>: VerificationProxy {
    private let __context: VerificationContext

    init(context: VerificationContext) { __context = context }

    @discardableResult
    func save<M1: Matchable>(_ item: M1) -> VerifiedCalls<(Item), Void> where M1.MatchedType == Item {
        let __matchers: [ArgumentMatcher<(Item)>] = [ArgumentMatcher(1, item.matcher) { $0 }]
        return __context.verify(.method(0, "save(_:)"), __matchers)
    }

    @discardableResult
    func all() -> VerifiedCalls<Void, [Item]> {
        let __matchers: [ArgumentMatcher<Void>] = []
        return __context.verify(.method(1, "all()"), __matchers)
    }
}

final class RepositoryStub<Item>: Repository, @unchecked Sendable {
    init() {}

    func save(_ item: Item) {}

    func all() -> [Item] {
        return DefaultValueRegistry.defaultValue(for: [Item].self)
    }
}
