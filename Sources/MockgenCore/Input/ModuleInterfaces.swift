import Foundation

/// `--mirror-module`: the API of modules mockgen has no sources of (Foundation, an SDK
/// framework, a binary dependency), read as Swift declarations. A `.swiftinterface` where one
/// exists (Apple SDKs, libraries built for library evolution); otherwise the toolchain's interface
/// synthesis, `swift-synthesize-interface`, which prints a compiled module's public API as Swift
/// (Swift 6.2 and later ship it next to `swift`).
///
/// A module re-exports others (Foundation on Linux is FoundationEssentials,
/// FoundationInternationalization and more): the imports of each interface that share the
/// requested module's name are read too, so that a type and its extensions are found wherever
/// they are declared.
struct ModuleInterfaces: Sendable {
    /// One module's declarations, as text, and where they came from (for diagnostics).
    struct Interface: Sendable {
        var module: String
        var origin: String
        var text: [UInt8]
    }

    /// Modules tried, in this order, when `--mirror` names a type found in no input and no
    /// `--mirror-module` is given: where the system types tests most often mirror live.
    static let defaultModules = ["Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking"]

    var environment: [String: String] = ProcessInfo.processInfo.environment

    /// Reads `modules` and the same-named modules they import. A module that cannot be read is
    /// an error unless `optional` (the default modules: FoundationNetworking is Linux's).
    func read(_ modules: [String], optional: Bool = false) -> (interfaces: [Interface], diagnostics: [Diagnostic]) {
        var interfaces: [Interface] = []
        var diagnostics: [Diagnostic] = []
        var seen = Set(modules)
        var pending = modules
        while !pending.isEmpty {
            let batch = pending
            pending = []
            // Each synthesis takes a second or so: a batch runs on every core.
            let results = ParallelMap.map(count: batch.count) { index in self.interface(of: batch[index]) }
            for (module, result) in zip(batch, results) {
                switch result {
                case .success(let interface):
                    interfaces.append(interface)
                    for imported in Self.importedModules(interface.text) where imported.hasPrefix(Self.family(of: module)) && seen.insert(imported).inserted {
                        pending.append(imported)
                    }
                case .failure(let failure):
                    // A missing tool is said once, whichever module needed it first.
                    if failure.isToolMissing && diagnostics.contains(where: { $0.message == failure.message }) { continue }
                    if !optional || failure.isToolMissing { diagnostics.append(.option(.error, failure.message)) }
                }
            }
            if diagnostics.contains(where: { $0.severity == .error }) { break }
        }
        return (interfaces.sorted { $0.module < $1.module }, diagnostics)
    }

    struct Failure: Error {
        var message: String
        var isToolMissing = false
    }

    /// `Foundation` for `FoundationNetworking`: the prefix a module's re-exported parts share.
    private static func family(of module: String) -> String {
        guard let end = module.indices.dropFirst().first(where: { module[$0].isUppercase }) else { return module }
        return String(module[..<end])
    }

    /// The modules an interface's `import` lines name (`import Dispatch`, `@_exported import
    /// FoundationEssentials`, `import struct M.T`): an interface starts with them, one per line.
    static func importedModules(_ text: [UInt8]) -> [String] {
        var modules: [String] = []
        for line in String(decoding: text.prefix(64 * 1024), as: UTF8.self).split(separator: "\n") {
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            let index = ["public", "package", "internal", "fileprivate", "private"].contains(words.first ?? "") ? 1 : 0
            guard words.count > index + 1, words[index] == "import" else { continue }
            let path = words.count > index + 2 ? words[index + 2] : words[index + 1]
            if let module = path.split(separator: ".").first { modules.append(String(module)) }
        }
        return modules
    }

