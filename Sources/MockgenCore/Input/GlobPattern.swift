/// One path component of a glob pattern (`*.swift`, `Mock?`, `[A-Z]*`), matched against one file
/// or folder name. Paths with several components are handled by `GlobExpander`.
///
/// - `*` matches any run of characters, `?` exactly one;
/// - `[abc]`, `[a-z]`, `[!a-z]` (or `[^a-z]`) match one character from (or not from) a set;
///   a `]` right after the opening bracket belongs to the set; a `[` without a closing `]` is literal;
///   a reversed range (`[z-a]`) is empty; POSIX classes (`[[:alpha:]]`, `[[:digit:]_]`) are
///   those of the C locale, as in `fnmatch(3)` and bash (`GlobTests` compares with both);
/// - `\` makes the next character literal;
/// - as in a shell, a wildcard never matches the leading `.` of a hidden name: `*` skips
///   `.build`, `.*` does not.
///
/// Matching works on Unicode scalars, so `?` matches `é` whether or not it is one byte.
public struct GlobPattern: Sendable, Equatable {
    enum Element: Sendable, Equatable {
        case literal(Unicode.Scalar)
        case anyOne
        case anyRun
        case set(ranges: [ClosedRange<Unicode.Scalar>], classes: [CharacterClass], negated: Bool)
    }

    let elements: [Element]

    public init(_ component: String) {
        elements = Self.compile(Array(component.unicodeScalars))
    }

    /// `true` when `component` has an unescaped `*`, `?` or `[`, i.e. must be matched rather
    /// than looked up as a name.
    public static func hasWildcards(_ component: some StringProtocol) -> Bool {
        var escaped = false
        for scalar in component.unicodeScalars {
            if escaped {
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "*" || scalar == "?" || scalar == "[" {
                return true
            }
        }
        return false
    }

    /// The component with escapes removed, for a component without wildcards.
    public static func unescaped(_ component: some StringProtocol) -> String {
        var result = String.UnicodeScalarView()
        var escaped = false
        for scalar in component.unicodeScalars {
            if !escaped && scalar == "\\" {
                escaped = true
                continue
            }
            escaped = false
            result.append(scalar)
        }
        return String(result)
    }

    public func matches(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        if scalars.first == ".", elements.first != .literal(".") {
            return false
        }
        return Self.match(elements, scalars)
    }

    // Two cursors; on a mismatch, go back to the last `*` and let it swallow one more character.
    // Every other element consumes exactly one character, so this never needs more than the one
    // saved position and runs in O(pattern × name) at worst.
    private static func match(_ pattern: [Element], _ name: [Unicode.Scalar]) -> Bool {
        var p = 0
        var n = 0
        var starPattern = -1
        var starName = 0
        while n < name.count {
            if p < pattern.count {
                switch pattern[p] {
                case .anyRun:
                    starPattern = p
                    starName = n
                    p += 1
                    continue
                case .anyOne:
                    p += 1
                    n += 1
                    continue
                case .literal(let scalar) where scalar == name[n]:
                    p += 1
                    n += 1
                    continue
                case .set(let ranges, let classes, let negated)
                    where (ranges.contains(where: { $0.contains(name[n]) }) || classes.contains(where: { $0.contains(name[n]) })) != negated:
                    p += 1
                    n += 1
                    continue
                default:
                    break
                }
            }
            guard starPattern >= 0 else { return false }
            p = starPattern + 1
            starName += 1
            n = starName
        }
        while p < pattern.count, pattern[p] == .anyRun { p += 1 }
        return p == pattern.count
    }

    private static func compile(_ scalars: [Unicode.Scalar]) -> [Element] {
        var elements: [Element] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\\" where index + 1 < scalars.count:
                elements.append(.literal(scalars[index + 1]))
                index += 2
            case "*":
                // `**` inside a name is just `*`; as a whole component it is handled by the expander.
                if elements.last != .anyRun { elements.append(.anyRun) }
                index += 1
            case "?":
                elements.append(.anyOne)
                index += 1
            case "[":
                if let (set, next) = compileSet(scalars, from: index + 1) {
                    elements.append(set)
                    index = next
                } else {
                    elements.append(.literal("["))
                    index += 1
                }
            default:
                elements.append(.literal(scalar))
                index += 1
            }
        }
        return elements
    }

    /// The set starting after `[`, and the index after its `]`; `nil` if it is never closed.
    private static func compileSet(_ scalars: [Unicode.Scalar], from start: Int) -> (Element, Int)? {
        var index = start
        var negated = false
        if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var classes: [CharacterClass] = []
        var first = true
        while index < scalars.count {
            var low = scalars[index]
            if low == "]" && !first {
                return (.set(ranges: ranges, classes: classes, negated: negated), index + 1)
            }
            first = false
            if low == "[", index + 1 < scalars.count, scalars[index + 1] == ":",
               let (characterClass, next) = CharacterClass.parse(scalars, from: index + 2) {
                guard let characterClass else { return nil }
                classes.append(characterClass)
                index = next
                continue
            }
            if low == "\\", index + 1 < scalars.count {
                index += 1
                low = scalars[index]
            }
            index += 1
            if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
                var high = scalars[index + 1]
                index += 2
                if high == "\\", index < scalars.count {
                    high = scalars[index]
                    index += 1
                }
                // `[z-a]` matches nothing, as in fnmatch(3) and bash.
                if low <= high { ranges.append(low...high) }
            } else {
                ranges.append(low...low)
            }
        }
        return nil
    }
}

extension GlobPattern {
    /// A POSIX character class in a set (`[:alpha:]`), in the C locale: ASCII only.
    enum CharacterClass: String, Sendable, Equatable, CaseIterable {
        case alnum, alpha, blank, cntrl, digit, graph, lower, print, punct, space, upper, xdigit

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            guard scalar.isASCII else { return false }
            let value = scalar.value
            let isUpper = (0x41...0x5A).contains(value), isLower = (0x61...0x7A).contains(value), isDigit = (0x30...0x39).contains(value)
            switch self {
            case .alnum: return isUpper || isLower || isDigit
            case .alpha: return isUpper || isLower
            case .blank: return value == 0x20 || value == 0x09
            case .cntrl: return value < 0x20 || value == 0x7F
            case .digit: return isDigit
            case .graph: return (0x21...0x7E).contains(value)
            case .lower: return isLower
            case .print: return (0x20...0x7E).contains(value)
            case .punct: return (0x21...0x7E).contains(value) && !(isUpper || isLower || isDigit)
            case .space: return (0x09...0x0D).contains(value) || value == 0x20
            case .upper: return isUpper
            case .xdigit: return isDigit || (0x41...0x46).contains(value) || (0x61...0x66).contains(value)
            }
        }

        /// After `[:`: the class and the index after its `:]`; `.some(nil)` for an unknown name
        /// (which makes the whole pattern invalid, as in fnmatch(3)); `nil` when no `:]` closes
        /// it, so `[:` is two members of the set.
        static func parse(_ scalars: [Unicode.Scalar], from start: Int) -> (CharacterClass?, Int)? {
            var index = start
            var name = ""
            while index + 1 < scalars.count {
                if scalars[index] == ":" && scalars[index + 1] == "]" { return (CharacterClass(rawValue: name), index + 2) }
                if scalars[index] == "]" { return nil }
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            return nil
        }
    }
}
