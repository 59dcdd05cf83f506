import Testing
@testable import MockgenCore

/// Pass 1 reads the properties and initializers of structs, classes and actors for how the type
/// is made from nothing, without building them (`Parser+ConstructionFacts.swift`): each body
/// here gives the construction `MemberFacts` reads from the full declarations, and the one
/// written beside it.
@Suite struct ConstructionFactsTests {
    static let cases: [(body: String, construction: MemberFacts.Construction?)] = [
        ("struct S { var a = 1 }", .initializer(nil)),
        ("struct S { var a: Int }", nil),
        ("struct S { var a: Int? }", .initializer(nil)),
        ("struct S { var a: (Int)? }", .initializer(nil)),
        ("struct S { var a: [Int]?? }", .initializer(nil)),
        ("struct S { let a: Int? }", nil),
        ("struct S { var a: Int! }", nil),
        ("struct S { var a: Optional<Int> }", nil),
        ("struct S { var a: () -> Int? }", nil),
        ("struct S { var a: Int { 1 } }", .initializer(nil)),
        ("struct S { var a: Int { get { 1 } set {} } }", .initializer(nil)),
        ("struct S { var a: Int { didSet {} } }", nil),
        ("struct S { var a: Int? { willSet {} } }", .initializer(nil)),
        ("struct S { var a: Int = 0 { didSet { print(oldValue) } } }", .initializer(nil)),
        ("struct S { var a = { 1 }() }", .initializer(nil)),
        ("struct S { var a = f { 1 }\n var b: Int }", nil),
        ("struct S { lazy var a: Int = 1 }", .initializer(nil)),
        ("struct S { static var a: Int }", .initializer(nil)),
        ("struct S { var a, b: Int? }", .initializer(nil)),
        ("struct S { var a, b: Int }", nil),
        ("struct S { var a = 1, b = 2 }", .initializer(nil)),
        ("struct S { let a: Dictionary<String, Int> = [:] }", .initializer(nil)),
        ("struct S { let a: Dictionary<String, Int> }", nil),
        ("struct S { let (a, b) = (1, 2) }", .initializer(nil)),
        ("struct S { let _ = 1 }", .initializer(nil)),
        ("struct S { @Wrapper var a: Int }", nil),
        ("struct S { let f:\n    @convention(c) (Int) -> Int\n}", nil),
        ("struct S { var f:\n    @Sendable () -> Void = {}\n var g: Int? }", .initializer(nil)),
        ("struct S { init() {} }", .initializer(nil)),
        ("struct S { public init() {} }", .initializer(.public)),
        ("struct S { private init() {} }", nil),
        ("struct S { fileprivate init() {} }", nil),
        ("struct S { init(a: Int = 1) {} }", .initializer(nil)),
        ("struct S { init(a: Int) {} }", nil),
        ("struct S { init(a: Int = 1, b: Int) {} }", nil),
        ("struct S { init(a: [String: Int] = [:], b: Dictionary<String, Int> = .init(), c: (Int, Int) = (1, 2)) {} }", .initializer(nil)),
        ("struct S { init(a: Int = f(x: 1, y: 2)) { self.a = a } }", .initializer(nil)),
        ("struct S { init?() {} }", nil),
        ("struct S { init!() {} }", nil),
        ("struct S { init() async {} }", nil),
        ("struct S { init() throws {} }", nil),
        ("struct S { init() throws(E) {} }", nil),
        ("struct S { init<T>(t: T? = nil) {} }", nil),
        ("struct S { @available(*, deprecated) init() {} }", nil),
        ("struct S { init(a: Int) {}\n init() {} }", .initializer(nil)),
        ("struct S { private init() {}\n public init(a: Int = 0) {} }", nil),
        ("struct S { init(a: Int) {}\n var b = 1 }", nil),
        ("struct S { var a = 1\n #if X\n var b = 2\n #endif\n}", nil),
        ("struct S { struct Inner { var x: Int }\n var a = 1 }", .initializer(nil)),
        ("class C { var a = 1 }", .initializer(nil)),
        ("class C: Base { var a = 1 }", nil),
        ("class C: Base { public init() {} }", .initializer(.public)),
        ("actor A { var a: Int? }", .initializer(nil)),
        ("actor A { let a: Int }", nil),
    ]

    @Test(arguments: cases.indices)
    func theSkeletonsConstructionIsTheFullParses(index: Int) throws {
        let (body, expected) = Self.cases[index]
        let bytes = Array(body.utf8)
        let (skeleton, full) = DeepStack.run { (DeclarationParser.skeleton(bytes, path: "f.swift"), DeclarationParser.parse(bytes, path: "f.swift")) }
        guard case .type(let read) = try #require(skeleton.declarations.first), case .type(let parsed) = try #require(full.declarations.first) else {
            Issue.record("no type in \(body)")
            return
        }
        #expect(read.droppedMemberFacts?.construction == MemberFacts.of(parsed).construction, "\(body)")
        #expect(read.droppedMemberFacts?.construction == expected, "\(body)")
        #expect(read.members.allSatisfy { !$0.isDroppedBySkeleton }, "\(body)")
    }

    /// The same bodies as one-pass runs read them: a struct as its skeleton beside the full parse.
    @Test func aOnePassSelectionReadsTheSameConstructions() {
        for (body, expected) in Self.cases where body.hasPrefix("struct") {
            let model = DeepStack.run { DeclarationParser.parsePruned(Array(body.utf8), path: "f.swift", keepingInFull: .mockableKinds) }
            guard case .type(let type)? = model.declarations.first else {
                Issue.record("no type in \(body)")
                continue
            }
            #expect(MemberFacts.of(type).construction == expected, "\(body)")
        }
    }
}