    private func interface(of module: String) -> Result<Interface, Failure> {
        if let path = interfaceFile(of: module), let data = FileManager.default.contents(atPath: path) {
            return .success(Interface(module: module, origin: path, text: [UInt8](data)))
        }
        guard let tool = synthesizer() else {
            return .failure(Failure(message: "--mirror: reading the API of a module that has neither sources nor a .swiftinterface here needs the toolchain's swift-synthesize-interface (Swift 6.2 or later ship it next to swift), which is not next to the swift in PATH; set MOCKGEN_SYNTHESIZE_INTERFACE to its path", isToolMissing: true))
        }
        var arguments = ["-module-name", module]
        #if os(macOS)
        if let sdk = Self.toolOutput("/usr/bin/xcrun", ["--show-sdk-path"]) { arguments += ["-sdk", sdk] }
        #endif
        let (status, output, errors) = Self.run(tool, arguments)
        guard status == 0, !output.isEmpty else {
            let reason = errors.split(separator: "\n").first.map(String.init) ?? "exit status \(status)"
            return .failure(Failure(message: "--mirror-module \(module): \(tool) could not read it: \(reason)"))
        }
        return .success(Interface(module: module, origin: "\(module) (interface synthesized by swift-synthesize-interface)", text: output))
    }

    /// `M.swiftinterface`, or `M.swiftmodule/<target>.swiftinterface`, in the toolchain's and
    /// the SDK's module folders. (A library's own interface file is given with `--dependency`.)
    private func interfaceFile(of module: String) -> String? {
        var folders: [String] = []
        if let tool = synthesizer() {
            let usr = ((tool as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            folders.append(usr + "/lib/swift/" + Self.platformFolder)
        }
        #if os(macOS)
        if let sdk = Self.toolOutput("/usr/bin/xcrun", ["--show-sdk-path"]) {
            folders += [sdk + "/System/Library/Frameworks/\(module).framework/Modules", sdk + "/usr/lib/swift"]
        }
        #endif
        for folder in folders {
            let flat = folder + "/" + module + ".swiftinterface"
            if FileSystemPath.isFile(flat) { return flat }
            let bundle = folder + "/" + module + ".swiftmodule"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: bundle) else { continue }
            // The public interface for this machine's architecture (not `.private.`, not another target's).
            let candidates = names.filter { $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface") && !$0.hasSuffix(".package.swiftinterface") }.sorted()
            if let match = candidates.first(where: { $0.hasPrefix(Self.architecture) }) ?? candidates.first { return bundle + "/" + match }
        }
        return nil
    }

    /// `MOCKGEN_SYNTHESIZE_INTERFACE`, else next to the `swift` found in `PATH` (symlinks
    /// resolved), else, on macOS, what `xcrun --find` names.
    func synthesizer() -> String? {
        if let chosen = environment["MOCKGEN_SYNTHESIZE_INTERFACE"], !chosen.isEmpty { return chosen }
        for tool in ["swift", "swiftc"] {
            if let executable = FileSystemPath.findExecutable(tool, in: environment["PATH"] ?? ""),
               let real = FileSystemPath.realPath(executable) {
                let candidate = (real as NSString).deletingLastPathComponent + "/swift-synthesize-interface"
                if FileSystemPath.isFile(candidate) { return candidate }
            }
        }
        #if os(macOS)
        return Self.toolOutput("/usr/bin/xcrun", ["--find", "swift-synthesize-interface"])
        #else
        return nil
        #endif
    }

    #if os(macOS)
    static let platformFolder = "macosx"
    #else
    static let platformFolder = "linux"
    #endif

    #if arch(arm64)
    static let architecture = "arm64"
    #elseif arch(x86_64)
    static let architecture = "x86_64"
    #else
    static let architecture = ""
    #endif

    private static func toolOutput(_ executable: String, _ arguments: [String]) -> String? {
        let (status, output, _) = run(executable, arguments)
        guard status == 0 else { return nil }
        let line = String(decoding: output, as: UTF8.self).split(separator: "\n").first.map(String.init)
        return line?.isEmpty == false ? line : nil
    }

    /// Runs a tool to completion: exit status, standard output, standard error. Both pipes are
    /// drained on their own threads, so a tool filling one cannot block on it.
    private static func run(_ executable: String, _ arguments: [String]) -> (Int32, [UInt8], String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, [], "\(error)") }
        let errorText = Drained(errors.fileHandleForReading)
        let bytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        return (process.terminationStatus, bytes, errorText.wait())
    }

    /// Standard error read to its end on another thread.
    private final class Drained: @unchecked Sendable {
        // Written once by the reading thread before `done` is signalled, read after.
        private var text = ""
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
                done.signal()
            }
        }

        func wait() -> String {
            done.wait()
            return text
        }
    }
}
