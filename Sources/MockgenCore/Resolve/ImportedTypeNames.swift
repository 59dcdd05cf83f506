/// Names of types that Foundation (and the other modules a generated file commonly imports)
/// declares and that a module may declare again for itself: Stencil's `Scanner` and
/// `Expression`, a server's `Process`, `Host`, `Notification` or `Predicate`.
///
/// Inside the module its own declaration wins; a generated file imports the module *and*
/// Foundation, so there an unqualified name is ambiguous. The resolver writes such a name
/// module-qualified (`Stencil.Scanner`) when the inputs declare it. The list is deliberately
/// limited to plain nouns real modules reuse: qualifying costs nothing, so a missing name is the
/// only risk, and the corpus check finds those.
enum ImportedTypeNames {
    static let foundation: Set<String> = [
        "AttributedString", "Bundle", "Calendar", "CharacterSet", "Data", "Date", "DateComponents", "DateFormatter",
        "DateInterval", "Decimal", "Expression", "FileHandle", "FileManager", "FormatStyle", "Formatter", "Host",
        "IndexPath", "IndexSet", "InputStream", "JSONDecoder", "JSONEncoder", "Locale", "Measurement", "Morphology",
        "Notification", "NotificationCenter", "NumberFormatter", "Operation", "OperationQueue", "OutputStream",
        "ParseStrategy", "Pipe", "Port", "Predicate", "Process", "ProcessInfo", "Progress", "PropertyListDecoder",
        "PropertyListEncoder", "RunLoop", "Scanner", "SortDescriptor", "Stream", "Thread", "TimeZone", "Timer",
        "Unit", "URL", "URLComponents", "URLQueryItem", "URLRequest", "URLResponse", "URLSession", "UUID",
        "UserDefaults",
    ]
}
