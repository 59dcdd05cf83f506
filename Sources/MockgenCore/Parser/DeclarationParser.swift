/// Entry point of the parse stage: Swift source bytes in, declaration model out.
public enum DeclarationParser {
    public static func parse(_ source: [UInt8], path: String) -> SourceFileModel {
        source.withUnsafeBufferPointer { Parser.parse($0, path: path) }
    }

    public static func parse(_ source: String, path: String = "<input>") -> SourceFileModel {
        parse(Array(source.utf8), path: path)
    }
}
