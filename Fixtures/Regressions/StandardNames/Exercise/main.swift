import MockRuntime
@testable import StandardNames

let loader = MockLoader()
stub(loader) { stub in
    when(stub.load(any())).thenReturn("loaded")
    when(stub.fetch(limit: isNil())).thenReturn([1, 2])
    when(stub.run()).thenDoNothing()
    when(stub.make()).thenReturn(Error(code: 7))
    when(stub.name.get).thenReturn("loader")
}
precondition(try! loader.load(3) == "loaded")
precondition(loader.make() == Error(code: 7))
precondition(loader.name == "loader")
loader.run()
verify(loader).load(3)
verify(loader).run()
verify(loader).make()

let service = MockService()
stub(service) { stub in
    when(stub.call(2)).thenReturn(4)
    when(stub.status()).thenReturn(.failed)
}
precondition(try! service.call(2) == 4)
precondition(service.status() == .failed)
verify(service).call(2)

let keyed = MockKeyed()
precondition(keyed == keyed && keyed != MockKeyed())
precondition(keyed.description == "MockKeyed")
let runtimeNames = MockUsesRuntimeNames()
stub(runtimeNames) { stub in when(stub.fail()).thenReturn(nil) }
precondition(runtimeNames.fail() == nil)
verify(runtimeNames).fail()
let span = MockSpan()
stub(span) { stub in when(stub.operationName.get).thenReturn("fetch") }
let tracer = MockTracer()
stub(tracer) { stub in when(stub.startSpan(any())).thenReturn(span) }
precondition(tracer.startSpan("fetch").operationName == "fetch")
verify(tracer).startSpan("fetch")
let sampler = MockSampler()
stub(sampler) { stub in when(stub.level(any(), raw: 7)).thenReturn(3) }
precondition(sampler.level(UInt8(), raw: 7) == 3)
verify(sampler).level(any(), raw: 7)
print("exercise ok")
