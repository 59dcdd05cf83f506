import Testing
@testable import MockgenCore

@Suite struct LexerStringTests {
    @Test func singleLineStringsWithEscapesAndInterpolation() {
        #expect(Snippet.texts(#"a = "x\"y" + "\(f("}")) z""#) == ["a", "=", #""x\"y""#, "+", #""\(f("}")) z""#])
    }

    @Test func interpolationNestsClosuresStringsAndComments() {
        let source = ##""a \(xs.map { "\($0) )" }.joined(separator: ")")) b \(f(/* ) */ x)) \(g(#")"#))" c"##
        #expect(Snippet.kinds(source) == [.stringLiteral, .identifier])
    }

    @Test func multiLineStrings() {
        let source = "let s = \"\"\"\n  one \"quoted\" \\(x)\n  \"\"\" \"\"\"\n  two\n  \"\"\"\nlet t"
        #expect(Snippet.kinds(source) == [.identifier, .identifier, .equal, .stringLiteral, .stringLiteral, .identifier, .identifier])
    }

    @Test func rawStringsWithAnyNumberOfHashes() {
        #expect(Snippet.texts(##"#"a "b" \(x) \#(y)"# z"##) == [##"#"a "b" \(x) \#(y)"#"##, "z"])
        #expect(Snippet.texts(###"##"a "# b"## z"###) == [###"##"a "# b"##"###, "z"])
        // `#"""#` is a one-line raw string holding a quote, not a multi-line opener.
        #expect(Snippet.texts(##"f(#"""#) g"##) == ["f", "(", ##"#"""#"##, ")", "g"])
    }

    @Test func rawStringInterpolationNestsRawStrings() {
        #expect(Snippet.kinds(##"#"\#(#"inner"#) \#("x")"# y"##) == [.stringLiteral, .identifier])
    }

    @Test func unterminatedStringsAreReported() {
        #expect(Snippet.lexerMessages("let s = \"abc\nlet t = 1") == ["unterminated string literal"])
        #expect(Snippet.kinds("let s = \"abc\nlet t = 1").suffix(4) == [.identifier, .identifier, .equal, .integerLiteral])
        #expect(Snippet.lexerMessages("let s = \"\"\"\nabc") == ["unterminated multi-line string literal"])
    }
}

@Suite struct LexerRegexTests {
    @Test func regexWhereAnExpressionStarts() {
        #expect(Snippet.kinds("let r = /a+b/") == [.identifier, .identifier, .equal, .regexLiteral])
        #expect(Snippet.kinds("f(/[a-z]/, x)") == [.identifier, .leftParen, .regexLiteral, .comma, .identifier, .rightParen])
        #expect(Snippet.kinds("return /x\\/y/") == [.identifier, .regexLiteral])
    }

    @Test func divisionAfterOperands() {
        #expect(Snippet.kinds("a / b / c") == [.identifier, .binaryOperator, .identifier, .binaryOperator, .identifier])
        #expect(Snippet.kinds("(a) / 2 / x") == [.leftParen, .identifier, .rightParen, .binaryOperator, .integerLiteral, .binaryOperator, .identifier])
        #expect(Snippet.kinds("xs[0]/2/3").contains(.regexLiteral) == false)
    }

    @Test func prefixSlashOperatorIsNotARegex() {
        // CasePaths-style `/Enum.case`, and an unbalanced `)` before the next slash.
        #expect(!Snippet.kinds("let p = /Enum.payload").contains(.regexLiteral))
        #expect(!Snippet.kinds("f({ /R.a ~= $0 }).g(/R.a)").contains(.regexLiteral))
        #expect(!Snippet.kinds("let x = (/ 2)").contains(.regexLiteral))
    }

    @Test func poundRegexAndExtendedRegex() {
        #expect(Snippet.kinds("let r = #/a/b/# + x") == [.identifier, .identifier, .equal, .regexLiteral, .binaryOperator, .identifier])
        let extended = "let r = #/\n  (?<x> \\d+) / y\n  /#\nlet z"
        #expect(Snippet.kinds(extended) == [.identifier, .identifier, .equal, .regexLiteral, .identifier, .identifier])
        #expect(Snippet.lexerMessages("let r = #/abc\nlet z") == ["unterminated regex literal"])
    }

    @Test func operatorDeclarationsKeepSlash() {
        #expect(Snippet.kinds("static func / (a: T, b: T) -> T")[2] == .binaryOperator)
    }
}
