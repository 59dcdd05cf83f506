// Below this header: exactly what mockgen generates for `Service.swift` (next to this file), minus
// its own header. HandWrittenMockContractTests (MockgenCoreTests) fails if the two drift apart;
// regenerate with `mockgen generate --no-header` rather than editing by hand.
// docs/GeneratedMockShape.md: one member of every kind the generator must handle. `log(_:)` has
// no default implementation (Swift cannot forward an array to a variadic parameter), and the
// verification proxy's `decode(_:)` drops `T`, which occurs only in the result.
import MockRuntime

final class MockService: Service, Mock, StaticMock, @unchecked Sendable {
    typealias MocksType = any Service
    typealias Stubbing = __StubbingProxy_Service
    typealias Verification = __VerificationProxy_Service
    typealias StaticStubbing = __StaticStubbingProxy_Service
    typealias StaticVerification = __StaticVerificationProxy_Service

    let __manager: MockManager

    static var __staticManager: MockManager {
        return MockManager.forStaticMembers(of: MockService.self, mockedTypeName: "Service")
    }

    init(__fileID: String = #fileID, __filePath: StaticString = #filePath, __line: UInt = #line, __column: UInt = #column) {
        __manager = MockManager(mockedTypeName: "Service", createdAt: MockSourceLocation(fileID: __fileID, filePath: __filePath, line: __line, column: __column))
    }

    init(configuration: String) {
        __manager = MockManager(mockedTypeName: "Service")
    }

    func fetch(_ key: String) throws -> Int {
        return try __manager.callThrowing(.method(0, "fetch(_:)"), arguments: (key), defaultImplementation: { (__original: any Service) throws -> Int in try __original.fetch(key) })
    }

    func load(id: Int) throws(LoadError) -> String {
        return try __manager.callThrowing(.method(1, "load(id:)"), arguments: (id), defaultImplementation: { (__original: any Service) throws(LoadError) -> String in try __original.load(id: id) })
    }

    func refresh() async {
        await __manager.callAsync(.method(2, "refresh()"), arguments: (), defaultImplementation: { (__original: any Service) async -> Void in await __original.refresh() })
    }

    func download(from url: String, retries: Int) async throws -> [UInt8] {
        return try await __manager.callAsyncThrowing(.method(3, "download(from:retries:)"), arguments: (url, retries), defaultImplementation: { (__original: any Service) async throws -> [UInt8] in try await __original.download(from: url, retries: retries) })
    }

    func transform(_ values: [Int], using body: (Int) throws -> Int) rethrows -> [Int] {
        return try __rethrowing({
            try withoutActuallyEscaping(body) { (__body: @escaping (Int) throws -> Int) throws -> [Int] in
                try __manager.callThrowing(.method(4, "transform(_:using:)"), arguments: (values, __body), recordedAs: (values, __nonEscapingPlaceholder(__body)), defaultImplementation: { (__original: any Service) throws -> [Int] in try __original.transform(values, using: __body) })
            }
        }, rescue: { throw $0 })
    }

    func find(name: String?) -> Int? {
        return __manager.call(.method(5, "find(name:)"), arguments: (name), defaultImplementation: { (__original: any Service) -> Int? in __original.find(name: name) })
    }

    func bump(_ value: inout Int) {
        let __value: Int = value
        __manager.call(.method(6, "bump(_:)"), arguments: (__value), defaultImplementation: { (__original: any Service) -> Void in __original.bump(&value) })
    }

    func perform(_ work: () -> Void) {
        withoutActuallyEscaping(work) { (__work: @escaping () -> Void) -> Void in
            __manager.call(.method(7, "perform(_:)"), arguments: (__work), recordedAs: (__nonEscapingPlaceholder(__work)), defaultImplementation: { (__original: any Service) -> Void in __original.perform(__work) })
        }
    }

    func schedule(after delay: Double, _ completion: @escaping @Sendable (Bool) -> Void) {
        __manager.call(.method(8, "schedule(after:_:)"), arguments: (delay, completion), defaultImplementation: { (__original: any Service) -> Void in __original.schedule(after: delay, completion) })
    }

