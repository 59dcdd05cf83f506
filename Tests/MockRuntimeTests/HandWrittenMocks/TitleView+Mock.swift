// Below this header: exactly what mockgen generates for `TitleView.swift` (next to this file), minus
// its own header. HandWrittenMockContractTests (MockgenCoreTests) fails if the two drift apart;
// regenerate with `mockgen generate --no-header` rather than editing by hand.
// docs/GeneratedMockShape.md, "@MainActor protocols": the mock is main-actor isolated; what the
// runtime touches is `nonisolated`.
import MockRuntime

@MainActor
final class MockTitleView: TitleView, Mock {
    typealias MocksType = any TitleView
    typealias Stubbing = __StubbingProxy_TitleView
    typealias Verification = __VerificationProxy_TitleView

    nonisolated let __manager: MockManager

    nonisolated init(__fileID: String = #fileID, __filePath: StaticString = #filePath, __line: UInt = #line, __column: UInt = #column) {
        __manager = MockManager(mockedTypeName: "TitleView", createdAt: MockSourceLocation(fileID: __fileID, filePath: __filePath, line: __line, column: __column))
    }

    func show(_ title: String) {
        __manager.call(.method(0, "show(_:)"), arguments: (title), defaultImplementation: { (__original: any TitleView) -> Void in __original.show(title) })
    }

    var isVisible: Bool {
        return __manager.call(.getter(1, "isVisible"), arguments: (), defaultImplementation: { (__original: any TitleView) -> Bool in __original.isVisible })
    }
}

struct __StubbingProxy_TitleView: StubbingProxy {
    private let __manager: MockManager

    init(manager: MockManager) { __manager = manager }

    func show<M1: Matchable>(_ title: M1) -> StubFunction<(String), Void> where M1.MatchedType == String {
        let __matchers: [ArgumentMatcher<(String)>] = [ArgumentMatcher(1, title.matcher) { $0 }]
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(0, "show(_:)"), matchers: __matchers))
    }

    var isVisible: StubbedReadOnlyProperty<Bool> {
        return StubbedReadOnlyProperty(manager: __manager, getter: .getter(1, "isVisible"))
    }
}

struct __VerificationProxy_TitleView: VerificationProxy {
    private let __context: VerificationContext

    init(context: VerificationContext) { __context = context }

    @discardableResult
    func show<M1: Matchable>(_ title: M1) -> VerifiedCalls<(String), Void> where M1.MatchedType == String {
        let __matchers: [ArgumentMatcher<(String)>] = [ArgumentMatcher(1, title.matcher) { $0 }]
        return __context.verify(.method(0, "show(_:)"), __matchers)
    }

    var isVisible: VerifyReadOnlyProperty<Bool> {
        return VerifyReadOnlyProperty(context: __context, getter: .getter(1, "isVisible"))
    }
}

@MainActor
final class TitleViewStub: TitleView {
    nonisolated init() {}

    func show(_ title: String) {}

    var isVisible: Bool {
        return DefaultValueRegistry.defaultValue(for: Bool.self)
    }
}
