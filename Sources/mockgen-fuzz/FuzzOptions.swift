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

    static let usage = """
        usage: mockgen-fuzz [--seed N] [--duration SECONDS] [--cases N] [--batch N] [--failures DIR]
                            [--swiftc PATH] [--runtime-modules DIR]
               mockgen-fuzz --check DIR/Input.swift ...   (checks reproducers again)
               mockgen-fuzz --print-inputs [--seed N] [--cases N]   (prints the inputs, compiles none)
          Writes random valid declarations, generates their mocks, checks they parse back and
          compile in Swift 6 mode with warnings as errors; every failure is reduced and written to
          DIR/seed-N-CaseK/ (Input.swift, GeneratedMocks.swift, failure.txt). Exit status 1 if any.
          --runtime-modules: the folder with MockRuntime.swiftmodule (default: the Modules folder
          next to this executable, as SwiftPM builds it).
        """

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
            case "-h", "--help": throw UsageError(description: "")
            default: throw UsageError(description: "unknown argument: \(argument)")
            }
        }
        return options
    }
}
