import CLibClang

/// Whether a declaration is unavailable, to C (`__attribute__((unavailable("…")))`) or to Swift
/// (`__attribute__((availability(swift, unavailable, message="…")))`, `NS_SWIFT_UNAVAILABLE`).
enum CAvailability {
    /// `__attribute__((deprecated("…")))`: the message (`""` when it gives none); `nil` when the
    /// declaration is not deprecated. The facade's requirement is deprecated with it, so that
    /// Swift warns where the user's code calls it, and nowhere in generated code.
    static func deprecationMessage(_ cursor: ClangCursor) -> String? {
        let functions = cursor.functions
        var alwaysDeprecated: Int32 = 0
        var deprecatedMessage = LCString(data: nil, privateFlags: 0)
        let capacity = 8
        let platforms = UnsafeMutablePointer<LCPlatformAvailability>.allocate(capacity: capacity)
        defer { platforms.deallocate() }
        let total = Int(functions.getCursorPlatformAvailability(cursor.cursor, &alwaysDeprecated, &deprecatedMessage, nil, nil, platforms, Int32(capacity)))
        for index in 0..<min(total, capacity) { functions.disposePlatformAvailability(platforms + index) }
        let message = ClangString.take(deprecatedMessage, functions)
        guard alwaysDeprecated != 0 || functions.getCursorAvailability(cursor.cursor) == LCAvailability_Deprecated else { return nil }
        return message ?? ""
    }

    /// The attribute's message, `"unavailable"` when it gives none; `nil` when available.
    static func unavailableReason(_ cursor: ClangCursor) -> String? {
        let functions = cursor.functions
        var alwaysUnavailable: Int32 = 0
        var unavailableMessage = LCString(data: nil, privateFlags: 0)
        let capacity = 8
        let platforms = UnsafeMutablePointer<LCPlatformAvailability>.allocate(capacity: capacity)
        defer { platforms.deallocate() }
        let total = Int(functions.getCursorPlatformAvailability(cursor.cursor, nil, nil, &alwaysUnavailable, &unavailableMessage, platforms, Int32(capacity)))
        let message = ClangString.take(unavailableMessage, functions)
        var reason: String?
        if alwaysUnavailable != 0 || functions.getCursorAvailability(cursor.cursor) == LCAvailability_NotAvailable {
            reason = message ?? ""
        }
        for index in 0..<min(total, capacity) {
            let entry = platforms[index]
            let platform = functions.getCString(entry.platform).map { String(cString: $0) }
            if reason == nil, platform == "swift", entry.unavailable != 0 {
                reason = functions.getCString(entry.message).map { String(cString: $0) } ?? ""
            }
            functions.disposePlatformAvailability(platforms + index)
        }
        guard let reason else { return nil }
        return reason.isEmpty ? "unavailable" : reason
    }
}
