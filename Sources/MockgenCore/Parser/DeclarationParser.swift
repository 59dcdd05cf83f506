/// Entry point of the parse stage: Swift source bytes in, declaration model out.
public enum DeclarationParser {
    public static func parse(_ source: [UInt8], path: String) -> SourceFileModel {
        source.withUnsafeBufferPointer { buffer in
            let stream = Lexer.tokenize(buffer)
            var parser = Parser(source: buffer, path: path, stream: stream)
            let declarations = parser.parseFile()
            return SourceFileModel(path: path, declarations: declarations, diagnostics: parser.diagnostics)
        }
    }

    public static func parse(_ source: String, path: String = "<input>") -> SourceFileModel {
        parse(Array(source.utf8), path: path)
    }
}