    func log(_ messages: String...) {
        __manager.call(.method(9, "log(_:)"), arguments: (messages)) as Void
    }

    func store<T>(_ value: T, forKey key: String) {
        __manager.call(.method(10, "store(_:forKey:)"), arguments: (value, key), defaultImplementation: { (__original: any Service) -> Void in __original.store(value, forKey: key) })
    }

    subscript(index: Int) -> String {
        get {
            return __manager.call(.subscriptGetter(11, "subscript(_:)"), arguments: (index), defaultImplementation: { (__original: any Service) -> String in __original[index] })
        }
        set {
            __manager.call(.subscriptSetter(12, "subscript(_:)"), arguments: (index, newValue), defaultImplementation: { (__original: any Service) -> Void in var __original = __original; __original[index] = newValue })
        }
    }

    var title: String {
        return __manager.call(.getter(13, "title"), arguments: (), defaultImplementation: { (__original: any Service) -> String in __original.title })
    }

    var nickname: String? {
        get {
            return __manager.call(.getter(14, "nickname"), arguments: (), defaultImplementation: { (__original: any Service) -> String? in __original.nickname })
        }
        set {
            __manager.call(.setter(15, "nickname"), arguments: (newValue), defaultImplementation: { (__original: any Service) -> Void in var __original = __original; __original.nickname = newValue })
        }
    }

    static func version() -> String {
        return __staticManager.call(.method(0, "version()"), arguments: ())
    }

    func decode<T>(_ text: String) -> T {
        return __manager.call(.method(16, "decode(_:)"), arguments: (text), defaultImplementation: { (__original: any Service) -> T in __original.decode(text) })
    }

    var token: String {
        get async throws {
            return try await __manager.callAsyncThrowing(.getter(17, "token"), arguments: (), defaultImplementation: { (__original: any Service) async throws -> String in try await __original.token })
        }
    }
}

struct __StubbingProxy_Service: StubbingProxy {
    private let __manager: MockManager

    init(manager: MockManager) { __manager = manager }

    func fetch<M1: Matchable>(_ key: M1) -> StubThrowingFunction<(String), Int, any Error> where M1.MatchedType == String {
        let __matchers: [ArgumentMatcher<(String)>] = [ArgumentMatcher(1, key.matcher) { $0 }]
        return StubThrowingFunction(StubFunctionCore(manager: __manager, member: .method(0, "fetch(_:)"), matchers: __matchers))
    }

    func load<M1: Matchable>(id: M1) -> StubThrowingFunction<(Int), String, LoadError> where M1.MatchedType == Int {
        let __matchers: [ArgumentMatcher<(Int)>] = [ArgumentMatcher(1, id.matcher) { $0 }]
        return StubThrowingFunction(StubFunctionCore(manager: __manager, member: .method(1, "load(id:)"), matchers: __matchers))
    }

    func refresh() -> StubAsyncFunction<Void, Void> {
        let __matchers: [ArgumentMatcher<Void>] = []
        return StubAsyncFunction(StubFunctionCore(manager: __manager, member: .method(2, "refresh()"), matchers: __matchers))
    }

    func download<M1: Matchable, M2: Matchable>(from url: M1, retries: M2) -> StubAsyncThrowingFunction<(String, Int), [UInt8], any Error> where M1.MatchedType == String, M2.MatchedType == Int {
        let __matchers: [ArgumentMatcher<(String, Int)>] = [ArgumentMatcher(1, url.matcher) { $0.0 }, ArgumentMatcher(2, retries.matcher) { $0.1 }]
        return StubAsyncThrowingFunction(StubFunctionCore(manager: __manager, member: .method(3, "download(from:retries:)"), matchers: __matchers))
    }

    func transform<M1: Matchable, M2: Matchable>(_ values: M1, using body: M2) -> StubRethrowingFunction<([Int], (Int) throws -> Int), [Int]> where M1.MatchedType == [Int], M2.MatchedType == (Int) throws -> Int {
        let __matchers: [ArgumentMatcher<([Int], (Int) throws -> Int)>] = [ArgumentMatcher(1, values.matcher) { $0.0 }, ArgumentMatcher(2, body.matcher) { $0.1 }]
        return StubRethrowingFunction(StubFunctionCore(manager: __manager, member: .method(4, "transform(_:using:)"), matchers: __matchers))
    }

