/// The declaration parser: tokens in, `Declaration`s out.
///
/// It reads only what a mock needs and skips everything else (function bodies, closures, initial
/// values, default arguments, accessor bodies) by counting braces over tokens, which is where the
/// speed comes from. Every loop consumes at least one token or stops, and the token array always
/// ends in `.endOfFile`, which `advance()` never moves past, so malformed input cannot crash or hang it.
///
/// The parser's stored properties are all plain values and pointers into storage its caller keeps
/// alive, plus one unretained reference to the output: calling a helper method then never has to
/// copy and retain arrays, which measurably slowed every token access.
struct Parser {
    let source: UnsafeBufferPointer<UInt8>
    /// Written through because a `>>` closing two generic argument lists is split in place.
    let tokens: UnsafeMutableBufferPointer<Token>
    let docCommentPieces: UnsafeBufferPointer<Range<Int>>
    let docCommentBlocks: UnsafeBufferPointer<DocCommentBlock>
    /// Incremental line counting (see `LineCursor`), behind a pointer so that location lookups
    /// work from non-mutating helpers.
    let lines: UnsafeMutablePointer<LineCursor>
    let hasCarriageReturns: Bool
    /// Held as `Unmanaged` and reached through `withOutput` / `withTypeNames`, so using them costs
    /// no retain/release pair (`parse` keeps both alive).
    let outputReference: Unmanaged<Output>
    let typeNamesReference: Unmanaged<TypeNameCache>
    var index = 0
    /// Doc comment blocks are consumed in source order; this is the next one to look at.
    var docCommentCursor = 0
    /// How deeply type bodies and `#if` blocks are nested right now. Parsing recurses on
    /// nesting, so it is bounded to keep garbage like 10,000 `{` from exhausting the stack; the
    /// compiler stops at 255 levels of any bracket.
    var nestingDepth = 0
    static let maximumNestingDepth = 1_000
    /// Types are bounded separately: every level of a type (`<`, `[`, `(`, `->`, `?`, `.Type`)
    /// is a level of `TypeRef` that every later stage walks recursively. Swift 6.3's compiler
    /// crashes before 3,000 levels of `<`, 3,900 of `->` and 9,000 of `?`; mockgen reads more,
    /// on threads whose stacks hold that (`DeepStack`).
    var typeDepth = 0
    /// A `deinit` was skipped in the type body being parsed (`TypeDeclaration.declaresDeinitializer`).
    var sawDeinitializer = false
    /// Pass 1 of a two-pass run keeps only skeletons (`ModelSkeleton`): the functions and
    /// subscripts of types other than protocols are stepped over without a model, no doc
    /// comment is read (`Parser+Skeleton.swift`), and each type is cut down to its skeleton as
    /// soon as its body is read (`SkeletonReduction.swift`): the parse returns the skeleton.
    var readsSkeleton = false
    /// Pass 2 of a two-pass run (`Output.fullTypes`): each type is read in full where the
    /// chunk's resolution reads it, else as its skeleton, as `ModelSkeleton.pruned` would cut
    /// the full parse down. `false` inside a type read in full: all of it is.
    var selectsFullTypes = false
    /// The qualified name of the type whose body is being read, while `selectsFullTypes`.
    var enclosingTypeName: String?
    /// While the body of a struct, class or actor read as a skeleton is read (outside its `#if`
    /// blocks): its construction as its properties and initializers tell it
    /// (`Parser+ConstructionFacts.swift`); `nil` elsewhere.
    var constructionFacts: MemberFacts.ConstructionReading?
    static let maximumTypeDepth = 10_000

    /// Where the parser's results go: the file path (for locations) and the diagnostics.
    final class Output {
        let path: String
        var diagnostics: [Diagnostic] = []
        /// After "nested too deeply", the errors of the enclosing parsers ("expected a type")
        /// say nothing new: they are dropped until the next declaration starts.
        var isQuietAfterNestingLimit = false
        /// What the declaration being parsed ran into (`parseDeclaration` saves and restores it
        /// around each nested declaration).
        var frame = DepthFrame()
        /// The types to read in full, the others read as skeletons (`selectsFullTypes`).
        var fullTypes: FullTypeSelection?

        init(path: String) { self.path = path }
    }

