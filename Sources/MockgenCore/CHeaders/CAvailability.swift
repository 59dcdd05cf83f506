import CLibClang

/// Whether a declaration is unavailable, to C (`__attribute__((unavailable("…")))`) or to Swift
/// (`__attribute__((availability(swift, unavailable, message="…")))`, `NS_SWIFT_UNAVAILABLE`),
/// and whether it is deprecated (`__attribute__((deprecated("…")))`): a deprecated function's
/// facade requirement is deprecated with the message, so that Swift warns where the user's code
/// calls it, and nowhere in generated code.
enum CAvailability {
    /// `unavailableReason`: the attribute's message, `"unavailable"` when it gives none; `nil`
    /// when available. `deprecationMessage`: the message, `""` without one; `nil` when not
    /// deprecated. Read with one libclang call.
    static func read(_ cursor: ClangCursor) -> (unavailableReason: String?, deprecationMessage: String?) {
        let functions = cursor.functions
        var alwaysDeprecated: Int32 = 0
        var deprecatedMessage = LCString(data: nil, privateFlags: 0)
        var alwaysUnavailable: Int32 = 0
        var unavailableMessage = LCString(data: nil, privateFlags: 0)
        let capacity = 8
        let platforms = UnsafeMutablePointer<LCPlatformAvailability>.allocate(capacity: capacity)
        defer { platforms.deallocate() }
        let total = Int(functions.getCursorPlatformAvailability(cursor.cursor, &alwaysDeprecated, &deprecatedMessage, &alwaysUnavailable, &unavailableMessage,
                                                                platforms, Int32(capacity)))
        let deprecation = ClangString.take(deprecatedMessage, functions)
        let message = ClangString.take(unavailableMessage, functions)
        let availability = functions.getCursorAvailability(cursor.cursor)
        var reason: String?
        if alwaysUnavailable != 0 || availability == LCAvailability_NotAvailable {
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
        let isDeprecated = alwaysDeprecated != 0 || availability == LCAvailability_Deprecated
        return (reason.map { $0.isEmpty ? "unavailable" : $0 }, isDeprecated ? deprecation ?? "" : nil)
    }
}
