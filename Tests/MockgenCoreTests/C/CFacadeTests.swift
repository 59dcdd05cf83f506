import Testing
@testable import MockgenCore

/// The C functions of sqlite3.h and zlib.h as libclang describes them, spelled as Swift imports
/// them (checked against the Swift compiler's own import of those headers).
@Suite struct CFacadeTests {
    static let here = SourceLocation(path: "/usr/include/sqlite3.h", line: 1, column: 1)
    static let sqlite3 = CType.typedef(name: "sqlite3", underlying: .record(kind: .struct, name: "sqlite3", isComplete: false))
    static let charPointer = CType.pointer(pointee: .builtin(.char), pointeeIsConst: false, nullability: .unspecified)
    static let constCharPointer = CType.pointer(pointee: .builtin(.char), pointeeIsConst: true, nullability: .unspecified)

    static func function(_ name: String, _ result: CType, _ parameters: [(String?, CType)], variadic: Bool = false, inline: Bool = false) -> CFunction {
        CFunction(name: name, location: here, result: result, parameters: parameters.map { CParameter(name: $0.0, type: $0.1) },
                  isVariadic: variadic, isInline: inline)
    }

    static func swift(_ type: CType) -> String {
        switch CTypeImporter().swiftType(type) {
        case .success(let type): return type.description
        case .failure(let failure): return "failure: \(failure)"
        }
    }

    @Test func arithmeticTypesAndMappedTypedefs() {
        #expect(Self.swift(.builtin(.int)) == "Int32")
        #expect(Self.swift(.builtin(.unsignedLong)) == "UInt")
        #expect(Self.swift(.builtin(.char)) == "CChar")
        #expect(Self.swift(.builtin(.bool)) == "Bool")
        #expect(Self.swift(.typedef(name: "size_t", underlying: .builtin(.unsignedLong))) == "Int")
        #expect(Self.swift(.typedef(name: "uint8_t", underlying: .builtin(.unsignedChar))) == "UInt8")
        #expect(Self.swift(.typedef(name: "sqlite3_int64", underlying: .typedef(name: "sqlite_int64", underlying: .builtin(.longLong)))) == "sqlite3_int64")
        #expect(Self.swift(.builtin(.longDouble)).hasPrefix("failure"))
        #expect(Self.swift(.vaList) == "CVaListPointer")
        #expect(Self.swift(.typedef(name: "va_list", underlying: .vaList)) == "CVaListPointer")
    }

