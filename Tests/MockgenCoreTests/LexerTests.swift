import Testing
@testable import MockgenCore

@Suite struct LexerIdentifierTests {
    @Test func identifiersKeywordsAndDollarNames() {
        let tokens = Snippet.tokens("let `class` = $0 + $name; café _x1")
        #expect(tokens.map(\.text) == ["let", "`class`", "=", "$0", "+", "$name", ";", "café", "_x1"])
        #expect(tokens.map(\.kind) == [.identifier, .identifier, .equal, .dollarIdentifier, .binaryOperator, .dollarIdentifier, .semicolon, .identifier, .identifier])
    }

    @Test func keywordsAreRecognisedAndBacktickedNamesAreNot() {
        let stream = Lexer.tokenize(Array("protocol `protocol` protocols".utf8))
        #expect(stream.tokens[0].keyword == .protocol)
        #expect(stream.tokens[1].keyword == nil)
        #expect(stream.tokens[2].keyword == nil)
    }

    @Test func unicodeOperatorEndsAName() {
        #expect(Snippet.texts("a→b") == ["a", "→", "b"])
        #expect(Snippet.kinds("a → b")[1] == .binaryOperator)
    }

    /// A name of any length ends where it should, and goes on through a letter of several bytes,
    /// a digit, `_` or `$`, also at the file's end. (Reading names four ASCII bytes a step was
    /// tried: 1 % fewer instructions in `lexIdentifier`, whose cost is the keyword lookup.)
    @Test func aNameEndsAtEveryOffsetOfAStep() {
        for length in 1...13 {
            let name = "a" + String(String("bcdefghijklm".prefix(length - 1)))
            for (after, expected) in [(" x", [name, "x"]), ("(", [name, "("]), (".x", [name, ".", "x"]), ("", [name]), ("é1 x", [name + "é1", "x"]),
                                      ("$y z", [name + "$y", "z"]), ("→b", [name, "→", "b"]), ("_9", [name + "_9"]), ("\u{1}", [name, "\u{1}"])] {
                #expect(Snippet.texts(name + after) == expected, "\(name + after)")
                #expect(Snippet.texts("  " + name + after) == expected, "\(name + after) after two spaces")
            }
        }
        #expect(Snippet.tokens("protocolX protocol").map { Lexer.tokenize(Array($0.text.utf8)).tokens[0].keyword } == [nil, .protocol])
    }

    @Test func attributesAndPoundDirectives() {
        #expect(Snippet.kinds("@MainActor @ #if #elseif #else #endif #warning #foo") == [.attribute, .atSign, .poundIf, .poundElseif, .poundElse, .poundEndif, .poundKeyword, .poundKeyword])
        #expect(Snippet.texts("@available(iOS 15, *)") == ["@available", "(", "iOS", "15", ",", "*", ")"])
    }
}

@Suite struct LexerNumberTests {
    @Test func integerAndFloatForms() {
        let tokens = Snippet.tokens("0x1F 0b1010 0o17 1_000_000 3.14 1e10 2.5E-3 0x1.8p3 1.foo")
        #expect(tokens.map(\.kind) == [.integerLiteral, .integerLiteral, .integerLiteral, .integerLiteral, .floatLiteral, .floatLiteral, .floatLiteral, .floatLiteral, .integerLiteral, .period, .identifier])
        #expect(tokens.map(\.text).prefix(8) == ["0x1F", "0b1010", "0o17", "1_000_000", "3.14", "1e10", "2.5E-3", "0x1.8p3"])
    }

    @Test func rangeOperatorAfterNumber() {
        #expect(Snippet.texts("0..<10") == ["0", "..<", "10"])
        #expect(Snippet.texts("1...") == ["1", "..."])
    }
}

