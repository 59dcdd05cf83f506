import ArgumentParser
import MockgenCore

/// What `generate` and `parse` both read: Swift files, folders (searched for `.swift` files) and,
/// with `--glob`, patterns. One `@OptionGroup`, so both commands take inputs the same way.
struct InputOptions: ParsableArguments {
    @Flag(name: [.short, .long], help: "Expand *, ?, ** and [...] in INPUTS (quote them so the shell does not; a backslash escapes the next character).")
    var glob = false

    @Argument(help: ArgumentHelp("Swift files and folders to read (patterns with --glob); for generate, also C headers (.h).", valueName: "inputs"))
    var inputs: [String] = []
}

/// A comma-separated option value, split by the option itself (`--testable A,B --testable C`
/// gives `A`, `B`, `C`): Cuckoo's list options take one comma-separated value, mockgen also the
/// option repeated. Items are trimmed; empty ones are dropped.
struct NameList {
    var names: [String]

    /// `--exclude`: protocol and class names, as written.
    static func names(_ argument: String) -> NameList {
        NameList(names: argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    }

    /// `--testable`, `--import`: module names only (`App`, `_Internal`, `Clang.Submodule`); any
    /// other value is a usage error naming it.
    static func modules(_ argument: String) throws -> NameList {
        let list = names(argument)
        for module in list.names where !isModuleName(module) {
            throw ValidationError("'\(module)' is not a module name (letters, digits and '_', not starting with a digit; a Clang submodule as A.B).")
        }
        return list
    }

    static func isModuleName(_ text: String) -> Bool {
        ModuleName.isValid(text)
    }
}

extension Array where Element == NameList {
    /// Every name once, in the order first given.
    var flattened: [String] {
        var seen: Set<String> = []
        return flatMap(\.names).filter { seen.insert($0).inserted }
    }
}
