import Foundation

/// `mockgen-fuzz`: the compile-fuzzer (`make fuzz-compile`; a short run is part of `make test`).
@main
struct FuzzMain {
    static func main() {
        let options: FuzzOptions
        do {
            options = try FuzzOptions.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("mockgen-fuzz: \(error)\n\(FuzzOptions.usage)\n".utf8))
            exit(64)
        }
        if options.printInputs {
            var fuzzer = DeclarationFuzzer(seed: options.seed, pools: options.pools)
            for index in 0..<(options.maxCases == Int.max ? 16 : options.maxCases) {
                print(fuzzer.makeCase(named: "Case\(index)").source)
            }
            exit(0)
        }
        let executableFolder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path
        let runtimeModules = options.runtimeModules ?? [executableFolder + "/Modules", executableFolder].first {
            FileManager.default.fileExists(atPath: $0 + "/MockRuntime.swiftmodule")
        }
        guard let runtimeModules, let swiftc = options.swiftc ?? findSwiftc() else {
            FileHandle.standardError.write(Data("mockgen-fuzz: cannot find swiftc or MockRuntime.swiftmodule (build with `swift build`, or pass --swiftc/--runtime-modules)\n".utf8))
            exit(64)
        }
        try? FileManager.default.createDirectory(atPath: options.scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: options.scratch) }
        var compiler = SwiftCompiler(swiftc: swiftc, runtimeModules: runtimeModules, moduleCache: options.scratch + "/ModuleCache")
        if !options.checkFiles.isEmpty {
            compiler.flags = options.swiftFlags
            compiler.moduleFlags = options.moduleFlags
            var checker = CompileFuzzer(options: options, compiler: compiler)
            checker.mode = CompileFuzzer.LanguageMode(flags: options.swiftFlags, moduleFlags: options.moduleFlags, defaultGlobalActor: options.defaultIsolation)
            var failed = false
            for (index, file) in options.checkFiles.enumerated() {
                guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
                    print("\(file): cannot read")
                    failed = true
                    continue
                }
                let fuzzCase = FuzzCase(name: "Check\(index)", declarations: [.init(header: source, members: [])])
                let outcome = checker.check(fuzzCase, in: options.scratch + "/check-\(index)")
                print("\(file): " + outcome.detail)
                failed = failed || outcome != .passed
            }
            try? FileManager.default.removeItem(atPath: options.scratch)
            exit(failed ? 1 : 0)
        }
        FileHandle.standardError.write(Data("mockgen-fuzz: seed \(options.seed)\(options.poolsNote)\n".utf8))
        var fuzzer = CompileFuzzer(options: options, compiler: compiler)
        let summary = fuzzer.run()
        print("mockgen-fuzz: seed \(options.seed)\(options.poolsNote): \(summary.generated) inputs generated, \(summary.valid) valid, mocks of \(summary.valid - summary.failures.count) compiled, \(summary.failures.count) failing")
        for failure in summary.failures { print("  reproducer: \(failure)") }
        try? FileManager.default.removeItem(atPath: options.scratch)
        exit(summary.failures.isEmpty ? 0 : 1)
    }

    static func findSwiftc() -> String? {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let exec = environment["SWIFT_EXEC"] { candidates.append(exec) }
        candidates += (environment["PATH"] ?? "").split(separator: ":").map { String($0) + "/swiftc" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
