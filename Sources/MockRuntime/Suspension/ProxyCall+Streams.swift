// `thenStream()`: members returning `AsyncStream`, `AsyncThrowingStream` or an `any AsyncSequence`
// of them hand out streams the test writes to through a `StreamSource`.

extension ProxyCall {
    /// Each call returns a new stream fed by the source; see ``StreamSource``.
    public func thenStream<Element>(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> StreamSource<Element, Never> where Output == AsyncStream<Element> {
        let source: StreamSource<Element, Never> = streamSource(MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        core.append([.implementation { _ in source.makePlainStream() }])
        return source
    }

    /// Each call returns a new stream fed by the source; see ``StreamSource``.
    public func thenStream<Element>(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> StreamSource<Element, any Error> where Output == AsyncThrowingStream<Element, any Error> {
        let source: StreamSource<Element, any Error> = streamSource(MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        core.append([.implementation { _ in source.makeThrowingStream() }])
        return source
    }

    /// Each call returns a new stream fed by the source; see ``StreamSource``.
    public func thenStream<Element>(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> StreamSource<Element, Never> where Output == any AsyncSequence<Element, Never> {
        let source: StreamSource<Element, Never> = streamSource(MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        core.append([.implementation { _ in source.makePlainStream() }])
        return source
    }

    /// Each call returns a new stream fed by the source; see ``StreamSource``.
    public func thenStream<Element>(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> StreamSource<Element, any Error> where Output == any AsyncSequence<Element, any Error> {
        let source: StreamSource<Element, any Error> = streamSource(MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        core.append([.implementation { _ in source.makeThrowingStream() }])
        return source
    }

    private func streamSource<Element, Failure>(_ location: MockSourceLocation) -> StreamSource<Element, Failure> {
        let core = self.core
        let source = StreamSource<Element, Failure>(
            label: core.member.renderCall(on: core.manager.name, core.matchers.map(\.description)), location: location, manager: core.manager
        )
        ExpectationChecking.register(source)
        return source
    }
}
