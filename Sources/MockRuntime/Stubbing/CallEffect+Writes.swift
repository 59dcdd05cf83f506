// Effects that write through pointer arguments, as a C function fills its out-parameters. A null
// pointer is left alone, as C functions do with optional out-parameters.

extension CallEffect {
    /// Stores `value` where the pointer argument points: `.write(handle, to: \.1)` for
    /// `sqlite3_open(filename, &db)`.
    public static func write<Pointee>(_ value: Pointee, to pointer: KeyPath<Input, UnsafeMutablePointer<Pointee>?>) -> CallEffect {
        .run { input in input[keyPath: pointer]?.pointee = value }
    }

    /// Stores `value` where a non-null pointer argument (`_Nonnull`) points.
    public static func write<Pointee>(_ value: Pointee, to pointer: KeyPath<Input, UnsafeMutablePointer<Pointee>>) -> CallEffect {
        .run { input in input[keyPath: pointer].pointee = value }
    }

    /// Copies `string` into the caller's `char` buffer of `capacity` bytes (another argument) and
    /// terminates it with NUL, cutting the string short if the buffer is too small, as
    /// `snprintf` does: `.writeCString("main", to: \.0, capacity: \.1)`.
    public static func writeCString<Length: BinaryInteger>(
        _ string: String, to buffer: KeyPath<Input, UnsafeMutablePointer<CChar>?>, capacity: KeyPath<Input, Length>
    ) -> CallEffect {
        .run { input in
            guard let buffer = input[keyPath: buffer] else { return }
            let capacity = Int(input[keyPath: capacity])
            guard capacity > 0 else { return }
            let bytes = Array(string.utf8.prefix(capacity - 1))
            for (offset, byte) in bytes.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
            buffer[bytes.count] = 0
        }
    }

    /// Copies `bytes` into the caller's buffer of `capacity` bytes (another argument), as many as
    /// fit: `.writeBytes([1, 2, 3], to: \.1, capacity: \.2)` for `read(fd, buf, count)`.
    public static func writeBytes<Length: BinaryInteger>(
        _ bytes: [UInt8], to buffer: KeyPath<Input, UnsafeMutableRawPointer?>, capacity: KeyPath<Input, Length>
    ) -> CallEffect {
        .run { input in
            guard let buffer = input[keyPath: buffer] else { return }
            copy(bytes, to: buffer, capacity: Int(input[keyPath: capacity]))
        }
    }

    /// `unsigned char *` and `uint8_t *` buffers.
    public static func writeBytes<Length: BinaryInteger>(
        _ bytes: [UInt8], to buffer: KeyPath<Input, UnsafeMutablePointer<UInt8>?>, capacity: KeyPath<Input, Length>
    ) -> CallEffect {
        .run { input in
            guard let buffer = input[keyPath: buffer] else { return }
            copy(bytes, to: UnsafeMutableRawPointer(buffer), capacity: Int(input[keyPath: capacity]))
        }
    }

    private static func copy(_ bytes: [UInt8], to buffer: UnsafeMutableRawPointer, capacity: Int) {
        let count = max(0, min(bytes.count, capacity))
        bytes.withUnsafeBytes { source in
            guard let base = source.baseAddress, count > 0 else { return }
            buffer.copyMemory(from: base, byteCount: count)
        }
    }
}
