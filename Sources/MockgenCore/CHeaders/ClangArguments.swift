import Foundation

/// The command line libclang parses with: C, the resource folder of the libclang in use, on
/// macOS the active SDK unless the caller chose one, then the caller's flags. No system
/// include folder is added: clang's driver knows the target's defaults (`/usr/include`, …).
enum ClangArguments {
    static func arguments(for library: LibClang, modules: ModuleOptions? = nil, caller: [String]) -> [String] {
        // The import of a module is written `@import M;`, which only Objective-C has: the one
        // construct for which libclang reports the imported module (`clang_Cursor_getModule`).
        var arguments = ["-x", modules == nil ? "c" : "objective-c"]
        if let resource = library.resourceDirectory { arguments += ["-resource-dir", resource] }
        #if os(macOS)
        if !caller.contains(where: { $0 == "-isysroot" || $0.hasPrefix("--sysroot") }),
           let sdk = Subprocess.output("/usr/bin/xcrun", ["--show-sdk-path"]) {
            arguments += ["-isysroot", sdk]
        }
        #endif
        if let modules {
            arguments += ["-fmodules", "-fmodules-cache-path=\(modules.cachePath)"]
            if let map = modules.moduleMapFile {
                arguments += ["-fmodule-map-file=\(map)", "-I", (map as NSString).deletingLastPathComponent]
            }
        }
        return arguments + caller
    }

    /// Only for the small source that imports a module to learn its headers.
    struct ModuleOptions {
        var moduleMapFile: String?
        /// clang writes the module it builds here; shared between runs (its file names carry a
        /// hash of the compiler and flags, so copies of libclang do not mix).
        var cachePath: String = NSTemporaryDirectory() + "mockgen-clang-module-cache"
    }
}
