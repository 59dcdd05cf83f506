import CExecutableIdentity
import Foundation

extension RunCache {
    /// What a record is filed under: mockgen's version, the working folder (inputs may be
    /// relative) and every request field that can change the output, spelled out one by one so
    /// that unordered sets cannot make two equal requests differ. `nil` for a request whose
    /// output is not a function of its Swift inputs: a timestamp, C headers (read through
    /// libclang, with their own includes) or `--mirror` (which writes into the sources).
    static func key(for request: GenerationRequest) -> ContentHash? {
        let options = request.options
        guard options.timestamp == nil, request.c.isEmpty, request.mirroredNames.isEmpty, request.mirrorOutput == nil else { return nil }
        let fields: [(String, String)] = [
            ("version", options.generatorVersion),
            // Builds of one version differ (a branch, the plugin's build from source): a record
            // is only replayed by the very executable that made it.
            ("build", executableIdentity),
            ("folder", FileManager.default.currentDirectoryPath),
            ("inputs", list(request.inputs)),
            ("dependencies", list(request.dependencies)),
            ("output", request.output),
            ("prefix", request.filePrefix),
            ("glob", "\(request.expandGlobs)"),
            ("testable", list(options.testableImports)),
            ("imports", list(options.imports)),
            ("exclude", list(options.excludedTypes.sorted())),
            ("replace", list(options.replacedNames.sorted())),
            ("regex", options.typeNamePattern ?? "-"),
            ("header", "\(options.includeHeader)"),
            ("inheritance", "\(options.mockInheritedMembers)"),
            ("classes", "\(options.mockClasses)"),
            ("debug", "\(options.debug)"),
            ("isolation", options.defaultGlobalActor ?? "nonisolated"),
        ]
        return ContentHash(fields.map { "\($0)=\($1)" }.joined(separator: "\n"))
    }

    /// Which build of mockgen is running: the build ID the linker wrote into the executable (ELF)
    /// or its UUID (Mach-O), both made from the linked contents. A record made by one build is
    /// then never replayed by another, even one installed over it with the same size and time
    /// (an upgrade whose emitter changed must regenerate), while the same build moved elsewhere
    /// keeps its records. Without one (a linker told not to write it): the executable's path,
    /// size and modification time.
    static let executableIdentity: String = {
        if let buildID = executableBuildID() { return "build-id " + buildID }
        guard let path = executablePath(), let stamp = FileStamp.of(path) else { return "unknown" }
        return "\(path) \(stamp.size) \(stamp.modified)"
    }()

    /// The build ID (or UUID) in hexadecimal, read from the loaded image (no file is opened).
    static func executableBuildID() -> String? {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBufferPointer { mockgen_executable_build_id($0.baseAddress, Int32($0.count)) }
        guard count > 0 else { return nil }
        return bytes[..<Int(count)].map { byte in
            let digits = String(byte, radix: 16)
            return byte < 16 ? "0" + digits : digits
        }.joined()
    }

    /// The running executable's path, asked of the system directly: `Bundle.main` looks for a
    /// bundle around it first, a millisecond of file-system calls in every run (a tenth of a
    /// run that replays its record).
    private static func executablePath() -> String? {
        #if os(Linux)
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { readlink("/proc/self/exe", $0.baseAddress!, $0.count) }
        }
        guard count > 0, count < buffer.count else { return Bundle.main.executablePath }
        return String(decoding: buffer[..<count], as: UTF8.self)
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return Bundle.main.executablePath }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        #else
        return Bundle.main.executablePath
        #endif
    }

    /// Items one per line, so that `["a,b"]` and `["a", "b"]` differ.
    private static func list(_ items: [String]) -> String {
        "[" + items.map { $0.replacingOccurrences(of: "\n", with: "\\n") }.joined(separator: "\n") + "]"
    }
}

extension RunCache {
    /// Where the command line keeps its records: `--cache-dir`, `MOCKGEN_CACHE_DIR`, an Xcode
    /// build phase's `DERIVED_FILE_DIR`, or `.build/mockgen-cache` in a package's folder. Never a
    /// folder of its own making in a source tree: elsewhere there is no cache unless asked for.
    public static func folder(given: String?, environment: [String: String], workingFolder: String = FileManager.default.currentDirectoryPath) -> String? {
        if let given { return given }
        if let folder = environment["MOCKGEN_CACHE_DIR"], !folder.isEmpty { return folder }
        // Under Xcode's script sandbox, a record in Derived Data is a violation that fails the
        // build (and Xcode skips the phase itself when its declared inputs did not change).
        if XcodeScriptSandbox.isActive(environment) { return nil }
        if let derived = environment["DERIVED_FILE_DIR"], !derived.isEmpty { return FilePaths.join(derived, "mockgen") }
        let package = FilePaths.join(workingFolder, "Package.swift")
        return FileManager.default.fileExists(atPath: package) ? FilePaths.join(workingFolder, ".build/mockgen-cache") : nil
    }
}
