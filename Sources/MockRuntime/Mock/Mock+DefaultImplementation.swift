// Default implementations held by reference: `enableDefaultImplementation(mutating: &original)`.

/// A default implementation read afresh on every call, so that later changes of the caller's
/// value (a struct) are what unstubbed calls see, as Cuckoo's `mutating:` form promises.
///
/// It keeps a pointer to the caller's variable, which Swift guarantees only for the duration of
/// the `inout` access: the variable must outlive the mock's use (a local of the test that owns
/// the mock, as in every use of this API). Reads happen under the mock's lock.
final class DefaultImplementationReference: @unchecked Sendable {
    private let read: () -> Any

    init<Original>(_ pointer: UnsafeMutablePointer<Original>) {
        read = { pointer.pointee }
    }

    /// How a mock keeps what unstubbed calls forward to: a reference as it is, a value boxed.
    static func stored(_ implementation: Any?) -> AnyObject? {
        guard let implementation else { return nil }
        if let reference = implementation as? DefaultImplementationReference { return reference }
        return DefaultImplementationValue(implementation)
    }

    /// What unstubbed calls forward to: the referenced value now, or the stored value itself.
    static func current(_ stored: AnyObject?) -> Any? {
        guard let stored else { return nil }
        if let value = stored as? DefaultImplementationValue { return value.value }
        return (stored as? DefaultImplementationReference)?.read()
    }
}

/// A default implementation set as a value (`enableDefaultImplementation(real)`), boxed.
final class DefaultImplementationValue: @unchecked Sendable {
    // @unchecked: the value is only read, as the mock's state held it before (`Any`).
    let value: Any
    init(_ value: Any) { self.value = value }
}

extension MockManager {
    /// Unstubbed calls forward to the value of `original` at the time of each call.
    public func setDefaultImplementation<Original>(mutating original: inout Original) {
        let reference = withUnsafeMutablePointer(to: &original) { DefaultImplementationReference($0) }
        setDefaultImplementation(reference)
    }
}