    /// Past a nesting limit the declaration is skipped with a warning, not the run: its frame
    /// says so to `parseDeclaration`, which drops it, and tells the enclosing declaration that a
    /// member is missing (a protocol missing a requirement cannot be mocked either).
    /// Line and column only (the path is the file's): saved and restored around every
    /// declaration, a frame holding a path would retain and release it each time.
    struct DepthFrame {
        struct Place {
            var line: Int
            var column: Int
        }
        /// Where the declaration passed a limit (the warning's place).
        var passedLimit: Place?
        /// Where the first member it lost passed one.
        var droppedMember: Place?
    }

    /// `tokens` must end with `.endOfFile`; all buffers must outlive the parser.
    init(source: UnsafeBufferPointer<UInt8>, tokens: UnsafeMutableBufferPointer<Token>, docCommentPieces: UnsafeBufferPointer<Range<Int>>,
         docCommentBlocks: UnsafeBufferPointer<DocCommentBlock>, lines: UnsafeMutablePointer<LineCursor>, hasCarriageReturns: Bool, output: Output, typeNames: TypeNameCache) {
        self.hasCarriageReturns = hasCarriageReturns
        self.typeNamesReference = Unmanaged.passUnretained(typeNames)
        self.source = source
        self.tokens = tokens
        self.docCommentPieces = docCommentPieces
        self.docCommentBlocks = docCommentBlocks
        self.lines = lines
        self.outputReference = Unmanaged.passUnretained(output)
    }

    /// Lexes and parses `buffer`, keeping every buffer the parser points into alive meanwhile.
    /// `skimmingBodies: false` is for tests that check skimming changes nothing.
    static func parse(_ buffer: UnsafeBufferPointer<UInt8>, path: String, skimmingBodies: Bool = true) -> SourceFileModel {
        parse(buffer, path: path, skimmingBodies: skimmingBodies, hashingDeclarations: false).model
    }

    /// The model and, when asked, the hash of what it is made from (`DeclarationsHash`).
    /// - Parameter fullTypes: read these types in full and every other as its skeleton
    ///   (`selectsFullTypes`); `skeleton` is then ignored.
    static func parse(_ buffer: UnsafeBufferPointer<UInt8>, path: String, skimmingBodies: Bool = true,
                      hashingDeclarations: Bool, skeleton: Bool = false,
                      fullTypes: FullTypeSelection? = nil) -> (model: SourceFileModel, declarations: DeclarationsFingerprint?) {
        // A skeleton parse without a selection reads no documentation; the hash reads it.
        let readsDocumentation = hashingDeclarations || !skeleton || fullTypes != nil
        var stream = Lexer.tokenize(buffer, skimmingBodies: skimmingBodies, recordingDocComments: readsDocumentation)
        let output = Output(path: path)
        output.fullTypes = fullTypes
        let typeNames = TypeNameCache()
        let declarations = withExtendedLifetime((output, typeNames)) { () -> [Declaration] in
            stream.tokens.withUnsafeMutableBufferPointer { tokens in
                stream.docCommentPieces.withUnsafeBufferPointer { pieces in
                    stream.docCommentBlocks.withUnsafeBufferPointer { blocks in
                        let lines = UnsafeMutablePointer<LineCursor>.allocate(capacity: 1)
                        lines.initialize(to: LineCursor())
                        defer { lines.deallocate() }
                        var parser = Parser(source: buffer, tokens: tokens, docCommentPieces: pieces, docCommentBlocks: blocks, lines: lines,
                                            hasCarriageReturns: stream.hasCarriageReturns, output: output, typeNames: typeNames)
                        parser.readsSkeleton = skeleton || fullTypes != nil
                        parser.selectsFullTypes = fullTypes != nil
                        for diagnostic in stream.diagnostics {
                            parser.report(Diagnostic(diagnostic.severity, diagnostic.message, at: parser.location(ofOffset: diagnostic.offset)))
                        }
                        return parser.parseFile()
                    }
                }
            }
        }
        let model = SourceFileModel(path: path, declarations: declarations, diagnostics: output.diagnostics)
        guard hashingDeclarations else { return (model, nil) }
        return (model, DeclarationsHash.of(buffer, stream: stream, hasDiagnostics: !model.diagnostics.isEmpty))
    }

