import Testing
@testable import MockgenCore

@Suite struct DeclarationSummaryTests {
    private func at(_ line: Int) -> MockgenCore.SourceLocation { MockgenCore.SourceLocation(path: "F.swift", line: line, column: 1) }

    private func header(_ line: Int, attributes: [Attribute] = [], modifiers: [String] = []) -> DeclarationHeader {
        DeclarationHeader(documentation: "/// ignored", attributes: attributes, modifiers: modifiers, location: at(line))
    }

    @Test func summarisesAProtocolWithItsMembers() {
        let closure = TypeRef.attributed(attributes: [Attribute(name: "escaping")], specifiers: [], base: .function(FunctionTypeRef(parameters: [TupleTypeElement(type: .named("Int"))], isAsync: true, throwing: .throws, result: .named("Void"))))
        let make = FunctionDeclaration(
            header: header(4, modifiers: ["static"]),
            name: "make",
            genericParameters: [GenericParameter(name: "T", constraint: .composition([.named("P"), .named("Q")])), GenericParameter(name: "U", isPack: true)],
            parameters: [
                Parameter(label: nil, name: "x", type: .attributed(attributes: [], specifiers: ["inout"], base: .named("Int"))),
                Parameter(label: "label", name: "y", type: closure),
                Parameter(label: "z", name: "z", type: .named("Int"), isVariadic: true),
                Parameter(label: "w", name: "w", type: .dictionary(key: .named("String"), value: .named("Int")), hasDefaultValue: true),
            ],
            effects: Effects(isAsync: true, throwing: .rethrows),
            result: .optional(.existential(.named("P"))),
            requirements: [GenericRequirement(left: .nominal([TypeComponent(name: "T"), TypeComponent(name: "Element")]), relation: .sameType, right: .named("Int"))]
        )
        let store = TypeDeclaration(
            kind: .protocol,
            header: header(2, attributes: [Attribute(name: "available", arguments: "iOS 15,\n   *")], modifiers: ["public"]),
            name: "Store",
            primaryAssociatedTypes: ["Element"],
            inheritance: [.named("AnyObject"), .named("Sendable")],
            requirements: [GenericRequirement(left: .named("Element"), relation: .conformance, right: .named("Hashable"))],
            members: [
                .associatedType(AssociatedTypeDeclaration(header: header(3), name: "Element", inheritance: [.named("Codable")], defaultType: .named("Int"))),
                .function(make),
                .variable(VariableDeclaration(header: header(5), isLet: false, name: "count", type: .named("Int"), accessors: [Accessor(kind: .get, effects: Effects(isAsync: true, throwing: .typed(.named("E")))), Accessor(kind: .set, modifiers: ["nonmutating"])])),
                .subscript(SubscriptDeclaration(header: header(6), parameters: [Parameter(label: nil, name: "index", type: .named("Int"))], result: .named("Element"), accessors: [Accessor(kind: .get)])),
                .initializer(InitializerDeclaration(header: header(7), failability: .optional, parameters: [Parameter(label: "x", name: "x", type: .named("Int"))], effects: Effects(throwing: .throws))),
            ]
        )
        let model = SourceFileModel(path: "F.swift", declarations: [
            .import(ImportDeclaration(attributes: [Attribute(name: "testable")], kind: "struct", path: "Foo.Bar", location: at(1))),
            .type(store),
        ])

        #expect(DeclarationSummary.lines(of: model) == [
            "L1 import struct | attrs: @testable | path: Foo.Bar",
            "L2 protocol Store | attrs: @available(iOS 15, *) | mods: public | primary: Element | inherits: AnyObject, Sendable | where: Element: Hashable",
            "L3 associatedtype Store.Element | inherits: Codable | default: Int",
            "L4 func Store.make | mods: static | generics: <T: P & Q, each U> | params: (_ x: inout Int, label y: @escaping (Int) async throws -> Void, z: Int..., w: [String: Int] = _) | effects: async rethrows | result: (any P)? | where: T.Element == Int",
            "L5 var Store.count | type: Int | accessors: get async throws(E), nonmutating set",
            "L6 subscript Store.subscript | params: (_ index: Int) | result: Element | accessors: get",
            "L7 init? Store.init | params: (x: Int) | effects: throws",
        ])
        #expect(DeclarationSummary.count(of: model) == 7)
    }

    @Test func summarisesExtensionsVariablesEnumsAndIfConfig() {
        let inner = TypeDeclaration(kind: .struct, header: header(3), name: "Inner", genericParameters: [GenericParameter(name: "T")], members: [
            .variable(VariableDeclaration(header: header(4, modifiers: ["private(set)"]), isLet: true, name: "a", type: .named("Int"), isTypeInferred: true, hasInitializer: true)),
            .variable(VariableDeclaration(header: header(5), isLet: false, name: "b", type: nil, accessors: [Accessor(kind: .didSet)], hasInitializer: true)),
            .function(FunctionDeclaration(header: header(6), name: "go", parameters: [Parameter(label: "x", name: "_", type: .named("Int"))], hasBody: true)),
        ])
        let extensionDecl = TypeDeclaration(kind: .extension, header: header(2), name: "Array . Index", extendedType: .nominal([TypeComponent(name: "Array"), TypeComponent(name: "Index")]), members: [.type(inner)])
        let cases = TypeDeclaration(kind: .enum, header: header(8), name: "E", inheritance: [.named("Int")], members: [
            .enumCase(EnumCaseDeclaration(header: header(9, modifiers: ["indirect"]), elements: [
                .init(name: "a"),
                .init(name: "b", associatedValues: [
                    Parameter(label: nil, name: "", type: .named("Int")),
                    Parameter(label: "label", name: "label", type: .named("String")),
                    Parameter(label: nil, name: "x", type: .named("Int"), hasDefaultValue: true),
                ]),
            ])),
            .ifConfig(IfConfigDeclaration(clauses: [
                .init(kind: .if, condition: "os(Linux)  ||\n DEBUG", declarations: [
                    .typeAlias(TypeAliasDeclaration(header: header(11), name: "H", type: .optional(.function(FunctionTypeRef(parameters: [], result: .void))))),
                ]),
                .init(kind: .else, condition: nil, declarations: []),
            ], location: at(10))),
        ])
        let model = SourceFileModel(path: "F.swift", declarations: [.type(extensionDecl), .type(cases)])

        #expect(DeclarationSummary.lines(of: model) == [
            "L2 extension Array.Index | name: Array . Index",
            "L3 struct Array.Index.Inner | generics: <T>",
            "L4 let Array.Index.Inner.a | mods: private(set) | inferred: Int | initializer",
            "L5 var Array.Index.Inner.b | accessors: didSet | initializer",
            "L6 func Array.Index.Inner.go | params: (x _: Int) | body",
            "L8 enum E | inherits: Int",
            "L9 case E | mods: indirect | elements: a, b(Int, label: String, _ x: Int = _)",
            "L10 #if E | clauses: #if os(Linux) || DEBUG / #else",
            "L11 typealias E.H | if: #if os(Linux) || DEBUG | type: (() -> ())?",
        ])
    }

    @Test func printsDocumentationOnlyWhenAsked() {
        let model = SourceFileModel(path: "F.swift", declarations: [
            .type(TypeDeclaration(kind: .struct, header: header(3), name: "S", members: [
                .variable(VariableDeclaration(header: DeclarationHeader(documentation: "/// One\n///   two", location: at(4)), isLet: true, name: "x", type: .named("Int"))),
            ])),
        ])
        #expect(DeclarationSummary.lines(of: model) == ["L3 struct S", "L4 let S.x | type: Int"])
        #expect(DeclarationSummary.lines(of: model, documentation: true) == [
            "L3 struct S | doc: /// ignored",
            "L4 let S.x | doc: /// One /// two | type: Int",
        ])
    }

    @Test func foldsWhitespace() {
        #expect(DeclarationSummary.fold("  a \n\t b\r\n c  ") == "a b c")
        #expect(DeclarationSummary.fold("") == "")
    }
}
