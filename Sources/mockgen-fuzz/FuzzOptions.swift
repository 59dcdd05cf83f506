import Foundation

/// `mockgen-fuzz` options; see `FuzzOptions.usage`.
struct FuzzOptions {
    var seed: UInt64 = UInt64(Date().timeIntervalSince1970 * 1000) & 0xFFFF_FFFF
    var duration: TimeInterval = 60
    var maxCases = Int.max
    var batchSize = 16
    var maxReductionSteps = 80
    var failures = "fuzz-failures"
    var scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-fuzz-\(ProcessInfo.processInfo.processIdentifier)").path
    var swiftc: String?
    var runtimeModules: String?
    /// `--check FILE…`: check these inputs (reproducers) instead of generating any.
    var checkFiles: [String] = []
    /// `--print-inputs`: print the inputs a run would check (`--cases`, 16 by default) and stop.
    var printInputs = false
    /// `--pools LIST`: the name and feature pools the generator also draws from (none by default).
    var pools: Set<FuzzPool> = []
    /// `--swift-flags "…"`: flags `--check` compiles with (a reproducer's `failure.txt` names
    /// them when its batch had any).
    var swiftFlags: [String] = []
    /// `--module-flags "…"`, `--default-isolation X`: the rest of a reproducer's mode, for `--check`.
    var moduleFlags: [String] = []
    var defaultIsolation: String?

    static let usage = """
        usage: mockgen-fuzz [--seed N] [--duration SECONDS] [--cases N] [--batch N] [--failures DIR]
                            [--swiftc PATH] [--runtime-modules DIR] [--pools LIST]
               mockgen-fuzz --check DIR/Input.swift ... [--swift-flags "FLAGS"] [--module-flags "FLAGS"] [--default-isolation MainActor]
                            (checks reproducers again)
               mockgen-fuzz --print-inputs [--seed N] [--cases N] [--pools LIST]   (prints the inputs, compiles none)
          Writes random valid declarations, generates their mocks, checks they parse back and
          compile in Swift 6 mode with warnings as errors; every failure is reduced and written to
          DIR/seed-N-CaseK/ (Input.swift, GeneratedMocks.swift, failure.txt). Exit status 1 if any.
          Batches take three modes in turn: plain; NonisolatedNonsendingByDefault (inputs and mocks);
          the inputs built with -default-isolation MainActor and generated with --default-isolation
          MainActor. failure.txt says which; --check takes the same through --swift-flags,
          --module-flags and --default-isolation.
          --runtime-modules: the folder with MockRuntime.swiftmodule (default: the Modules folder
          next to this executable, as SwiftPM builds it).
          --pools: also draw names and features from these pools (comma-separated, or `all`;
          none by default, so a seed gives the inputs it always gave):
            stdlib-names          module types named like standard ones (Error, Result, Int, Task,
                                  Data, Mock, MockManager…); the module writes Swift.Int etc.
            keyword-names         `Type`/`Protocol` types (top level and nested), keyword member,
                                  associated type, label and parameter names
            module-named-type     a type or protocol named like the module (FuzzInput)
            spi                   @_spi types in internal protocols, @_spi protocols and members
            std-refinements       protocols refining CodingKey, Hashable, Sequence, LocalizedError…
                                  (sometimes written Swift.Hashable); classes conforming to some
            ownership             sending, borrowing/consuming, isolated parameters,
                                  nonisolated(nonsending) and @concurrent async members
            noncopyable           a ~Copyable struct in borrowing/consuming/inout parameters and
                                  results, <T: ~Copyable>, ~Copyable protocols
            packs                 parameter packs (each T, repeat each T)
            effectful-subscripts  subscripts with { get async throws } getters
          Cases declaring module-scope names (stdlib-names, module-named-type, top-level keyword
          types) are checked alone, as module FuzzInput, not in a batch. With pools, reproducers
          go to DIR/seed-N-<pools>-CaseK/.
        """

    /// ` --pools …` after the seed in messages (what reproduces the run), "" without pools.
    var poolsNote: String { pools.isEmpty ? "" : " --pools \(FuzzPool.describe(pools))" }

    struct UsageError: Error, CustomStringConvertible { var description: String }

    static func parse(_ arguments: [String]) throws -> FuzzOptions {
        var options = FuzzOptions()
        var iterator = arguments.makeIterator()
        func value(_ flag: String) throws -> String {
            guard let next = iterator.next() else { throw UsageError(description: "\(flag) needs a value") }
            return next
        }
        func number<T: LosslessStringConvertible>(_ flag: String) throws -> T {
            let text = try value(flag)
            guard let number = T(text) else { throw UsageError(description: "\(flag): not a number: \(text)") }
            return number
        }
        while let argument = iterator.next() {
            switch argument {
            case "--seed": options.seed = try number(argument)
            case "--duration": options.duration = try number(argument)
            case "--cases": options.maxCases = try number(argument)
            case "--batch": options.batchSize = max(1, try number(argument))
            case "--failures": options.failures = try value(argument)
            case "--swiftc": options.swiftc = try value(argument)
            case "--runtime-modules": options.runtimeModules = try value(argument)
            case "--check": options.checkFiles.append(try value(argument))
            case "--print-inputs": options.printInputs = true
            case "--swift-flags": options.swiftFlags = try value(argument).split(whereSeparator: \.isWhitespace).map(String.init)
            case "--module-flags": options.moduleFlags = try value(argument).split(whereSeparator: \.isWhitespace).map(String.init)
            case "--default-isolation": options.defaultIsolation = try value(argument)
            case "--pools":
                let text = try value(argument)
                guard let pools = FuzzPool.parseList(text) else {
                    throw UsageError(description: "--pools: not a pool list: \(text) (pools: all, none, " + FuzzPool.allCases.map(\.rawValue).joined(separator: ", ") + ")")
                }
                options.pools = pools
            case "-h", "--help": throw UsageError(description: "")
            default: throw UsageError(description: "unknown argument: \(argument)")
            }
        }
        return options
    }
}