    func find<M1: OptionalMatchable>(name: M1) -> StubFunction<(String?), Int?> where M1.OptionalMatchedType == String {
        let __matchers: [ArgumentMatcher<(String?)>] = [ArgumentMatcher(1, name.optionalMatcher) { $0 }]
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(5, "find(name:)"), matchers: __matchers))
    }

    func bump<M1: Matchable>(_ value: M1) -> StubFunction<(Int), Void> where M1.MatchedType == Int {
        let __matchers: [ArgumentMatcher<(Int)>] = [ArgumentMatcher(1, value.matcher) { $0 }]
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(6, "bump(_:)"), matchers: __matchers))
    }

    func perform<M1: Matchable>(_ work: M1) -> StubFunction<(() -> Void), Void> where M1.MatchedType == () -> Void {
        let __matchers: [ArgumentMatcher<(() -> Void)>] = [ArgumentMatcher(1, work.matcher) { $0 }]
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(7, "perform(_:)"), matchers: __matchers))
    }

    func schedule<M1: Matchable, M2: Matchable>(after delay: M1, _ completion: M2) -> StubFunction<(Double, @Sendable (Bool) -> Void), Void> where M1.MatchedType == Double, M2.MatchedType == @Sendable (Bool) -> Void {
        let __matchers: [ArgumentMatcher<(Double, @Sendable (Bool) -> Void)>] = [ArgumentMatcher(1, delay.matcher) { $0.0 }, ArgumentMatcher(2, completion.matcher) { $0.1 }]
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(8, "schedule(after:_:)"), matchers: __matchers))
    }

    func log<M1: Matchable>(_ messages: M1) -> StubFunction<([String]), Void> where M1.MatchedType == [String] {
        let __matchers: [ArgumentMatcher<([String])>] = [ArgumentMatcher(1, messages.matcher) { $0 }]
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(9, "log(_:)"), matchers: __matchers))
    }

    func store<M1: Matchable, M2: Matchable, T>(_ value: M1, forKey key: M2) -> StubFunction<(T, String), Void> where M1.MatchedType == T, M2.MatchedType == String {
        let __matchers: [ArgumentMatcher<(T, String)>] = [ArgumentMatcher(1, value.matcher) { $0.0 }, ArgumentMatcher(2, key.matcher) { $0.1 }]
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(10, "store(_:forKey:)"), matchers: __matchers))
    }

    subscript<M1: Matchable>(index: M1) -> StubbedSubscript<(Int), String> where M1.MatchedType == Int {
        let __matchers: [ArgumentMatcher<(Int)>] = [ArgumentMatcher(1, index.matcher) { $0 }]
        return StubbedSubscript(manager: __manager, getter: .subscriptGetter(11, "subscript(_:)"), setter: .subscriptSetter(12, "subscript(_:)"), indexMatchers: __matchers)
    }

    var title: StubbedReadOnlyProperty<String> {
        return StubbedReadOnlyProperty(manager: __manager, getter: .getter(13, "title"))
    }

    var nickname: StubbedOptionalProperty<String> {
        return StubbedOptionalProperty(manager: __manager, getter: .getter(14, "nickname"), setter: .setter(15, "nickname"))
    }

    func decode<M1: Matchable, T>(_ text: M1) -> StubFunction<(String), T> where M1.MatchedType == String {
        let __matchers: [ArgumentMatcher<(String)>] = [ArgumentMatcher(1, text.matcher) { $0 }]
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(16, "decode(_:)"), matchers: __matchers))
    }

    var token: StubbedAsyncThrowingProperty<String, any Error> {
        return StubbedAsyncThrowingProperty(manager: __manager, getter: .getter(17, "token"))
    }
}

struct __VerificationProxy_Service: VerificationProxy {
    private let __context: VerificationContext

    init(context: VerificationContext) { __context = context }

