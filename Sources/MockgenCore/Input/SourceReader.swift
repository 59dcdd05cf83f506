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
        let location = SourceLocation(path: path, line: 1, column: 1)
        var status = stat()
        guard stat(path, &status) == 0 else {
            return .failure(.error("cannot read file: \(describe(errno))", at: location))
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            return .failure(.error("cannot read file: it is a directory", at: location))
        }
        guard let file = fopen(path, "rb") else {
            return .failure(.error("cannot read file: \(describe(errno))", at: location))
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        let chunkSize = 1 << 16
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let readCount = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, chunkSize, file) }
            if readCount > 0 { bytes.append(contentsOf: chunk[0..<readCount]) }
            if readCount < chunkSize {
                if ferror(file) != 0 {
                    return .failure(.error("cannot read file: \(describe(errno))", at: location))
                }
                break
            }
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
        return .success(bytes)
    }

    static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        case EISDIR: return "it is a directory"
        default:
            guard let message = strerror(code) else { return "error \(code)" }
            return String(cString: message).lowercased()
        }
    }

    /// The offset of the first byte that breaks UTF-8, or `nil` when the whole buffer is valid.
    public static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
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
