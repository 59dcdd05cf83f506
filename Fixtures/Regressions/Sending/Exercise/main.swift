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
let producer = MockProducer<Int>()
stub(producer) { stub in when(stub.produce()).thenReturn(9) }
let produced = try await producer.produce()
precondition(produced == 9)
DefaultValueRegistry.register(value: 4, forType: Int.self)
let defaulted = try await ProducerStub<Int>().produce()
precondition(defaulted == 4)
let scheduler = MockScheduler()
stub(scheduler) { stub in
    when(stub.schedule(any(), on: any(), any())).then { _, _, work in work(2) }
    when(stub.onMain(any(), main: any(), body: any())).thenDoNothing()
}
let scheduled = try await scheduler.schedule(nil, on: counter) { $0 * 10 }
precondition(scheduled == 20)
try scheduler.onMain(nil, main: MainActor.shared) { $0.count }
verify(scheduler).schedule(any(), on: any(), any())
verify(scheduler).onMain(any(), main: any(), body: any())
let mainBound = MockMainBound()
stub(mainBound) { stub in when(stub.run(on: any())).thenReturn(6) }
let ranOnMain = try mainBound.run(on: MainActor.shared)
precondition(ranOnMain == 6)
print("exercise ok")
