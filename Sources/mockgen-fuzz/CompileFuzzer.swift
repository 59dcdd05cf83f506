import Foundation
import MockgenCore

/// Generates random valid declarations, compiles their mocks and reduces every failure to a
/// minimal reproducer. Cases are checked in batches (one module, one mocks module) because a
/// compiler run costs seconds; a batch's failing cases are then checked and reduced alone.
struct CompileFuzzer {
    var options: FuzzOptions
    var compiler: SwiftCompiler

    /// What one case's mocks did.
    enum Outcome: Equatable {
        case inputInvalid
        case passed
        /// mockgen reported an error for valid input.
        case generatorError(String)
        /// The generated file does not parse back with mockgen's own parser.
        case doesNotParseBack(String)
        case mocksDoNotCompile(String)
        /// mockgen refused a member for a reason the input cannot have: a type the case declares
        /// itself, escapable, reported as `~Escapable` (a module's own `Span`).
        case falseRefusal(String)

        var isFailure: Bool {
            switch self {
            case .inputInvalid, .passed: return false
            default: return true
            }
        }

        /// Failures of the same kind: the reducer keeps a smaller input only if it still fails so.
        func sameKind(as other: Outcome) -> Bool {
            switch (self, other) {
            case (.generatorError, .generatorError), (.doesNotParseBack, .doesNotParseBack), (.mocksDoNotCompile, .mocksDoNotCompile),
                 (.falseRefusal, .falseRefusal): return true
            default: return false
            }
        }

        var detail: String {
            switch self {
            case .inputInvalid: return "input does not compile"
            case .passed: return "passed"
            case .generatorError(let text): return "mockgen reported an error:\n" + text
            case .doesNotParseBack(let text): return "the generated file does not parse back:\n" + text
            case .mocksDoNotCompile(let text): return "the mocks do not compile:\n" + text
            case .falseRefusal(let text): return "mockgen refused a member for a reason the input does not have:\n" + text
            }
        }
    }

    struct Summary {
        var generated = 0
        var valid = 0
        var failures: [String] = []
    }

    /// The settings batches take in turn: plain Swift 6; Swift 6.2's approachable concurrency
    /// (`NonisolatedNonsendingByDefault`, inputs and mocks), which changes what the inputs'
    /// async declarations and the mocks' own mean (its mocks once failed on every non-`Sendable`
    /// argument of an async member); and inputs built isolated to the main actor by default
    /// (an Xcode 26 app target), generated with `--default-isolation MainActor`.
    struct LanguageMode {
        var flags: [String] = []
        var moduleFlags: [String] = []
        var defaultGlobalActor: String?

        /// How a reproducer says it was compiled ("" for plain Swift 6).
        var note: String {
            var parts: [String] = []
            if !flags.isEmpty { parts.append("compiled (the input and the mocks) with: " + flags.joined(separator: " ")) }
            if !moduleFlags.isEmpty { parts.append("the input compiled with: " + moduleFlags.joined(separator: " ")) }
            if let defaultGlobalActor { parts.append("generated with: --default-isolation " + defaultGlobalActor) }
            return parts.map { $0 + "\n" }.joined()
        }
    }

    static let languageModes: [LanguageMode] = [
        LanguageMode(),
        LanguageMode(flags: ["-enable-upcoming-feature", "NonisolatedNonsendingByDefault"]),
        LanguageMode(moduleFlags: ["-default-isolation", "MainActor"], defaultGlobalActor: "MainActor"),
    ]

    /// The batch's, or `--check`'s.
    var mode = LanguageMode()