    @Test func pointersFollowConstPointeeAndNullability() {
        #expect(Self.swift(Self.constCharPointer) == "UnsafePointer<CChar>!")
        #expect(Self.swift(.pointer(pointee: .builtin(.int), pointeeIsConst: false, nullability: .nonnull)) == "UnsafeMutablePointer<Int32>")
        #expect(Self.swift(.pointer(pointee: .builtin(.int), pointeeIsConst: false, nullability: .nullable)) == "UnsafeMutablePointer<Int32>?")
        #expect(Self.swift(.pointer(pointee: .void, pointeeIsConst: false, nullability: .unspecified)) == "UnsafeMutableRawPointer!")
        #expect(Self.swift(.pointer(pointee: .void, pointeeIsConst: true, nullability: .nullable)) == "UnsafeRawPointer?")
        // A pointer to a struct only declared is opaque, and nested pointers are plain optionals.
        #expect(Self.swift(.pointer(pointee: Self.sqlite3, pointeeIsConst: false, nullability: .unspecified)) == "OpaquePointer!")
        #expect(Self.swift(.pointer(pointee: .pointer(pointee: Self.sqlite3, pointeeIsConst: false, nullability: .unspecified), pointeeIsConst: false, nullability: .unspecified))
                == "UnsafeMutablePointer<OpaquePointer?>!")
        #expect(Self.swift(.pointer(pointee: Self.charPointer, pointeeIsConst: false, nullability: .unspecified)) == "UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>!")
        // A complete struct keeps its name.
        let stream = CType.typedef(name: "z_stream", underlying: .record(kind: .struct, name: "z_stream_s", isComplete: true))
        #expect(Self.swift(.pointer(pointee: stream, pointeeIsConst: false, nullability: .unspecified)) == "UnsafeMutablePointer<z_stream>!")
        #expect(Self.swift(.typedef(name: "z_streamp", underlying: .pointer(pointee: stream, pointeeIsConst: false, nullability: .unspecified))) == "z_streamp!")
        #expect(Self.swift(.array(element: .builtin(.unsignedChar), elementIsConst: true, count: nil)) == "UnsafePointer<UInt8>!")
    }

    @Test func functionPointersAreCConventionClosures() {
        let callback = CType.pointer(pointee: .function(result: .builtin(.int), parameters: [
            .pointer(pointee: .void, pointeeIsConst: false, nullability: .unspecified), .builtin(.int),
            .pointer(pointee: Self.charPointer, pointeeIsConst: false, nullability: .unspecified),
            .pointer(pointee: Self.charPointer, pointeeIsConst: false, nullability: .unspecified),
        ], isVariadic: false), pointeeIsConst: false, nullability: .unspecified)
        #expect(Self.swift(callback) == "(@convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32)!")
        let destructor = CType.typedef(name: "sqlite3_destructor_type", underlying: .pointer(
            pointee: .function(result: .void, parameters: [.pointer(pointee: .void, pointeeIsConst: false, nullability: .unspecified)], isVariadic: false),
            pointeeIsConst: false, nullability: .unspecified))
        #expect(Self.swift(destructor) == "sqlite3_destructor_type!")
        #expect(Self.swift(.pointer(pointee: .function(result: .void, parameters: [], isVariadic: false), pointeeIsConst: false, nullability: .nonnull))
                == "@convention(c) () -> Void")
    }

    /// Swift cannot call a variadic function: a pointer to one is an `OpaquePointer`, and a typedef
    /// of one keeps its name (libxml2's `xmlGenericErrorFunc`, `typealias … = OpaquePointer`),
    /// spelled out or not.
    @Test func pointersToVariadicFunctionsAreOpaque() {
        let variadic = CType.function(result: .void, parameters: [.pointer(pointee: .void, pointeeIsConst: false, nullability: .unspecified)], isVariadic: true)
        let errorFunc = CType.typedef(name: "xmlGenericErrorFunc", underlying: .pointer(pointee: variadic, pointeeIsConst: false, nullability: .unspecified))
        #expect(Self.swift(.pointer(pointee: variadic, pointeeIsConst: false, nullability: .unspecified)) == "OpaquePointer!")
        #expect(Self.swift(errorFunc) == "xmlGenericErrorFunc!")
        #expect(Self.swift(.pointer(pointee: errorFunc, pointeeIsConst: false, nullability: .unspecified)) == "UnsafeMutablePointer<xmlGenericErrorFunc?>!")
        let spelledOut = CTypeImporter(spellsOutFunctionPointerTypedefs: true)
        #expect((try? spelledOut.swiftType(errorFunc).get())?.description == "xmlGenericErrorFunc!")
    }

    static let module = CModule(name: "CSQLite", functions: [
        function("sqlite3_open", .builtin(.int), [("filename", constCharPointer),
                                                  ("ppDb", .pointer(pointee: .pointer(pointee: sqlite3, pointeeIsConst: false, nullability: .unspecified), pointeeIsConst: false, nullability: .unspecified))]),
        function("sqlite3_close", .builtin(.int), [(nil, .pointer(pointee: sqlite3, pointeeIsConst: false, nullability: .unspecified))]),
        function("sqlite3_mprintf", charPointer, [(nil, constCharPointer)], variadic: true),
        function("sqlite3_inline", .void, [], inline: true),
        function("sqlite3_odd", .void, [("in", .builtin(.int)), ("x", .builtin(.int)), ("x", .builtin(.int)), ("l", .builtin(.longDouble))]),
        function("sqlite3_sleep", .void, [("in", .builtin(.int)), ("x", .builtin(.int)), ("x", .builtin(.int))]),
        function("sqlite3_close", .builtin(.int), [(nil, .pointer(pointee: sqlite3, pointeeIsConst: false, nullability: .unspecified))]),
    ])

    @Test func theFacadeKeepsWhatSwiftImportsAndSaysWhyTheRestIsLeftOut() {
        let facade = CFacade(module: Self.module)
        #expect(facade.protocolName == "CSQLiteAPI")
        #expect(facade.liveName == "CSQLiteLive")
        #expect(facade.functions.map(\.name) == ["sqlite3_open", "sqlite3_close", "sqlite3_sleep"])
        #expect(facade.functions[1].parameterNames == ["arg1"])
        #expect(facade.functions[2].parameterNames == ["`in`", "x", "arg3"])
        #expect(facade.skipped.map(\.name) == ["sqlite3_mprintf", "sqlite3_inline", "sqlite3_odd"])
        #expect(facade.skipped[0].reason.contains("variadic"))
        #expect(facade.skipped[1].reason.contains("inline"))
        #expect(facade.skipped[2].reason == "parameter `l` has the type `long double`, which Swift does not import on every platform")
    }

    @Test func theFacadeIsAProtocolAndALiveImplementationForwardingToC() {
        let text = CFacade(module: Self.module).facadeText()
        let lines = text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        #expect(lines.first == "import CSQLite")
        #expect(lines.contains("public protocol CSQLiteAPI: Sendable {"))
        #expect(lines.contains("func sqlite3_open(_ filename: UnsafePointer<CChar>!, _ ppDb: UnsafeMutablePointer<OpaquePointer?>!) -> Int32"))
        #expect(lines.contains("func sqlite3_sleep(_ `in`: Int32, _ x: Int32, _ arg3: Int32)"))
        #expect(lines.contains("public struct CSQLiteLive: CSQLiteAPI {"))
        #expect(lines.contains("@inlinable public init() {}"))
        #expect(lines.contains("@inlinable public func sqlite3_close(_ arg1: OpaquePointer!) -> Int32 { CSQLite.sqlite3_close(arg1) }"))
        #expect(lines.contains("@inlinable public func sqlite3_sleep(_ `in`: Int32, _ x: Int32, _ arg3: Int32) {"))
        #expect(lines.contains("CSQLite.sqlite3_sleep(`in`, x, arg3)"))
    }

    @Test func theProtocolIsMockedLikeAParsedOne() {
        let facade = CFacade(module: Self.module)
        let output = MockGenerator.generate(models: [facade.sourceModel(path: "CSQLite.h")], options: GeneratorOptions(includeHeader: false))
        let lines = output.content.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        #expect(output.diagnostics.isEmpty)
        #expect(lines.contains("import CSQLite"))
        #expect(lines.contains("public class MockCSQLiteAPI: CSQLiteAPI, Mock, @unchecked Sendable {"))
        #expect(lines.contains("public final func sqlite3_close(_ arg1: OpaquePointer!)"))
        #expect(lines.contains("-> Int32 { self.__callPassing(1, (arg1)) { $0.sqlite3_close($1) } }"))
        #expect(lines.contains("public final class CSQLiteAPIStub: MockCSQLiteAPI, MockStub, @unchecked Sendable {}"))
    }
}