@Suite struct LexerOperatorTests {
    @Test func fixityFollowsWhitespace() {
        #expect(Snippet.kinds("a + b") == [.identifier, .binaryOperator, .identifier])
        #expect(Snippet.kinds("a+b") == [.identifier, .binaryOperator, .identifier])
        #expect(Snippet.kinds("-a") == [.prefixOperator, .identifier])
        #expect(Snippet.kinds("a! ") == [.identifier, .postfixOperator])
        #expect(Snippet.kinds("(-a)") == [.leftParen, .prefixOperator, .identifier, .rightParen])
    }

    @Test func optionalChainingAndUnwrapSplitOff() {
        #expect(Snippet.texts("a?.b") == ["a", "?", ".", "b"])
        #expect(Snippet.kinds("a?.b")[1] == .postfixOperator)
        #expect(Snippet.texts("x!.y") == ["x", "!", ".", "y"])
        #expect(Snippet.texts("Int?>") == ["Int", "?", ">"])
        #expect(Snippet.kinds("a ? b : c") == [.identifier, .binaryOperator, .identifier, .colon, .identifier])
    }

    @Test func arrowsEqualsAndDotOperators() {
        #expect(Snippet.kinds("-> = == ..< ... .") == [.arrow, .equal, .binaryOperator, .binaryOperator, .binaryOperator, .period])
        #expect(Snippet.texts("a .<= b") == ["a", ".<=", "b"])
        #expect(Snippet.texts("x>>=1") == ["x", ">>=", "1"])
    }

    @Test func commentStartEndsAnOperator() {
        #expect(Snippet.texts("a +// note\nb") == ["a", "+", "b"])
        #expect(Snippet.texts("a +/* note */b") == ["a", "+", "b"])
    }

    @Test func customOperators() {
        #expect(Snippet.texts("a <*> b ++ c ≈ d") == ["a", "<*>", "b", "++", "c", "≈", "d"])
    }
}

@Suite struct LexerTriviaTests {
    @Test func nestedBlockComments() {
        #expect(Snippet.texts("a /* x /* y */ z */ b") == ["a", "b"])
        #expect(Snippet.lexerMessages("a /* x /* y */ z") == ["unterminated block comment"])
    }

    @Test func whitespaceFlags() {
        let stream = Lexer.tokenize(Array("a b\n  c/*x*/d".utf8))
        #expect(stream.tokens[0].flags == [])
        #expect(stream.tokens[1].flags == [.spaceBefore])
        #expect(stream.tokens[2].flags == [.spaceBefore, .newlineBefore])
        #expect(stream.tokens[3].flags == [.spaceBefore])
    }

    /// Every kind of trivia between two tokens gives the second its flags, and a token right
    /// after another gets none (the lexer then skips nothing).
    @Test func everyKindOfTriviaFlagsTheNextToken() {
        let spaced: Token.Flags = [.spaceBefore]
        let broken: Token.Flags = [.spaceBefore, .newlineBefore]
        let trivia: [(String, Token.Flags)] = [("", []), (" ", spaced), ("\t", spaced), ("\u{0B}", spaced), ("\u{0C}", spaced), ("\0", spaced), ("\n", broken),
                                               ("\r", broken), ("\r\n", broken), ("//c\n", broken), ("/*c*/", spaced), ("/*\n*/", broken),
                                               ("/// d\n", broken), ("  /* x */  ", spaced)]
        for (between, expected) in trivia {
            for (left, right) in [("a", "b"), ("f", "("), (")", "."), ("x", ":"), ("1", "+")] where !(between.isEmpty && left == "a") {
                let stream = Lexer.tokenize(Array((left + between + right).utf8))
                #expect(stream.tokens.count == 3, "\(left + between + right)")
                #expect(stream.tokens.count == 3 && stream.tokens[1].flags == expected, "\(left + between + right)")
            }
        }
    }

    @Test func byteOrderMarkShebangAndCRLF() {
        let source: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\r\nlet a = 1\r\nlet b".utf8)
        let stream = Lexer.tokenize(source)
        #expect(stream.tokens.count == 7)
        source.withUnsafeBufferPointer { buffer in
            let lines = LineTable(buffer)
            #expect(lines.position(of: Int(stream.tokens[0].start)) == (2, 1))
            #expect(lines.position(of: Int(stream.tokens[5].start)) == (3, 5))
        }
    }

