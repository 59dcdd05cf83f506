import CLibClang

/// Whether a declaration is unavailable, to C (`__attribute__((unavailable("…")))`) or to Swift
/// (`__attribute__((availability(swift, unavailable, message="…")))`, `NS_SWIFT_UNAVAILABLE`).
enum CAvailability {
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