    mutating func run() -> Summary {
        var fuzzer = DeclarationFuzzer(seed: options.seed, pools: options.pools)
        var summary = Summary()
        let start = Date()
        var batchNumber = 0
        while summary.generated < options.maxCases && Date().timeIntervalSince(start) < options.duration {
            let count = min(options.batchSize, options.maxCases - summary.generated)
            let cases = (0..<count).map { fuzzer.makeCase(named: "Case\(summary.generated + $0)") }
            summary.generated += count
            let folder = options.scratch + "/batch-\(batchNumber)"
            mode = Self.languageModes[batchNumber % Self.languageModes.count]
            compiler.flags = mode.flags
            compiler.moduleFlags = mode.moduleFlags
            batchNumber += 1
            let (valid, suspects) = checkBatch(cases.filter { !$0.needsOwnModule }, in: folder)
            summary.valid += valid.count
            for suspect in suspects {
                let outcome = check(suspect, in: folder + "/" + suspect.name)
                guard outcome.isFailure else { continue }
                let reduced = reduce(suspect, failingAs: outcome, in: folder + "/" + suspect.name + "-reduce")
                summary.failures.append(writeReproducer(reduced.0, outcome: reduced.1))
            }
            // Cases that cannot share a module (names at module scope): checked alone.
            for alone in cases where alone.needsOwnModule {
                let outcome = check(alone, in: folder + "/" + alone.name)
                if outcome != .inputInvalid { summary.valid += 1 }
                guard outcome.isFailure else { continue }
                let reduced = reduce(alone, failingAs: outcome, in: folder + "/" + alone.name + "-reduce")
                summary.failures.append(writeReproducer(reduced.0, outcome: reduced.1))
            }
            try? FileManager.default.removeItem(atPath: folder)
            log("batch \(batchNumber): \(summary.generated) generated, \(summary.valid) valid, \(summary.failures.count) failing, \(Int(Date().timeIntervalSince(start))) s")
        }
        return summary
    }

