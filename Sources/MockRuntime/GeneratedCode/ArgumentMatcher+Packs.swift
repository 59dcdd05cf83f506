/// One `ArgumentMatcher` per parameter of a member whose arguments are recorded as
/// `(repeat each Argument)` (the plain value for one parameter, `Void` for none), from the
/// parameter matchers a generated proxy passes in declaration order.
///
/// Each reads its own element of the tuple at a byte offset worked out here, once per stub:
/// parameter packs give no way to name "element k", and walking the pack on every call made the
/// Swift runtime look up the metadata of `ParameterMatcher<Argument>` and of the element tuples
/// each time (about 250 ns for each stub tried). A tuple is laid out as a struct is (Swift's ABI,
/// TypeLayout): its elements in order, each at the next offset that suits its alignment.
func argumentMatchers<each Argument>(_ matchers: repeat ParameterMatcher<each Argument>) -> [ArgumentMatcher<(repeat each Argument)>] {
    var result: [ArgumentMatcher<(repeat each Argument)>] = []
    var position = 0
    var offset = 0
    for matcher in repeat each matchers {
        position += 1
        offset = elementOffset(after: offset, for: matcher)
        result.append(elementMatcher(matcher, position: position, offset: offset, in: (repeat each Argument).self))
        offset += elementSize(of: matcher)
    }
    return result
}

/// Where an element of `matcher`'s type goes at or after `offset`.
private func elementOffset<Element>(after offset: Int, for matcher: ParameterMatcher<Element>) -> Int {
    let alignment = MemoryLayout<Element>.alignment
    return (offset + alignment - 1) / alignment * alignment
}

private func elementSize<Element>(of matcher: ParameterMatcher<Element>) -> Int {
    MemoryLayout<Element>.size
}

/// The matcher of the element at `offset` of a `Tuple` (or of the value itself, at offset 0, when
/// the member has one parameter): its closures read the element in place, with no cast and no
/// metadata to look up.
private func elementMatcher<Tuple, Element>(_ matcher: ParameterMatcher<Element>, position: Int, offset: Int, in _: Tuple.Type) -> ArgumentMatcher<Tuple> {
    let predicate = matcher.predicate
    let describe = matcher.describe
    // One parameter: the "tuple" is the value itself, and the matcher's own closures serve as
    // they are. They are handed over inside a class instance, whose type is the same for both
    // names of the one type: a cast of the closures themselves (`as?`, `unsafeBitCast`) passes
    // them through a generic parameter, wrapping each in reabstraction thunks every call runs.
    if Tuple.self == Element.self {
        let same = unsafeDowncast(MatcherClosures(matcher) as AnyObject, to: MatcherClosures<Tuple>.self)
        return ArgumentMatcher(position: position, description: matcher.description, matches: same.predicate, describeValue: same.describe,
                               didMatch: same.onMatch)
    }
    let didMatch: ((Tuple) -> Void)? = matcher.onMatch.map { onMatch in
        { input in withElement(of: input, at: offset, as: Element.self) { onMatch($0) } }
    }
    return ArgumentMatcher(
        position: position,
        description: matcher.description,
        matches: { input in withElement(of: input, at: offset, as: Element.self) { predicate($0) } },
        describeValue: { input in withElement(of: input, at: offset, as: Element.self) { describe($0) } },
        didMatch: didMatch
    )
}

/// Calls `body` with the element of `tuple` at `offset`, borrowed in place.
@inline(__always)
private func withElement<Tuple, Element, Result>(of tuple: Tuple, at offset: Int, as _: Element.Type, _ body: (Element) -> Result) -> Result {
    withUnsafePointer(to: tuple) { pointer in
        body(UnsafeRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Element.self).pointee)
    }
}

/// A matcher's closures, carried from `Element` to `Tuple` when the two are one type.
private final class MatcherClosures<Value> {
    let predicate: (Value) -> Bool
    let describe: (Value) -> String
    let onMatch: ((Value) -> Void)?

    init(_ matcher: ParameterMatcher<Value>) {
        predicate = matcher.predicate
        describe = matcher.describe
        onMatch = matcher.onMatch
    }
}
