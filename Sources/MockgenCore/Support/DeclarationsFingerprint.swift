/// The two hashes `DeclarationsHash` takes of a Swift file: what its declarations are made of,
/// and where they stand (lines and columns). Equal both: the same model; equal `declarations`
/// alone: a model that differs only in its locations.
struct DeclarationsFingerprint: Sendable, Hashable {
    var declarations: ContentHash
    var positions: ContentHash
}