    @Test func lineCursorAgreesWithLineTable() {
        for text in ["a\nbc\n\nd", "a\r\nbc\r\n\r\nd\re\r", "\n\n", "x", ""] {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let table = LineTable(buffer)
                let hasCR = bytes.contains(13)
                var cursor = LineCursor()
                // Forwards, then backwards (which restarts the count).
                for offset in Array(0...bytes.count) + Array((0...bytes.count).reversed()) {
                    let expected = table.position(of: offset)
                    let actual = cursor.position(of: offset, in: buffer, hasCarriageReturns: hasCR)
                    #expect(actual == expected, "\(text.debugDescription) at \(offset)")
                }
            }
        }
    }

    /// Long stretches between two lookups, as between declarations with long bodies: sixteen
    /// bytes per step, and more than 255 steps at once (where a lane's count could overflow if
    /// it were not added up in time), with line feeds in every lane and in none.
    @Test func lineCursorCountsLongStretches() {
        let texts = [String(repeating: "\n", count: 10_007), String(repeating: "let x = 1\n", count: 1_500),
                     String(repeating: "a", count: 5_000) + "\n" + String(repeating: "é\n", count: 3_000)]
        for text in texts {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let table = LineTable(buffer)
                var cursor = LineCursor()
                for offset in stride(from: 0, through: bytes.count, by: 4_099) + [bytes.count] {
                    #expect(cursor.position(of: offset, in: buffer, hasCarriageReturns: false) == table.position(of: offset), "at \(offset) of \(bytes.count)")
                }
                var fresh = LineCursor()
                #expect(fresh.position(of: bytes.count - 1, in: buffer, hasCarriageReturns: false) == table.position(of: bytes.count - 1))
            }
        }
    }

    @Test func columnsCountUTF8Bytes() {
        let model = Snippet.parse("/* é */ func f()")
        #expect(model.declarations.first?.location.column == 10)
    }

    @Test func docCommentsAreRecordedInBlocks() {
        let source = "/// one\n/// two\n\n// plain\n/// three\nfunc f()\n/** block */ func g()\n//// not doc\nfunc h()"
        let stream = Lexer.tokenize(Array(source.utf8))
        #expect(stream.docCommentBlocks.count == 3)
        #expect(stream.docCommentBlocks[0].pieces.count == 2)
        #expect(stream.docCommentBlocks[1].nextTokenIndex == 0)
        #expect(stream.docCommentBlocks[2].nextTokenIndex == 4)
    }

    /// Pass 1 without a cache records no doc comment (nothing reads them): the tokens, their
    /// flags and the diagnostics are the same, and the skeletons too, with or without hashing.
    @Test func docCommentsLeftUnrecordedChangeNothingElse() {
        let source = "/// one\n/// two\n\n// plain\n/// three\nprotocol P {\n  /** block */ func g()\n}\n//// not doc\n/* open"
        let bytes = Array(source.utf8)
        let recorded = Lexer.tokenize(bytes)
        let unrecorded = bytes.withUnsafeBufferPointer { Lexer.tokenize($0, recordingDocComments: false) }
        #expect(unrecorded.tokens == recorded.tokens)
        #expect(unrecorded.diagnostics == recorded.diagnostics && !recorded.diagnostics.isEmpty)
        #expect(unrecorded.docCommentPieces.isEmpty && unrecorded.docCommentBlocks.isEmpty && recorded.docCommentBlocks.count == 3)
        let hashing = DeclarationParser.parseSkeleton(bytes, path: "p.swift", hashingDeclarations: true)
        #expect(DeclarationParser.skeleton(bytes, path: "p.swift") == hashing.model)
        #expect(hashing.declarations != nil)
    }
}
