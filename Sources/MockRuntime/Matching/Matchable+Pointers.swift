// Pointers given as plain values match by address: `verify(mock).sqlite3_close(handle)` matches
// the call that received exactly `handle`. That is the only comparison that needs no memory to
// be alive when verification runs; to compare what a pointer points to, use `pointee(_:)`,
// `cString(_:)` or `bytes(_:)` (PointerMatchers.swift). Optional and implicitly unwrapped
// pointer parameters (every pointer of a C function without nullability annotations) take
// these values too, and `isNil()`, `notNil()` and `any()`.

extension UnsafePointer: Matchable, OptionalMatchable {}
extension UnsafeMutablePointer: Matchable, OptionalMatchable {}
extension UnsafeRawPointer: Matchable, OptionalMatchable {}
extension UnsafeMutableRawPointer: Matchable, OptionalMatchable {}
extension OpaquePointer: Matchable, OptionalMatchable {}
