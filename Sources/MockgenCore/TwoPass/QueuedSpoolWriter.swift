import Foundation

/// A `SpoolWriter` fed on a serial queue of its own, so that a chunk's mocks are written while
/// the next chunk is read and resolved: written by the thread that hands out the chunks, they
/// kept the other core idle between chunks (about 8 ms of the large corpus's run).
/// `@unchecked Sendable`: `writer` is only touched on `queue`, and `finish` waits for it.
final class QueuedSpoolWriter: @unchecked Sendable {
    private var writer: SpoolWriter?
    private let queue = DispatchQueue(label: "mockgen.spool")

    /// `nil` when the temporary folder takes no file (see `SpoolWriter.init`).
    init?(folder: String = NSTemporaryDirectory()) {
        guard let writer = SpoolWriter(folder: folder) else { return nil }
        self.writer = writer
    }

    /// Appends each input's mocks, in order, after everything appended before.
    func append(_ mocks: [FileMocks]) {
        guard !mocks.isEmpty else { return }
        queue.async {
            for file in mocks { file.append(to: &self.writer!) }
        }
    }

    /// The file, once every append is written; `nil` if one failed (see `SpoolWriter.finish`).
    func finish() -> SpoolFile? {
        queue.sync { writer.take()?.finish() }
    }
}
