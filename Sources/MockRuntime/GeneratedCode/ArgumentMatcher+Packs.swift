/// One `ArgumentMatcher` per parameter of a member whose argument tuple is
/// `(repeat each Argument)` (the plain value for one parameter, `Void` for none), from the
/// parameter matchers a generated proxy passes in declaration order.
///
/// Each reads its own element by walking the tuple next to the matchers: parameter packs give no
/// way to name "element k", and the walk costs a few comparisons, no casts and no boxing.
func argumentMatchers<each Argument>(_ matchers: repeat ParameterMatcher<each Argument>) -> [ArgumentMatcher<(repeat each Argument)>] {
    let all = (repeat each matchers)
    var result: [ArgumentMatcher<(repeat each Argument)>] = []
    var position = 0
    for matcher in repeat each matchers {
        let index = position
        position += 1
        let didMatch: (((repeat each Argument)) -> Void)? = matcher.onMatch == nil ? nil : { input in
            var element = 0
            for (matcher, value) in repeat (each all, each input) {
                if element == index { matcher.onMatch?(value) }
                element += 1
            }
        }
        result.append(ArgumentMatcher(
            position: position,
            description: matcher.description,
            matches: { input in
                var element = 0
                var accepted = true
                for (matcher, value) in repeat (each all, each input) {
                    if element == index { accepted = matcher.predicate(value) }
                    element += 1
                }
                return accepted
            },
            describeValue: { input in
                var element = 0
                var found = ""
                for (matcher, value) in repeat (each all, each input) {
                    if element == index { found = matcher.describe(value) }
                    element += 1
                }
                return found
            },
            didMatch: didMatch
        ))
    }
    return result
}