@Suite struct CLinkSeamTests {
    @Test func wrappersRouteToTheTasksMockElseToTheRealFunction() {
        var module = CFacadeTests.module
        module.headers = ["/usr/include/sqlite3.h"]
        module.includes = ["\"sqlite3.h\""]
        let seam = CFacade(module: module).linkSeam()
        let lines = seam.swift.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        #expect(lines.first == "#if os(Linux)")
        #expect(lines.contains("import CSQLiteSeam"))
        #expect(lines.contains("public enum CSQLiteSeam {"))
        #expect(lines.contains("@TaskLocal static var mock: (any CSQLiteAPI)? = nil"))
        #expect(lines.contains("@_cdecl(\"__wrap_sqlite3_close\")"))
        #expect(lines.contains("func __wrap_sqlite3_close(_ arg1: OpaquePointer!) -> Int32 {"))
        #expect(lines.contains("if let __mock = CSQLiteSeam.mock { return __mock.sqlite3_close(arg1) }"))
        #expect(lines.contains("return __real_sqlite3_close(arg1)"))
        #expect(lines.contains("if let __mock = CSQLiteSeam.mock { __mock.sqlite3_sleep(`in`, x, arg3); return }"))
        #expect(seam.cHeader.contains("#include \"sqlite3.h\"\nextern __typeof__(sqlite3_open) __real_sqlite3_open __attribute__((weak));\n"))
        #expect(seam.linkerFlags == "--wrap=sqlite3_open\n--wrap=sqlite3_close\n--wrap=sqlite3_sleep\n")
    }

    /// Regression (`make c-corpus`): sqlite3.h declares functions Debian's libsqlite3 does not
    /// define (sqlite3_snapshot_get, sqlite3_win32_set_directory…); a strong `__real_` reference
    /// to any of them failed the test binary's link. Every `__real_` declaration is weak.
    @Test func realFunctionsAreDeclaredWeakSoFunctionsTheLibraryLacksStillLink() {
        var module = CFacadeTests.module
        module.headers = ["/usr/include/sqlite3.h"]
        module.includes = ["\"sqlite3.h\""]
        let declarations = CFacade(module: module).linkSeam().cHeader.split(separator: "\n").filter { $0.hasPrefix("extern ") }
        #expect(!declarations.isEmpty)
        #expect(declarations.allSatisfy { $0.hasSuffix(" __attribute__((weak));") })
    }
}

@Suite struct CFacadeExclusionTests {
    /// A header may declare functions the library build lacks (Debian's libsqlite3 has no
    /// `sqlite3_snapshot_get`): `--exclude` leaves them out, so the live implementation links.
    @Test func excludedFunctionsGetNoRequirementAndNoWarning() {
        let facade = CFacade(module: CFacadeTests.module, excluding: ["sqlite3_close", "sqlite3_mprintf"])
        #expect(facade.functions.map(\.name) == ["sqlite3_open", "sqlite3_sleep"])
        #expect(!facade.skipped.contains { $0.name == "sqlite3_mprintf" })
    }
}
