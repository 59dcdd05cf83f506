#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads source files as bytes. Failures come back as `Diagnostic`s located at the file itself
/// (`path:1:1`), phrased for the person who typed the path.
public enum SourceReader {
    /// The file's bytes, or a diagnostic saying why they cannot be used as Swift source.
    public static func read(path: String) -> Result<[UInt8], Diagnostic> {
        readStamped(path: path).map(\.bytes)
    }

    /// The file's bytes and its stamp as the `fstat` before reading them saw it (no `stat` of
    /// the path apart: one system call fewer per input), and whether reading them waited for the
    /// disk (`FileReading.bytes(at:)`).
    static func readStamped(path: String) -> Result<(bytes: [UInt8], stamp: FileStamp?, waitedForDisk: Bool), Diagnostic> {
        checked(FileReading.bytes(at: path), path: path)
    }

    /// `readStamped(path:)` of a file whose bytes are all in memory; `nil` when some are not, and
    /// the system was asked to read them meanwhile (`FileReading.bytesIfInMemory(at:)`).
    static func readStampedIfInMemory(path: String) -> Result<(bytes: [UInt8], stamp: FileStamp?, waitedForDisk: Bool), Diagnostic>? {
        FileReading.bytesIfInMemory(at: path).map { checked($0, path: path) }
    }

    private static func checked(_ read: Result<(bytes: [UInt8], status: stat, waitedForDisk: Bool), FileReading.Failure>,
                                path: String) -> Result<(bytes: [UInt8], stamp: FileStamp?, waitedForDisk: Bool), Diagnostic> {
        let location = SourceLocation(path: path, line: 1, column: 1)
        // `open` + `fstat` + `read` straight into the array's storage: no stdio buffer and no
        // chunk copies. `mockgen generate` reads hundreds of files per build, on every core.
        let bytes: [UInt8]
        let status: stat
        let waited: Bool
        switch read {
        case .success(let read): (bytes, status, waited) = read
        case .failure(let failure): return .failure(.error("cannot read file: \(failure.description)", at: location))
        }
        if let offset = firstInvalidUTF8Offset(bytes) {
            var line = 1
            var lineStart = 0
            for index in 0..<offset where bytes[index] == 10 {
                line += 1
                lineStart = index + 1
            }
            let at = SourceLocation(path: path, line: line, column: offset - lineStart + 1)
            return .failure(.error("file is not valid UTF-8 (invalid byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))", at: at))
        }
        return .success((bytes, FileStamp.of(status), waited))
    }

    /// The offset of the first byte that breaks UTF-8, or `nil` when the whole buffer is valid.
    public static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidUTF8Offset($0) }
    }

    private static func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        let raw = UnsafeRawBufferPointer(bytes)
        while index < count {
            // Source code is nearly all ASCII: skip it 32 bytes at a time (four words tested at
            // once: a quarter of the instructions a word at a time took), then a word at a time.
            while index + 32 <= count {
                let words = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
                guard words & 0x8080_8080_8080_8080 == 0 else { break }
                index += 32
            }
            while index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
            }
            guard index < count else { break }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= count else { return index }
            for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return index }
            // Overlong forms and surrogates.
            let second = bytes[index + 1]
            if lead == 0xE0 && second < 0xA0 { return index }
            if lead == 0xED && second > 0x9F { return index }
            if lead == 0xF0 && second < 0x90 { return index }
            if lead == 0xF4 && second > 0x8F { return index }
            index += length
        }
        return nil
    }
}
