/// What a token is. Keywords are identifiers with `Token.keyword` set, because nearly every Swift
/// keyword the parser cares about is contextual and may also be used as a name.
public enum TokenKind: UInt8, Sendable {
    case endOfFile
    /// `name`, `` `name` ``, keywords, Unicode names.
    case identifier
    /// `$0`, `$name`.
    case dollarIdentifier
    case integerLiteral
    case floatLiteral
    /// A whole string literal, interpolations included: `"a\(b)c"`, `"""…"""`, `#"…"#`.
    case stringLiteral
    /// `/…/`, `#/…/#`.
    case regexLiteral
    /// `@name` (the `@` and the name as one token).
    case attribute
    /// An `@` not followed by a name.
    case atSign
    case poundIf, poundElseif, poundElse, poundEndif
    /// `#name`: macro expansions, `#warning`, `#sourceLocation`, `#available`, `#selector`.
    case poundKeyword
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon, period, arrow, equal, backslash
    /// An operator classified by the whitespace around it, as Swift does.
    case prefixOperator, postfixOperator, binaryOperator
    /// A byte that cannot start any token.
    case unknown
}

/// One token: kind plus the byte range in the source. No text is copied; the parser turns a range
/// into a `String` only for names that end up in the model.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    public var keyword: Keyword?
    public var flags: Flags
    /// Byte offsets into the source, `start..<end`.
    public var start: Int32
    public var end: Int32

    public struct Flags: OptionSet, Sendable, Equatable {
        public var rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Whitespace or a comment separates this token from the previous one.
        public static let spaceBefore = Flags(rawValue: 1 << 0)
        /// A line break separates this token from the previous one.
        public static let newlineBefore = Flags(rawValue: 1 << 1)
    }

    public init(kind: TokenKind, keyword: Keyword? = nil, flags: Flags = [], start: Int, end: Int) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    @inline(__always) public var hasSpaceBefore: Bool { flags.contains(.spaceBefore) }
    @inline(__always) public var hasNewlineBefore: Bool { flags.contains(.newlineBefore) }
    @inline(__always) public var length: Int { Int(end - start) }
    @inline(__always) public var isOperator: Bool {
        kind == .prefixOperator || kind == .postfixOperator || kind == .binaryOperator
    }
}

/// A run of doc comments (`///` lines or `/** */` blocks) with nothing but whitespace between them,
/// and the index of the token that follows it, so the parser can attach it to a declaration.
public struct DocCommentBlock: Sendable, Equatable {
    /// Indices into `TokenStream.docCommentPieces`.
    public var pieces: Range<Int>
    public var nextTokenIndex: Int
}

/// A problem found while lexing, by byte offset; the parser turns it into a `Diagnostic`.
public struct LexerDiagnostic: Sendable, Equatable {
    public var severity: Diagnostic.Severity
    public var message: String
    public var offset: Int
}

/// Everything the lexer produces for one file.
public struct TokenStream: Sendable {
    /// Always ends with one `.endOfFile` token.
    public var tokens: [Token]
    public var docCommentPieces: [Range<Int>]
    public var docCommentBlocks: [DocCommentBlock]
    public var diagnostics: [LexerDiagnostic]
    /// Whether the source contains `\r`; the parser's line counting takes a slower path then.
    public var hasCarriageReturns: Bool
    /// Each skimmed body, in source order: no token comes from the bytes between its braces, so
    /// the declarations do not depend on them (`DeclarationsHash`).
    public var skimmedBodies: [SkimmedBody] = []
}

/// A body the lexer skimmed: the bytes between its braces, and the flags the closing brace got
/// from them.
public struct SkimmedBody: Sendable, Equatable {
    public var interior: Range<Int>
    public var closingFlags: Token.Flags
}
