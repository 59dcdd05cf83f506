import Foundation

/// The command line of `mockgen-corpus`. Parsed by hand: the tool depends on MockgenCore only, and
/// `scripts/corpus.sh` is its one real caller.
struct Options: Equatable {
    static let usage = """
    usage: mockgen-corpus --mockgen PATH --runtime-sources PATH [--scratch DIR] [--module NAME]... \
    [--keep] [--per-module] [--plain-settings] [--swift PATH] LOCATION...
      LOCATION          a git URL or a path to a git repository (else $MOCKGEN_CORPUS_PACKAGES)
      --mockgen         the mockgen binary to check (a release build)
      --runtime-sources Sources/MockRuntime of mockgen, copied into each package
      --scratch         where packages are cloned and built (default .corpus)
      --module          only these library modules (repeatable; other modules are not generated or built)
      --keep            reuse an existing clone and its .build: regenerate mocks, rebuild only what changed
      --per-module      a table row for every module as well
      --plain-settings  mocks targets get -swift-version 6 only, not their module's Swift settings
                        (defines, availability macros, upcoming features, lint flags)
    """

    var locations: [String] = []
    var mockgen: String = ""
    var runtimeSources: String = ""
    var scratch: String = ".corpus"
    var modules: [String] = []
    var keep = false
    var perModule = false
    var inheritSettings = true
    var swift = "swift"

    struct UsageError: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// `environment` supplies the package list when no location is given, so the Makefile's
    /// `$MOCKGEN_CORPUS_PACKAGES` fallback lives in one place.
    static func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError) -> Options {
        var options = Options()
        var index = 0
        func value(for flag: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(description: "\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--mockgen": options.mockgen = try value(for: argument)
            case "--runtime-sources": options.runtimeSources = try value(for: argument)
            case "--scratch": options.scratch = try value(for: argument)
            case "--module": options.modules.append(try value(for: argument))
            case "--swift": options.swift = try value(for: argument)
            case "--keep": options.keep = true
            case "--per-module": options.perModule = true
            case "--plain-settings": options.inheritSettings = false
            default:
                if argument.hasPrefix("-") { throw UsageError(description: "unknown option \(argument)") }
                options.locations.append(argument)
            }
            index += 1
        }
        if options.locations.isEmpty, let list = environment["MOCKGEN_CORPUS_PACKAGES"] {
            options.locations = list.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
        }
        if options.locations.isEmpty { throw UsageError(description: "no package given (arguments or MOCKGEN_CORPUS_PACKAGES)") }
        if options.mockgen.isEmpty { throw UsageError(description: "--mockgen is required") }
        if options.runtimeSources.isEmpty { throw UsageError(description: "--runtime-sources is required") }
        return options
    }
}
