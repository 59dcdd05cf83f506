// Matchers that look through a pointer argument at the memory it points to. Each comes for the
// pointer types C functions are imported with, plain and optional (an implicitly unwrapped or
// nullable pointer); a null pointer never matches, and failure messages show what the pointer
// held, or `a null pointer`.
//
// They read memory when they run. In `when(…)` that is while the call is being made, which is
// always safe. In `verify(…)` it is when verification runs, after the call: safe only for memory
// that outlives the call (a buffer or string the test owns). Memory the code under test owned
// only during the call (`withCString`, a stack buffer) must be read at call time instead: give
// `when(…)` a captor that copies it (`ArgumentCaptor.captureCString()`, `capture(_:)`).

/// Matches a C string whose bytes are `expected`'s UTF-8: `cString("main.db")`.
public func cString(_ expected: String) -> ParameterMatcher<UnsafePointer<CChar>> {
    cStringMatcher(expected) { Optional($0) }
}

/// Optional and implicitly unwrapped C strings (`const char *`): null never matches.
@_disfavoredOverload
public func cString(_ expected: String) -> ParameterMatcher<UnsafePointer<CChar>?> {
    cStringMatcher(expected) { $0 }
}

/// Matches a mutable C string (`char *`) whose bytes are `expected`'s UTF-8.
public func cString(_ expected: String) -> ParameterMatcher<UnsafeMutablePointer<CChar>> {
    cStringMatcher(expected) { UnsafePointer($0) }
}

/// Optional and implicitly unwrapped `char *`: null never matches.
@_disfavoredOverload
public func cString(_ expected: String) -> ParameterMatcher<UnsafeMutablePointer<CChar>?> {
    cStringMatcher(expected) { $0.map { UnsafePointer($0) } }
}

/// Matches a pointer whose pointee `matcher` accepts: `pointee(3)`, `pointee(equal(to: point))`,
/// `pointee(captor.capture())` (which copies the pointee when the call matches).
public func pointee<M: Matchable>(_ matcher: M) -> ParameterMatcher<UnsafePointer<M.MatchedType>> {
    pointeeMatcher(matcher.matcher) { Optional($0) }
}

/// Optional and implicitly unwrapped pointers: null never matches.
@_disfavoredOverload
public func pointee<M: Matchable>(_ matcher: M) -> ParameterMatcher<UnsafePointer<M.MatchedType>?> {
    pointeeMatcher(matcher.matcher) { $0 }
}

public func pointee<M: Matchable>(_ matcher: M) -> ParameterMatcher<UnsafeMutablePointer<M.MatchedType>> {
    pointeeMatcher(matcher.matcher) { UnsafePointer($0) }
}

/// Optional and implicitly unwrapped mutable pointers: null never matches.
@_disfavoredOverload
public func pointee<M: Matchable>(_ matcher: M) -> ParameterMatcher<UnsafeMutablePointer<M.MatchedType>?> {
    pointeeMatcher(matcher.matcher) { $0.map { UnsafePointer($0) } }
}

/// Matches memory starting with exactly `expected` (`const void *buf` with its length): reads
/// `expected.count` bytes, so the buffer must be at least that long.
public func bytes(_ expected: [UInt8]) -> ParameterMatcher<UnsafeRawPointer> {
    bytesMatcher(expected) { Optional($0) }
}

@_disfavoredOverload
public func bytes(_ expected: [UInt8]) -> ParameterMatcher<UnsafeRawPointer?> {
    bytesMatcher(expected) { $0 }
}

public func bytes(_ expected: [UInt8]) -> ParameterMatcher<UnsafeMutableRawPointer> {
    bytesMatcher(expected) { UnsafeRawPointer($0) }
}

@_disfavoredOverload
public func bytes(_ expected: [UInt8]) -> ParameterMatcher<UnsafeMutableRawPointer?> {
    bytesMatcher(expected) { $0.map { UnsafeRawPointer($0) } }
}

