import CLibClang
import Foundation

/// The headers of the platform's C library, whose functions a C module's headers often include
/// (`<stdio.h>`, `<string.h>`): Swift imports them through the module too, as clang includes them
/// textually there, but they are the C library's, and `Glibc`/`Darwin` already give them to
/// Swift. mockgen leaves them out of a module's facade.
///
/// On Apple platforms the SDK's module maps place them in `Darwin`, which clang reports like any
/// other module. On Linux, Swift's own `glibc.modulemap` names one umbrella, `SwiftGlibc.h`,
/// which includes them textually: the headers of its declarations are the set, read by
/// parsing that umbrella with the libclang in use.
enum PlatformCLibrary {
    /// Real paths of the headers declaring the C library's functions and types; empty where the platform's
    /// module maps already say it, or when no `SwiftGlibc.h` is found (`umbrella` is then `nil`).
    static func headers(library: LibClang, arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (headers: Set<String>, umbrella: String?)
    {
        #if os(Linux)
        guard let umbrella = swiftGlibcUmbrella(library: library, environment: environment) else { return ([], nil) }
        guard case .success(let unit) = TranslationUnit.parse("#include \"\(umbrella)\"\n",
                                                              arguments: ClangArguments.arguments(for: library, caller: arguments), library: library)
        else { return ([], umbrella) }
        let root = ClangCursor(unit.cursor, library.functions)
        var files: Set<UnsafeMutableRawPointer> = []
        var headers: Set<String> = []
        for child in root.children.map(root.child) {
            guard let file = child.file, files.insert(file).inserted,
                  let path = ClangString.take(library.functions.getFileName(file), library.functions) else { continue }
            headers.insert(FileSystemPath.realPath(path) ?? path)
        }
        return (headers, umbrella)
        #else
        return ([], nil)
        #endif
    }

    /// `SwiftGlibc.h` of the toolchain: beside the libclang it ships (`usr/lib/libclang.so` →
    /// `usr/lib/swift/linux/<arch>/`), else beside the `swift` in `PATH`.
    private static func swiftGlibcUmbrella(library: LibClang, environment: [String: String]) -> String? {
        for folder in ToolchainFolders.libFolders(library: library, environment: environment) {
            let linux = folder + "/swift/linux"
            for architecture in [ModuleInterfaces.architecture] + ((try? FileManager.default.contentsOfDirectory(atPath: linux))?.sorted() ?? []) {
                let candidate = linux + "/" + architecture + "/SwiftGlibc.h"
                if FileSystemPath.isFile(candidate) { return candidate }
            }
        }
        return nil
    }
}
