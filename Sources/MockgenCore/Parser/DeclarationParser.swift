/// Entry point of the parse stage: Swift source bytes in, declaration model out.
///
/// Parsing, and later walking or freeing the model, recurses as deep as the input nests (up to
/// `Parser.maximumTypeDepth` levels): call it on a `DeepStack` thread, as the commands and
/// `ParallelMap` do, when the input may be deep.
public enum DeclarationParser {
    public static func parse(_ source: [UInt8], path: String) -> SourceFileModel {
        source.withUnsafeBufferPointer { Parser.parse($0, path: path) }
    }

    /// With every token lexed, function bodies included: what `BodySkimmingTests` compares
    /// the usual parse against.
    static func parseLexingBodies(_ source: [UInt8], path: String) -> SourceFileModel {
        source.withUnsafeBufferPointer { Parser.parse($0, path: path, skimmingBodies: false) }
    }

    /// The model and the hashes of what it is made from (`DeclarationsHash`): what the run
    /// cache compares when a file's content changed. The hashes are of the tokens, whatever
    /// `selection` leaves of the model.
    static func parseHashingDeclarations(_ source: [UInt8], path: String, keepingInFull selection: FullTypeSelection? = nil) -> (model: SourceFileModel, declarations: DeclarationsFingerprint) {
        let parsed = source.withUnsafeBufferPointer { Parser.parse($0, path: path, hashingDeclarations: true, fullTypes: selection) }
        let none = ContentHash(high: 0, low: 0)
        return (parsed.model, parsed.declarations ?? DeclarationsFingerprint(declarations: none, positions: none))
    }

    /// What pass 1 keeps of a file (`ModelSkeleton.of` of its model), made without building
    /// the members a skeleton drops (`Parser.readsSkeleton`), with the declarations' hashes when
    /// asked.
    static func parseSkeleton(_ source: [UInt8], path: String, hashingDeclarations: Bool) -> (model: SourceFileModel, declarations: DeclarationsFingerprint?) {
        source.withUnsafeBufferPointer { Parser.parse($0, path: path, hashingDeclarations: hashingDeclarations, skeleton: true) }
    }

    /// What pass 2 keeps of a file (`ModelSkeleton.pruned` of its model): the types `selection`
    /// names in full, every other as its skeleton, made without building the members it drops.
    /// What is wrong inside those members is not reported (as for files pass 2 does not read).
    static func parsePruned(_ source: [UInt8], path: String, keepingInFull selection: FullTypeSelection) -> SourceFileModel {
        source.withUnsafeBufferPointer { Parser.parse($0, path: path, hashingDeclarations: false, fullTypes: selection).model }
    }

    public static func parse(_ source: String, path: String = "<input>") -> SourceFileModel {
        parse(Array(source.utf8), path: path)
    }
}