    /// The cases of the batch that compile, and those whose mocks may fail (checked alone next).
    private func checkBatch(_ cases: [FuzzCase], in folder: String) -> (valid: [FuzzCase], suspects: [FuzzCase]) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var remaining = cases
        var built = false
        for _ in 0..<4 where !remaining.isEmpty {
            let files = remaining.map { write($0.source, to: folder + "/" + $0.name + ".swift") }
            let result = compiler.buildModule("FuzzInputs", files: files, in: folder)
            if result.succeeded { built = true; break }
            let failing = result.failingFiles
            if failing.isEmpty { remaining = []; break }
            remaining.removeAll { failing.contains(folder + "/" + $0.name + ".swift") }
        }
        guard built else { return ([], []) }
        var suspects: [FuzzCase] = []
        var mockFiles: [String: FuzzCase] = [:]
        for fuzzCase in remaining {
            switch generate(fuzzCase, module: "FuzzInputs", input: folder + "/" + fuzzCase.name + ".swift", output: folder + "/Mock" + fuzzCase.name + ".swift") {
            case .passed: mockFiles[folder + "/Mock" + fuzzCase.name + ".swift"] = fuzzCase
            default: suspects.append(fuzzCase)
            }
        }
        if !mockFiles.isEmpty {
            let result = compiler.compileMocks(mockFiles.keys.sorted(), module: "FuzzMocks", in: folder)
            if !result.succeeded {
                let failing = result.failingFiles
                let named = mockFiles.filter { failing.contains($0.key) }.map(\.value)
                // A failure no file is named for (a compiler crash): every case is checked alone.
                suspects += named.isEmpty ? Array(mockFiles.values) : named
            }
        }
        return (remaining, suspects.sorted { $0.name < $1.name })
    }

    /// Generates `fuzzCase`'s mocks into `output`; `.passed` means generated and parsed back.
    private func generate(_ fuzzCase: FuzzCase, module: String, input: String, output: String) -> Outcome {
        let request = GenerationRequest(inputs: [input], output: output,
                                        options: GeneratorOptions(testableImports: [module], includeHeader: false, defaultGlobalActor: mode.defaultGlobalActor))
        let plan = GenerationPipeline.plan(request)
        if plan.hasErrors { return .generatorError(plan.diagnostics.map(\.description).joined(separator: "\n")) }
        if let refusal = Self.falseRefusal(plan.diagnostics, source: fuzzCase.source) { return .falseRefusal(refusal) }
        guard let content = plan.files.first?.content else { return .generatorError("no output") }
        write(content, to: output)
        let parsed = DeclarationParser.parse(content, path: output)
        let errors = parsed.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { return .doesNotParseBack(errors.map(\.description).joined(separator: "\n")) }
        return .passed
    }

    /// A "`X` is `~Escapable`" refusal where the case never writes `~Escapable` and declares `X`
    /// itself (so `X` is escapable): the message, else `nil`.
    static func falseRefusal(_ diagnostics: [Diagnostic], source: String) -> String? {
        guard !source.contains("~Escapable") else { return nil }
        for diagnostic in diagnostics {
            guard let end = diagnostic.message.range(of: " is `~Escapable`"),
                  let start = diagnostic.message[..<end.lowerBound].range(of: ": ", options: .backwards) else { continue }
            let name = diagnostic.message[start.upperBound..<end.lowerBound]
            if ["struct", "enum", "class", "protocol", "actor"].contains(where: { source.contains("\($0) \(name)") }) { return diagnostic.description }
        }
        return nil
    }

    /// One case alone: its module, its mocks, their compile.
    func check(_ fuzzCase: FuzzCase, in folder: String) -> Outcome {
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let input = write(fuzzCase.source, to: folder + "/Input.swift")
        let module = DeclarationFuzzer.caseModule
        guard compiler.buildModule(module, files: [input], in: folder).succeeded else { return .inputInvalid }
        let mocks = folder + "/GeneratedMocks.swift"
        let generated = generate(fuzzCase, module: module, input: input, output: mocks)
        guard generated == .passed else { return generated }
        let result = compiler.compileMocks([mocks], module: "FuzzMocks", in: folder)
        return result.succeeded ? .passed : .mocksDoNotCompile(result.output)
    }

    /// Drops members and declarations while the failure stays of the same kind.
    private func reduce(_ fuzzCase: FuzzCase, failingAs outcome: Outcome, in folder: String) -> (FuzzCase, Outcome) {
        var current = (fuzzCase, outcome)
        var steps = 0
        var progressed = true
        while progressed && steps < options.maxReductionSteps {
            progressed = false
            for candidate in current.0.reductions {
                steps += 1
                let result = check(candidate, in: folder)
                if result.sameKind(as: outcome) {
                    current = (candidate, result)
                    progressed = true
                    break
                }
                if steps >= options.maxReductionSteps { break }
            }
        }
        try? FileManager.default.removeItem(atPath: folder)
        return current
    }

    private func writeReproducer(_ fuzzCase: FuzzCase, outcome: Outcome) -> String {
        let pools = options.pools.isEmpty ? "" : "-" + FuzzPool.describe(options.pools).replacingOccurrences(of: ",", with: "+")
        let folder = options.failures + "/seed-\(options.seed)\(pools)-\(fuzzCase.name)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        write(fuzzCase.source, to: folder + "/Input.swift")
        let request = GenerationRequest(inputs: [folder + "/Input.swift"], output: folder + "/GeneratedMocks.swift",
                                        options: GeneratorOptions(testableImports: [DeclarationFuzzer.caseModule], includeHeader: false,
                                                                  defaultGlobalActor: mode.defaultGlobalActor))
        if let content = GenerationPipeline.plan(request).files.first?.content { write(content, to: folder + "/GeneratedMocks.swift") }
        let flags = mode.note
        write(flags + outcome.detail, to: folder + "/failure.txt")
        log("FAILURE \(fuzzCase.name) (seed \(options.seed)\(options.poolsNote)): \(folder)\n" + flags + outcome.detail.split(separator: "\n").prefix(12).joined(separator: "\n"))
        return folder
    }

    @discardableResult
    private func write(_ text: String, to path: String) -> String {
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func log(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
