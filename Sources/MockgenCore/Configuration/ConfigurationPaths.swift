import Foundation

/// Paths in a configuration file are relative to the file's folder, not to the working
/// directory: the same file works from a build phase, a plugin or a terminal anywhere.
enum ConfigurationPaths {
    /// `path` as seen from the working directory: absolute paths stay, `~/…` is the home folder
    /// (as Cuckoo reads it), anything else is joined to `folder` (a trailing `/`, which makes an
    /// output a folder, is kept).
    static func resolve(_ path: String, against folder: String) -> String {
        if path.hasPrefix("/") { return path }
        if path == "~" || path.hasPrefix("~/") { return NSHomeDirectory() + path.dropFirst() }
        if folder.isEmpty || folder == "." { return path }
        if path == "." || path == "./" { return folder + (path.hasSuffix("/") ? "/" : "") }
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    /// The folder a configuration file is in, as a prefix for its paths ("" for the working
    /// directory).
    static func folder(of file: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        return folder == "." ? "" : folder
    }

    /// Clang flags that name a path (`-I dir`, `-Idir`, `-isystem dir`, `-F dir`,
    /// `-fmodule-map-file=file`, …) with the path resolved against `folder`; other flags as given.
    static func resolveClangArguments(_ arguments: [String], against folder: String) -> [String] {
        var result: [String] = []
        var pathFollows = false
        for argument in arguments {
            if pathFollows {
                result.append(resolve(argument, against: folder))
                pathFollows = false
            } else if separatePathFlags.contains(argument) {
                result.append(argument)
                pathFollows = true
            } else if let flag = joinedPathFlags.first(where: { argument.hasPrefix($0) && argument.count > $0.count }) {
                result.append(flag + resolve(String(argument.dropFirst(flag.count)), against: folder))
            } else {
                result.append(argument)
            }
        }
        return result
    }

    private static let separatePathFlags: Set<String> = ["-I", "-isystem", "-iquote", "-idirafter", "-F", "-include", "--sysroot", "-isysroot"]
    // Longest first, so `-isystem…` is not read as `-i` anything.
    private static let joinedPathFlags = ["-fmodule-map-file=", "--sysroot=", "-isystem", "-iquote", "-idirafter", "-isysroot", "-I", "-F"]
}
