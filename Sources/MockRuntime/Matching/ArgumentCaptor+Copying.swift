// Captors for pointer arguments. `capture()` keeps the pointer itself, which dangles once the
// call returns if the code under test owned the memory only for the call (`withCString`, a stack
// buffer): read such a captured pointer only when the test knows the memory is still alive.
// These copy what the pointer points to instead, when the call matches; in `when(…)` that is
// while the call is being made, so the copy is safe whoever owns the memory.

extension ArgumentCaptor {
    /// A matcher that accepts anything and records `copy(argument)` once the whole call matched:
    /// `capture { $0?.pointee }`.
    public func capture<Argument>(_ copy: @escaping (Argument) -> T) -> ParameterMatcher<Argument> {
        ParameterMatcher(description: "any (captured)", onMatch: { [self] argument in
            record(copy(argument))
        }, predicate: { _ in true })
    }
}

extension ArgumentCaptor where T == String {
    /// A matcher that accepts any `const char *` and records the C string it points to, copied
    /// when the call matches; a null pointer records nothing.
    public func captureCString() -> ParameterMatcher<UnsafePointer<CChar>?> {
        ParameterMatcher(description: "any (captured)", onMatch: { [self] argument in
            if let argument { record(String(cString: argument)) }
        }, predicate: { _ in true })
    }

    /// A matcher that accepts any `char *` and records the C string it points to, copied when
    /// the call matches; a null pointer records nothing.
    public func captureCString() -> ParameterMatcher<UnsafeMutablePointer<CChar>?> {
        ParameterMatcher(description: "any (captured)", onMatch: { [self] argument in
            if let argument { record(String(cString: argument)) }
        }, predicate: { _ in true })
    }
}