    @discardableResult
    func fetch<M1: Matchable>(_ key: M1) -> VerifiedCalls<(String), Int> where M1.MatchedType == String {
        let __matchers: [ArgumentMatcher<(String)>] = [ArgumentMatcher(1, key.matcher) { $0 }]
        return __context.verify(.method(0, "fetch(_:)"), __matchers)
    }

    @discardableResult
    func load<M1: Matchable>(id: M1) -> VerifiedCalls<(Int), String> where M1.MatchedType == Int {
        let __matchers: [ArgumentMatcher<(Int)>] = [ArgumentMatcher(1, id.matcher) { $0 }]
        return __context.verify(.method(1, "load(id:)"), __matchers)
    }

    @discardableResult
    func refresh() -> VerifiedCalls<Void, Void> {
        let __matchers: [ArgumentMatcher<Void>] = []
        return __context.verify(.method(2, "refresh()"), __matchers)
    }

    @discardableResult
    func download<M1: Matchable, M2: Matchable>(from url: M1, retries: M2) -> VerifiedCalls<(String, Int), [UInt8]> where M1.MatchedType == String, M2.MatchedType == Int {
        let __matchers: [ArgumentMatcher<(String, Int)>] = [ArgumentMatcher(1, url.matcher) { $0.0 }, ArgumentMatcher(2, retries.matcher) { $0.1 }]
        return __context.verify(.method(3, "download(from:retries:)"), __matchers)
    }

    @discardableResult
    func transform<M1: Matchable, M2: Matchable>(_ values: M1, using body: M2) -> VerifiedCalls<([Int], (Int) throws -> Int), [Int]> where M1.MatchedType == [Int], M2.MatchedType == (Int) throws -> Int {
        let __matchers: [ArgumentMatcher<([Int], (Int) throws -> Int)>] = [ArgumentMatcher(1, values.matcher) { $0.0 }, ArgumentMatcher(2, body.matcher) { $0.1 }]
        return __context.verify(.method(4, "transform(_:using:)"), __matchers)
    }

    @discardableResult
    func find<M1: OptionalMatchable>(name: M1) -> VerifiedCalls<(String?), Int?> where M1.OptionalMatchedType == String {
        let __matchers: [ArgumentMatcher<(String?)>] = [ArgumentMatcher(1, name.optionalMatcher) { $0 }]
        return __context.verify(.method(5, "find(name:)"), __matchers)
    }

    @discardableResult
    func bump<M1: Matchable>(_ value: M1) -> VerifiedCalls<(Int), Void> where M1.MatchedType == Int {
        let __matchers: [ArgumentMatcher<(Int)>] = [ArgumentMatcher(1, value.matcher) { $0 }]
        return __context.verify(.method(6, "bump(_:)"), __matchers)
    }

    @discardableResult
    func perform<M1: Matchable>(_ work: M1) -> VerifiedCalls<(() -> Void), Void> where M1.MatchedType == () -> Void {
        let __matchers: [ArgumentMatcher<(() -> Void)>] = [ArgumentMatcher(1, work.matcher) { $0 }]
        return __context.verify(.method(7, "perform(_:)"), __matchers)
    }

    @discardableResult
    func schedule<M1: Matchable, M2: Matchable>(after delay: M1, _ completion: M2) -> VerifiedCalls<(Double, @Sendable (Bool) -> Void), Void> where M1.MatchedType == Double, M2.MatchedType == @Sendable (Bool) -> Void {
        let __matchers: [ArgumentMatcher<(Double, @Sendable (Bool) -> Void)>] = [ArgumentMatcher(1, delay.matcher) { $0.0 }, ArgumentMatcher(2, completion.matcher) { $0.1 }]
        return __context.verify(.method(8, "schedule(after:_:)"), __matchers)
    }

    @discardableResult
    func log<M1: Matchable>(_ messages: M1) -> VerifiedCalls<([String]), Void> where M1.MatchedType == [String] {
        let __matchers: [ArgumentMatcher<([String])>] = [ArgumentMatcher(1, messages.matcher) { $0 }]
        return __context.verify(.method(9, "log(_:)"), __matchers)
    }

