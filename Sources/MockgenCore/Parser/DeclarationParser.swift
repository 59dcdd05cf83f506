/// Entry point of the parse stage: Swift source bytes in, declaration model out.
/// (Placeholder until the parser lands; see issue 2.)
public enum DeclarationParser {
    public static func parse(_ source: [UInt8], path: String) -> SourceFileModel {
        SourceFileModel(path: path)
    }

    public static func parse(_ source: String, path: String = "<input>") -> SourceFileModel {
        parse(Array(source.utf8), path: path)
    }
}
