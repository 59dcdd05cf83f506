@testable import MockgenCore

/// Small helpers shared by the front-end tests: lex or parse a snippet and pull out what a test
/// asserts on.
enum Snippet {
    /// `(kind, text)` for every token but the final end-of-file.
    static func tokens(_ source: String) -> [(kind: TokenKind, text: String)] {
        let bytes = Array(source.utf8)
        let stream = Lexer.tokenize(bytes)
        return stream.tokens.dropLast().map { token in
            (token.kind, String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self))
        }
    }

    static func kinds(_ source: String) -> [TokenKind] { tokens(source).map(\.kind) }

    static func texts(_ source: String) -> [String] { tokens(source).map(\.text) }

    static func lexerMessages(_ source: String) -> [String] {
        Lexer.tokenize(Array(source.utf8)).diagnostics.map(\.message)
    }

    static func parse(_ source: String) -> SourceFileModel {
        DeclarationParser.parse(source, path: "test.swift")
    }

    /// The declarations of a snippet that must parse without any diagnostic.
    static func declarations(_ source: String) -> [Declaration] {
        let model = parse(source)
        if !model.diagnostics.isEmpty { Issue.record("unexpected diagnostics: \(model.diagnostics)") }
        return model.declarations
    }

    static func errors(_ source: String) -> [String] {
        parse(source).diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    /// The members of the single type declared in `source`.
    static func members(_ source: String) -> [Declaration] {
        guard case .type(let type)? = declarations(source).first else {
            Issue.record("no type declaration in snippet")
            return []
        }
        return type.members
    }

    /// A type written in source, parsed and printed back canonically.
    static func type(_ text: String) -> String? {
        guard case .typeAlias(let alias)? = declarations("typealias T = \(text)").first else { return nil }
        return alias.type.description
    }
}

import Testing

extension Declaration {
    var asType: TypeDeclaration? { if case .type(let decl) = self { return decl }; return nil }
    var asFunction: FunctionDeclaration? { if case .function(let decl) = self { return decl }; return nil }
    var asVariable: VariableDeclaration? { if case .variable(let decl) = self { return decl }; return nil }
    var asSubscript: SubscriptDeclaration? { if case .subscript(let decl) = self { return decl }; return nil }
    var asInitializer: InitializerDeclaration? { if case .initializer(let decl) = self { return decl }; return nil }
    var asAssociatedType: AssociatedTypeDeclaration? { if case .associatedType(let decl) = self { return decl }; return nil }
    var asTypeAlias: TypeAliasDeclaration? { if case .typeAlias(let decl) = self { return decl }; return nil }
    var asEnumCase: EnumCaseDeclaration? { if case .enumCase(let decl) = self { return decl }; return nil }
    var asImport: ImportDeclaration? { if case .import(let decl) = self { return decl }; return nil }
    var asIfConfig: IfConfigDeclaration? { if case .ifConfig(let decl) = self { return decl }; return nil }
}
