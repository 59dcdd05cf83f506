import MockRuntime
@testable import Sending

let maker = MockMaker()
stub(maker) { stub in
    when(stub.make()).then { Box(value: 7) }
    when(stub.take(any())).thenDoNothing()
    when(stub.both(any())).then { $0 }
    when(stub.runAsync(on: any())).thenReturn(3)
    when(stub.caller()).thenReturn(4)
    when(stub.concurrent()).thenReturn(5)
}
precondition(maker.make().value == 7)
maker.take(Box(value: 2))
precondition(maker.both(Box(value: 8)).value == 8)
let counter = Counter()
let runAsyncMaker = await maker.runAsync(on: counter)
precondition(runAsyncMaker == 3)
let callerMaker = await maker.caller()
precondition(callerMaker == 4)
let concurrentMaker = await maker.concurrent()
precondition(concurrentMaker == 5)
verify(maker).make()
verify(maker).take(any())
verify(maker).runAsync(on: any())

let factory = MockFactory()
stub(factory) { stub in
    when(stub.make()).thenCallRealImplementation()
    when(stub.both(any())).thenCallRealImplementation()
    when(stub.caller()).thenReturn(9)
}
precondition(factory.make().value == 1)
precondition(factory.both(Box(value: 6)).value == 6)
let callerFactory = await factory.caller()
precondition(callerFactory == 9)
verify(factory).both(any())
stub(maker) { stub in
    when(stub.number(any())).then { $0 + 1 }
    when(stub.wrap(anyClosure())).then { make in make() }
}
precondition(maker.number(1) == 2 && maker.wrap({ Box(value: 3) }).value == 3)

@concurrent func fetchIsolated() async throws -> Int {
    let isolated = await MockIsolated()
    await stub(isolated) { stub in when(stub.fetch(anyClosure(), with: any())).thenReturn(5) }
    return try await isolated.fetch({ $0 }, with: Box())
}
let fetched = try await fetchIsolated()
precondition(fetched == 5)
print("exercise ok")
