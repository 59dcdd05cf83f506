import Foundation

/// Xcode's user script sandboxing (`ENABLE_USER_SCRIPT_SANDBOXING = YES`, on in new projects since
/// Xcode 15): inside the source root and Derived Data, a Run Script phase may read and write only
/// the files it declares as inputs and outputs, and touching any other file there fails the build.
/// A temporary file next to the output, a listing of the output's folder, or a cache record in
/// `DERIVED_FILE_DIR` would each be such a violation. Xcode exports every build setting to the
/// script's environment, so mockgen can tell, and then keeps its temporary files in `TMPDIR`
/// (outside both) and its cache only where `--cache-dir` or `MOCKGEN_CACHE_DIR` says.
public enum XcodeScriptSandbox {
    public static func isActive(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment["ENABLE_USER_SCRIPT_SANDBOXING"] == "YES"
    }

    /// Where temporary files go under the sandbox: the user's temporary folder.
    static func temporaryFolder(_ environment: [String: String]) -> String {
        guard let folder = environment["TMPDIR"], !folder.isEmpty else { return "/tmp/" }
        return folder.hasSuffix("/") ? folder : folder + "/"
    }
}
