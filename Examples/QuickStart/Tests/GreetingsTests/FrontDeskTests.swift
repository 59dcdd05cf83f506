import Greetings
import MockRuntime
import Testing

struct FarewellFailed: Error {}

@Test func welcomesEveryVisitorThroughTheGreeter() {
    let greeter = MockGreeter()
    stub(greeter) { stub in
        when(stub.greet(anyString())).thenReturn("Hello")
        when(stub.greet("Bob")).thenReturn("Hi Bob")
    }

    let desk = FrontDesk(greeter: greeter)

    #expect(desk.welcome(["Alice", "Bob"]) == ["Hello", "Hi Bob"])
    verify(greeter).greet("Alice")
    verify(greeter, times(2)).greet(anyString())
}

@Test func closingReturnsNilWhenTheGreeterThrows() async {
    let greeter = MockGreeter()
    stub(greeter) { stub in
        when(stub.farewell(anyString())).thenThrow(FarewellFailed())
    }

    #expect(await FrontDesk(greeter: greeter).close(for: "Alice") == nil)
    verify(greeter).farewell("Alice")
    verifyNoMoreInteractions(greeter)
}
