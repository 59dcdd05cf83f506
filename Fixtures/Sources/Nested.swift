/// Protocols nested in a struct and an enum: mocks go into extensions of the outer types.
public struct Outer {
    public protocol Inner {
        func ping() -> String
    }
}

public enum Namespace {
    public protocol Handler {
        func handle(_ event: String) -> Bool
    }
}
