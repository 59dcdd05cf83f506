import Foundation

/// Where a Swift toolchain keeps what mockgen compares C modules against (`SwiftGlibc.h`,
/// Foundation's C modules): the `usr/lib` folders of the toolchain shipping the libclang in use
/// and of the `swift` in `PATH`, in that order, each once.
enum ToolchainFolders {
    static func libFolders(library: LibClang, environment: [String: String]) -> [String] {
        var folders = [(library.path as NSString).deletingLastPathComponent]
        if let swift = FileSystemPath.findExecutable("swift", in: environment["PATH"] ?? ""), let real = FileSystemPath.realPath(swift) {
            let lib = ((real as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent + "/lib"
            if !folders.contains(lib) { folders.append(lib) }
        }
        return folders
    }
}
