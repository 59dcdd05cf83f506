import CLibClang

/// libclang hands out strings it allocated (`CXString`); each must be disposed exactly once.
enum ClangString {
    /// The text of `string`, which is then disposed; `nil` for libclang's null string.
    static func take(_ string: LCString, _ functions: LCFunctions) -> String? {
        defer { functions.disposeString(string) }
        guard let text = functions.getCString(string) else { return nil }
        return String(cString: text)
    }

    /// A NUL-terminated buffer filled by C.
    static func decode(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
