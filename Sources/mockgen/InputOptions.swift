#if Generator // the command line exists only with the package trait (GeneratorTrait.swift)
import ArgumentParser
import Foundation
import MockgenCore

/// What `generate` and `parse` both read: Swift files, folders (searched for `.swift` files) and,
/// with `--glob`, patterns. One `@OptionGroup`, so both commands take inputs the same way.
struct InputOptions: ParsableArguments {
    @Flag(name: [.short, .long], help: "Expand *, ?, ** and [...] in INPUTS (quote them so the shell does not; a backslash escapes the next character).")
    var glob = false

    @Argument(help: ArgumentHelp("Swift files and folders to read (patterns with --glob); for generate, also C headers (.h).", valueName: "inputs"))
    var inputs: [String] = []

    @Option(name: .customLong("input-file-list"), help: ArgumentHelp(
        "A file naming inputs, one per line (repeatable): an Xcode .xcfilelist, or $SCRIPT_INPUT_FILE_LIST_0 in a Run Script phase.",
        discussion: "With Xcode's script sandboxing, a phase may read only the files it declares: give it the declared list, and mockgen reads exactly those. $(NAME) and ${NAME} are taken from the environment.",
        valueName: "path"))
    var inputFileLists: [String] = []

    /// Some input is named, on the command line or in a list.
    var namesInputs: Bool { !inputs.isEmpty || !inputFileLists.isEmpty }

    /// Appends the paths every `--input-file-list` names to `inputs`; a list that cannot be read is
    /// a compiler-style error and exit 1, as a source file that cannot be read is.
    mutating func readInputFileLists() {
        for list in inputFileLists {
            switch InputFileList.read(list) {
            case .success(let paths):
                inputs += paths
            case .failure(let diagnostic):
                FileHandle.standardError.write(Data("\(diagnostic)\nmockgen: 1 error; nothing written\n".utf8))
                Foundation.exit(1)
            }
        }
        inputFileLists = []
    }
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
#endif
