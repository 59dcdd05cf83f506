import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// A C module's functions are what Swift imports from it, whatever the module map's form: each
/// form is read by mockgen and by Swift's own importer (`swift-synthesize-interface`, the
/// oracle), and the library's functions must be the same. What the module's headers include
/// textually from their own folders is the module's (curl.h's easy.h); the C library's headers
/// are Glibc's or Darwin's, left out; another library's header is left out with a warning.
@Suite(.enabled(if: LibClangForTests.canRun, LibClangForTests.skipReason))
struct ModuleMapFormsTests {
    /// Headers of a small library (`lib/`, functions `cx_…`) and of another one (`other/`).
    static let headers: [String: String] = [
        "lib/top.h": "#include \"inner/part.h\"\n#include <stdio.h>\n#include <other.h>\n#include \"tx.h\"\nint cx_top(int);\n",
        "lib/inner/part.h": "#ifndef PART_H\n#define PART_H\nint cx_part(const char *name);\n#endif\n",
        "lib/second.h": "#include \"inner/part.h\"\nvoid cx_second(void);\n",
        "lib/tx.h": "int cx_textual(void);\n",
        "lib/umbrella.h": "#include \"top.h\"\n#include \"second.h\"\n",
        "other/other.h": "int other_fn(void);\nint other_more(int);\n",
    ]

    static let forms: [(name: String, map: String, functions: [String])] = [
        ("one header", "module CX { header \"top.h\" export * }", ["cx_top", "cx_part", "cx_textual"]),
        ("several headers", "module CX { header \"top.h\" header \"second.h\" export * }", ["cx_top", "cx_part", "cx_textual", "cx_second"]),
        ("umbrella header", "module CX { umbrella header \"umbrella.h\" export * module * { export * } }", ["cx_top", "cx_part", "cx_textual", "cx_second"]),
        ("umbrella folder", "module CX { umbrella \".\" export * module * { export * } }", ["cx_top", "cx_part", "cx_textual", "cx_second"]),
        ("submodules", "module CX { module Top { header \"top.h\" export * } module Second { header \"second.h\" export * } export * }",
         ["cx_top", "cx_part", "cx_textual", "cx_second"]),
        ("textual header", "module CX { header \"top.h\" textual header \"tx.h\" export * }", ["cx_top", "cx_part", "cx_textual"]),
        ("system module linking a library", "module CX [system] { header \"top.h\" link \"m\" export * }", ["cx_top", "cx_part", "cx_textual"]),
    ]

    static func makeLibrary(map: String) throws -> String {
        let root = NSTemporaryDirectory() + "mockgen-module-forms-\(UUID().uuidString)"
        for (path, text) in headers {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        try map.write(toFile: root + "/lib/module.modulemap", atomically: true, encoding: .utf8)
        return root
    }

    /// The functions Swift imports from `CX` and its submodules (which its interface lists as
    /// `import CX.top`), as its importer prints them.
    static func swiftImported(root: String) throws -> Set<String>? {
        guard let tool = ModuleInterfaces().synthesizer() else { return nil }
        var names: Set<String> = []
        var pending = ["CX"]
        var seen: Set<String> = []
        while let module = pending.popLast() {
            guard seen.insert(module).inserted else { continue }
            let outcome = try ToolProcess.run(tool, ["-module-name", module, "-I", root + "/lib", "-Xcc", "-I" + root + "/other"], in: root)
            #expect(outcome.status == 0, "\(module): \(outcome.stderr)")
            for line in outcome.stdout.split(separator: "\n") {
                if line.hasPrefix("public func ") {
                    names.insert(String(line.dropFirst("public func ".count).prefix { $0 != "(" && $0 != "<" }))
                } else if line.hasPrefix("import CX.") {
                    pending.append(String(line.dropFirst("import ".count)))
                }
            }
        }
        return names
    }

    @Test(arguments: LibClangForTests.each, forms.indices)
    func theLibrarysFunctionsAreWhatSwiftImports(_ library: LibClang?, _ index: Int) throws {
        let form = Self.forms[index]
        let library = try #require(library, "no libclang")
        let root = try Self.makeLibrary(map: form.map)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CHeaderReader(libclang: library).read(CHeaderRequest(.moduleMap(path: root + "/lib/module.modulemap", module: "CX"),
                                                                            compilerArguments: ["-I", root + "/other"]))
        let module = try #require(result.module, "\(form.name): \(result.diagnostics)")
        let ours = Set(module.functions.map(\.name))
        #expect(ours == Set(form.functions), "\(form.name)")
        // Nothing of the C library (`printf` & co. are Glibc's or Darwin's).
        #expect(!ours.contains("printf") && !ours.contains("fopen"), "\(form.name)")
        // The other library's header: left out, said once, at its first function, with the way out.
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 1, "\(form.name): \(warnings)")
        #expect(warnings.first?.location.path.hasSuffix("/other/other.h") == true)
        #expect(warnings.first?.location.line == 1)
        #expect(warnings.first?.message.hasPrefix("not mocking the 2 functions of other.h, which CX's headers include: Swift imports them through CX too") == true)
        #expect(warnings.first?.message.contains("add `header \"") == true)
        if let swift = try Self.swiftImported(root: root) {
            #expect(Set(swift.filter { $0.hasPrefix("cx_") }) == ours, "\(form.name): Swift imports \(swift.filter { $0.hasPrefix("cx_") }.sorted())")
            #expect(swift.contains("other_fn"), "the oracle imports the other library's functions through CX too")
        }
    }
}
