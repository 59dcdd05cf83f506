import CLibClang

/// Asks the dynamic loader which of a module's functions the libraries its module map links
/// (`link "sqlite3"`) define, on this machine. A header can declare more than the library build
/// defines (compile-time options, other platforms, debug builds); the facade's live
/// implementation references every function it forwards to, so one missing symbol breaks the
/// link of every binary using it. The check only tells: it never changes what is generated
/// unless `--c-skip-undefined` asks for it (generated code must not depend on the machine
/// behind the user's back).
enum LinkedLibraryCheck {
    /// `nil` when nothing can be said: the module links nothing, links a framework, or one of its
    /// libraries cannot be opened (the function may be defined there).
    static func undefined(_ functions: [String], linkedLibraries: [String]) -> CUndefinedFunctions? {
        guard !linkedLibraries.isEmpty, !functions.isEmpty else { return nil }
        var files: [String] = []
        for library in linkedLibraries {
            guard let file = sharedLibraryFile(forLink: library) else { return nil }
            files.append(file)
        }
        return undefined(functions, inLibraryFiles: files)
    }

    /// The same for library files (bare names the dynamic loader searches for, or paths).
    static func undefined(_ functions: [String], inLibraryFiles files: [String]) -> CUndefinedFunctions? {
        var definedAnywhere = [Bool](repeating: false, count: functions.count)
        for file in files {
            guard let defined = definedSymbols(functions, in: file) else { return nil }
            for (index, isDefined) in defined.enumerated() where isDefined { definedAnywhere[index] = true }
        }
        let missing = zip(functions, definedAnywhere).filter { !$0.1 }.map(\.0)
        return CUndefinedFunctions(libraries: files, names: Set(missing))
    }

    /// The file the linker would look for given `-l<name>`: `libsqlite3.so` (`.dylib` on Apple
    /// platforms), left to the dynamic loader's search path; `nil` for `framework F`.
    static func sharedLibraryFile(forLink name: String) -> String? {
        if name.hasPrefix("framework ") || name.isEmpty { return nil }
        #if canImport(Darwin)
        return "lib\(name).dylib"
        #else
        return "lib\(name).so"
        #endif
    }

    /// One flag per name; `nil` when the library cannot be opened.
    private static func definedSymbols(_ names: [String], in library: String) -> [Bool]? {
        var message = [CChar](repeating: 0, count: 512)
        guard let handle = lc_open_library(library, &message, message.count) else { return nil }
        return names.map { lc_library_defines(handle, $0) != 0 }
    }
}