/// `const unsigned char *` and `const uint8_t *`.
public func bytes(_ expected: [UInt8]) -> ParameterMatcher<UnsafePointer<UInt8>> {
    bytesMatcher(expected) { UnsafeRawPointer($0) }
}

@_disfavoredOverload
public func bytes(_ expected: [UInt8]) -> ParameterMatcher<UnsafePointer<UInt8>?> {
    bytesMatcher(expected) { $0.map { UnsafeRawPointer($0) } }
}

// MARK: - One implementation per kind, reading through `address`

private func cStringMatcher<Pointer>(_ expected: String, _ address: @escaping (Pointer) -> UnsafePointer<CChar>?) -> ParameterMatcher<Pointer> {
    ParameterMatcher(
        description: "a C string equal to \(ValueDescription.describe(expected))",
        onMatch: nil,
        describeValue: { address($0).map(describeCString) ?? nullPointer }
    ) { pointer in
        guard let string = address(pointer) else { return false }
        return hasBytes(string, expected.utf8)
    }
}

/// The NUL-terminated string at `string` is exactly `expected` (compared byte by byte: decoding
/// would repair invalid UTF-8 and make different strings equal).
private func hasBytes(_ string: UnsafePointer<CChar>, _ expected: String.UTF8View) -> Bool {
    var offset = 0
    for byte in expected {
        guard UInt8(bitPattern: string[offset]) == byte, byte != 0 else { return false }
        offset += 1
    }
    return string[offset] == 0
}

private func pointeeMatcher<Pointer, Pointee>(
    _ inner: ParameterMatcher<Pointee>, _ address: @escaping (Pointer) -> UnsafePointer<Pointee>?
) -> ParameterMatcher<Pointer> {
    ParameterMatcher(
        description: "pointing to a value \(inner.description)",
        // A captor inside (`pointee(captor.capture())`) copies the pointee now, at match time.
        onMatch: inner.onMatch.map { action in { pointer in if let pointee = address(pointer) { action(pointee.pointee) } } },
        describeValue: { address($0).map { "a pointer to \(inner.describe($0.pointee))" } ?? nullPointer }
    ) { pointer in
        guard let pointee = address(pointer) else { return false }
        return inner.matches(pointee.pointee)
    }
}

private func bytesMatcher<Pointer>(_ expected: [UInt8], _ address: @escaping (Pointer) -> UnsafeRawPointer?) -> ParameterMatcher<Pointer> {
    let read = { (start: UnsafeRawPointer) in Array(UnsafeRawBufferPointer(start: start, count: expected.count)) }
    return ParameterMatcher(
        description: "bytes equal to \(expected)",
        onMatch: nil,
        describeValue: { address($0).map { "bytes now reading \(read($0)) (\(lentMemory) them during the call: `then { … }` reading them, or `ArgumentCaptor.capture(_:)`)" } ?? nullPointer }
    ) { pointer in
        guard let start = address(pointer) else { return false }
        return read(start) == expected
    }
}

private let nullPointer = "a null pointer"

/// Why what a pointer argument points to may not be what was passed: failure messages describe
/// a recorded call after it, when memory the caller lent for the call only (`withCString`, a
/// local buffer) may hold anything.
private let lentMemory = "read now, after the call: memory the caller lent for the call only may hold something else by now; capture"

/// What the C string at `string` reads now, 64 bytes at most (memory that is no longer the
/// argument may not end soon), and why it may not be what was passed.
private func describeCString(_ string: UnsafePointer<CChar>) -> String {
    var bytes: [UInt8] = []
    while bytes.count < 64, string[bytes.count] != 0 { bytes.append(UInt8(bitPattern: string[bytes.count])) }
    let text = ValueDescription.describe(String(decoding: bytes, as: UTF8.self)) + (bytes.count == 64 ? "…" : "")
    return "a C string now reading \(text) (\(lentMemory) it during the call with `ArgumentCaptor.captureCString()`)"
}