    @discardableResult
    func store<M1: Matchable, M2: Matchable, T>(_ value: M1, forKey key: M2) -> VerifiedCalls<(T, String), Void> where M1.MatchedType == T, M2.MatchedType == String {
        let __matchers: [ArgumentMatcher<(T, String)>] = [ArgumentMatcher(1, value.matcher) { $0.0 }, ArgumentMatcher(2, key.matcher) { $0.1 }]
        return __context.verify(.method(10, "store(_:forKey:)"), __matchers)
    }

    subscript<M1: Matchable>(index: M1) -> VerifySubscript<(Int), String> where M1.MatchedType == Int {
        let __matchers: [ArgumentMatcher<(Int)>] = [ArgumentMatcher(1, index.matcher) { $0 }]
        return VerifySubscript(context: __context, getter: .subscriptGetter(11, "subscript(_:)"), setter: .subscriptSetter(12, "subscript(_:)"), indexMatchers: __matchers)
    }

    var title: VerifyReadOnlyProperty<String> {
        return VerifyReadOnlyProperty(context: __context, getter: .getter(13, "title"))
    }

    var nickname: VerifyOptionalProperty<String> {
        return VerifyOptionalProperty(context: __context, getter: .getter(14, "nickname"), setter: .setter(15, "nickname"))
    }

    @discardableResult
    func decode<M1: Matchable>(_ text: M1) -> VerifiedCalls<(String), UnspecifiedResult> where M1.MatchedType == String {
        let __matchers: [ArgumentMatcher<(String)>] = [ArgumentMatcher(1, text.matcher) { $0 }]
        return __context.verify(.method(16, "decode(_:)"), __matchers)
    }

    var token: VerifyReadOnlyProperty<String> {
        return VerifyReadOnlyProperty(context: __context, getter: .getter(17, "token"))
    }
}

struct __StaticStubbingProxy_Service: StubbingProxy {
    private let __manager: MockManager

    init(manager: MockManager) { __manager = manager }

    func version() -> StubFunction<Void, String> {
        let __matchers: [ArgumentMatcher<Void>] = []
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(0, "version()"), matchers: __matchers))
    }
}

struct __StaticVerificationProxy_Service: VerificationProxy {
    private let __context: VerificationContext

    init(context: VerificationContext) { __context = context }

    @discardableResult
    func version() -> VerifiedCalls<Void, String> {
        let __matchers: [ArgumentMatcher<Void>] = []
        return __context.verify(.method(0, "version()"), __matchers)
    }
}

final class ServiceStub: Service, @unchecked Sendable {
    init() {}
    init(configuration: String) {}

    func fetch(_ key: String) throws -> Int {
        return DefaultValueRegistry.defaultValue(for: Int.self)
    }

    func load(id: Int) throws(LoadError) -> String {
        return DefaultValueRegistry.defaultValue(for: String.self)
    }

    func refresh() async {}

    func download(from url: String, retries: Int) async throws -> [UInt8] {
        return DefaultValueRegistry.defaultValue(for: [UInt8].self)
    }

    func transform(_ values: [Int], using body: (Int) throws -> Int) rethrows -> [Int] {
        return DefaultValueRegistry.defaultValue(for: [Int].self)
    }

    func find(name: String?) -> Int? {
        return DefaultValueRegistry.defaultValue(for: Int?.self)
    }

    func bump(_ value: inout Int) {}

    func perform(_ work: () -> Void) {}

    func schedule(after delay: Double, _ completion: @escaping @Sendable (Bool) -> Void) {}

    func log(_ messages: String...) {}

    func store<T>(_ value: T, forKey key: String) {}

    subscript(index: Int) -> String {
        get { return DefaultValueRegistry.defaultValue(for: String.self) }
        set {}
    }

    var title: String {
        return DefaultValueRegistry.defaultValue(for: String.self)
    }

    var nickname: String? {
        get { return DefaultValueRegistry.defaultValue(for: String?.self) }
        set {}
    }

    static func version() -> String {
        return DefaultValueRegistry.defaultValue(for: String.self)
    }

    func decode<T>(_ text: String) -> T {
        return DefaultValueRegistry.defaultValue(for: T.self)
    }

    var token: String {
        get async throws { return DefaultValueRegistry.defaultValue(for: String.self) }
    }
}
