/// What an unstubbed call does.
public enum Strictness: Sendable {
    /// Reports a failure naming the call and how to stub it, then returns the registry default.
    case strict
    /// Silently returns the registry default, like a `…Stub` type.
    case lenient
}