    // MARK: - Token access

    @inline(__always) var current: Token { tokens[index] }

    @inline(__always) func peek(_ distance: Int = 1) -> Token {
        tokens[min(index + distance, tokens.count - 1)]
    }

    @inline(__always) var atEnd: Bool { tokens[index].kind == .endOfFile }

    @inline(__always) mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    func text(of token: Token) -> String {
        let start = Int(token.start)
        let end = Int(token.end)
        guard start < end, end <= source.count else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: source[start..<end]), as: UTF8.self)
    }

    /// The source of the tokens `start..<end` on one line: comments dropped, a single space
    /// where the source had any; `nil` for an empty range or one holding `#if` directives.
    func expressionText(from start: Int, to end: Int) -> String? {
        guard start < end else { return nil }
        for position in start..<end {
            switch tokens[position].kind {
            case .poundIf, .poundElseif, .poundElse, .poundEndif, .endOfFile: return nil
            default: continue
            }
        }
        return joinedText(start..<end)
    }

    /// The text of the tokens `range`, with a single space where the source had any between two
    /// of them (comments dropped): copied as bytes and decoded once, rather than a `String` made
    /// for each token and appended (about 200 instructions a token).
    func joinedText(_ range: Range<Int>) -> String {
        var length = 0
        for position in range {
            let token = tokens[position]
            // A stray byte of broken UTF-8 is decoded alone, as `text(of:)` decodes it (beside
            // its neighbours it might decode as part of a character).
            guard token.kind != .unknown else { return joinedTextPieceByPiece(range) }
            length += token.length + 1
        }
        guard length > 0 else { return "" }
        let bytes = source
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { buffer in
            var count = 0
            for position in range {
                let token = tokens[position]
                let start = Int(token.start)
                let end = Int(token.end)
                guard start < end, end <= bytes.count else { continue }
                if count > 0 && token.hasSpaceBefore {
                    buffer[count] = UInt8(ascii: " ")
                    count += 1
                }
                for offset in start..<end {
                    buffer[count] = bytes[offset]
                    count += 1
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
        }
    }

    private func joinedTextPieceByPiece(_ range: Range<Int>) -> String {
        var out = ""
        for position in range {
            let token = tokens[position]
            if !out.isEmpty && token.hasSpaceBefore { out += " " }
            out += text(of: token)
        }
        return out
    }

    /// Compares a token's bytes with `text` without creating a `String`.
    func token(_ token: Token, is text: StaticString) -> Bool {
        let length = text.utf8CodeUnitCount
        guard token.length == length else { return false }
        let pointer = text.utf8Start
        let start = Int(token.start)
        for offset in 0..<length where source[start + offset] != pointer[offset] { return false }
        return true
    }

    /// The current token is the operator `text` (any fixity).
    func atOperator(_ text: StaticString) -> Bool {
        current.isOperator && token(current, is: text)
    }

    func atKeyword(_ keyword: Keyword) -> Bool {
        current.kind == .identifier && current.keyword == keyword
    }

    /// Something that may serve as a name: identifiers, backticked names and keywords.
    func isName(_ token: Token) -> Bool {
        token.kind == .identifier || token.kind == .dollarIdentifier
    }

    /// A name for a declared entity or a type: a keyword that introduces a declaration or a
    /// statement is not one, so a missing name is reported rather than the next keyword taken.
    func isDeclaredName(_ token: Token) -> Bool {
        guard isName(token) else { return false }
        guard let keyword = token.keyword else { return true }
        // Modifiers are fine (`func open()`, `func prefix(_:)`); declaration keywords are not.
        if Parser.isDeclarationKeyword(keyword) { return false }
        switch keyword {
        case .in, .return, .throw, .try, .await, .if, .guard, .while, .else, .switch, .for, .do, .catch,
             .defer, .is, .as, .where, .true, .false, .nil, .default, .repeat:
            return false
        default:
            return true
        }
    }

    func location(of token: Token) -> SourceLocation {
        location(ofOffset: Int(token.start))
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        let (line, column) = lines.pointee.position(of: offset, in: source, hasCarriageReturns: hasCarriageReturns)
        return SourceLocation(path: outputReference._withUnsafeGuaranteedRef { $0.path }, line: line, column: column)
    }

    func lineColumn(of token: Token) -> String {
        let (line, column) = lines.pointee.position(of: Int(token.start), in: source, hasCarriageReturns: hasCarriageReturns)
        return "\(line):\(column)"
    }

    func report(_ diagnostic: Diagnostic) {
        outputReference._withUnsafeGuaranteedRef { output in
            if output.isQuietAfterNestingLimit && diagnostic.severity == .error { return }
            output.diagnostics.append(diagnostic)
        }
    }

    /// Reports that a type is nested deeper than `maximumTypeDepth`, marks the declaration for
    /// skipping and quiets the errors that follow from it within the declaration.
    func reportTypeNestingLimit(at token: Token) {
        // Once per declaration: the enclosing parsers see the same limit on their way out.
        guard !outputReference._withUnsafeGuaranteedRef({ $0.isQuietAfterNestingLimit }) else { return }
        reportNestingLimit("type nested more than \(Parser.maximumTypeDepth) levels deep (Swift's compiler stops earlier); mockgen skips this declaration: name an inner part of the type with a typealias", at: token)
        outputReference._withUnsafeGuaranteedRef { $0.isQuietAfterNestingLimit = true }
    }

    /// A warning at the place, and the declaration being parsed is dropped (`DepthFrame`).
    func reportNestingLimit(_ message: String, at token: Token) {
        warning(message, at: token)
        let location = location(of: token)
        let place = DepthFrame.Place(line: location.line, column: location.column)
        outputReference._withUnsafeGuaranteedRef { $0.frame.passedLimit = $0.frame.passedLimit ?? place }
    }

    /// A clause of a `#if` nested too deeply was skipped: the enclosing declaration misses
    /// whatever it held.
    func reportSkippedMembers(_ message: String, at token: Token) {
        warning(message, at: token)
        let location = location(of: token)
        let place = DepthFrame.Place(line: location.line, column: location.column)
        outputReference._withUnsafeGuaranteedRef { $0.frame.droppedMember = $0.frame.droppedMember ?? place }
    }

    func endNestingLimitQuiet() {
        outputReference._withUnsafeGuaranteedRef { $0.isQuietAfterNestingLimit = false }
    }

    func error(_ message: String, at token: Token) {
        report(.error(message, at: location(of: token)))
    }

    func warning(_ message: String, at token: Token) {
        report(.warning(message, at: location(of: token)))
    }

    /// A short description of a token for messages: `'foo'`, `end of file`.
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .endOfFile: return "end of file"
        case .stringLiteral: return "string literal"
        case .regexLiteral: return "regex literal"
        default:
            let text = text(of: token)
            return text.utf8.count > 24 ? "'\(text.prefix(24))…'" : "'\(text)'"
        }
    }

    /// Consumes the first byte of the current operator token (the `>` of `>>`, the `<` of `<T`),
    /// leaving the rest as the current token.
    mutating func splitCurrentOperator() {
        var token = tokens[index]
        if token.length <= 1 {
            advance()
            return
        }
        token.start += 1
        token.flags = []
        if token.length == 1 && source[Int(token.start)] == UInt8(ascii: "=") {
            token.kind = .equal
        } else if token.length == 2 && source[Int(token.start)] == UInt8(ascii: "-") && source[Int(token.start) + 1] == UInt8(ascii: ">") {
            token.kind = .arrow
        }
        tokens[index] = token
    }

    /// The current token starts with `byte` and is an operator: `<`, `>`, `>>`, `>?`, `&`.
    func atOperatorStarting(with byte: UInt8) -> Bool {
        (current.isOperator || current.kind == .equal) && source[Int(current.start)] == byte
    }

    // MARK: - File

    mutating func parseFile() -> [Declaration] {
        var declarations: [Declaration] = []
        parseDeclarations(into: &declarations, context: .file, insideBraces: false, insideIfConfig: false)
        if readsSkeleton { Declaration.reduceToSkeletons(&declarations) }
        return declarations
    }
}

/// Where declarations are being read: at file level statements are allowed (and skipped quietly);
/// inside a type body anything else is an error.
enum DeclarationContext: Equatable {
    case file
    case typeBody(TypeDeclaration.Kind)
}
