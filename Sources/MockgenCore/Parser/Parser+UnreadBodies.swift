/// Pass 2's types it does not read. Pass 2 of a two-pass run parses a file again for the few
/// types a chunk reads in full (`FullTypeSelection`); of every other type the finder's walk takes
/// only the declaration and the protocols and classes nested in it (`MockableTypeFinder.patched`
/// keeps pass 1's skeleton of each unread candidate, and the tables come from pass 1). So where
/// nothing in such a type's body is a protocol, a class or an extension (no `class`, `protocol`
/// or `extension` token inside: `class func` counts too), the body is stepped over by its
/// braces instead of read as a skeleton's: members are not even stepped over one by one.
///
/// Only where the selection says so (`skipsUnreadBodies`, pass 2's), and only for a type the
/// selection decides on: inside a type read in full everything is read. Pass 2 runs only when
/// pass 1 found no error in any file (the run stops there otherwise): in a broken file the
/// parser's recovery inside a body could end it elsewhere than at its matching brace.
extension Parser {
    /// The index of the `}` closing the body whose `{` is token `open`, when nothing inside is
    /// a protocol, a class or an extension; `nil` otherwise, or when the body does not close.
    /// Parentheses and brackets must balance inside: the parser counts every kind of bracket
    /// together where it skips an expression, so `f(a, ( b) }` would not end the body for it.
    func unreadBodyEnd(from open: Int) -> Int? {
        var depth = 0
        var others = 0
        var position = open
        while position < tokens.count {
            let token = tokens[position]
            switch token.kind {
            case .leftBrace:
                depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 { return others == 0 ? position : nil }
            case .leftParen, .leftBracket:
                others += 1
            case .rightParen, .rightBracket:
                others -= 1
                if others < 0 { return nil }
            case .endOfFile:
                return nil
            case .identifier:
                if let keyword = token.keyword, keyword == .class || keyword == .protocol || keyword == .extension { return nil }
            default:
                break
            }
            position += 1
        }
        return nil
    }

    /// Whether the body of the type just decided on (`asSkeleton`, by the selection) may be
    /// stepped over: see above.
    func stepsOverUnreadBody(asSkeleton: Bool, decidedBySelection: Bool) -> Bool {
        asSkeleton && decidedBySelection && outputReference._withUnsafeGuaranteedRef { $0.fullTypes?.skipsUnreadBodies ?? false }
    }
}
