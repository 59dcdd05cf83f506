enum E {
    @available(*, deprecated, message: """
        Please use a \
        b or similar
        """)
    case createNew
    @available(iOS 15,   // first
               macOS 12, /* second */ *)
    case spaced
    @Option(help: "a \("b \(c)")  d", transform: { $0 /* keep? */ })
    case interpolated
    @Flag(help: #"raw \ "quoted""#) case raw
}
#if os(Linux) /* c */ || os(Android) // trailing
struct L {}
#endif
