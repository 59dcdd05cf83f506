import Foundation

/// A value that notes, when freed, whether the thread freeing it is the one that made it: what
/// `streamInOrder` and pass 2's `SpentValues` promise (glibc makes a thread that frees another
/// thread's block wait for that thread's allocator arena).
final class MadeValue: Sendable {
    let index: Int
    private let maker = ObjectIdentifier(Thread.current)
    private let tally: MakerTally

    init(_ index: Int, tally: MakerTally) {
        self.index = index
        self.tally = tally
    }

    deinit { tally.note(byMaker: ObjectIdentifier(Thread.current) == maker) }
}

/// How many `MadeValue`s were freed by their makers and how many elsewhere.
/// `@unchecked Sendable`: the counts are only touched under `lock`.
final class MakerTally: @unchecked Sendable {
    private var counts = (byMaker: 0, elsewhere: 0)
    private let lock = NSLock()

    func note(byMaker: Bool) { lock.withLock { if byMaker { counts.byMaker += 1 } else { counts.elsewhere += 1 } } }
    var byMaker: Int { lock.withLock { counts.byMaker } }
    var elsewhere: Int { lock.withLock { counts.elsewhere } }
    var total: Int { lock.withLock { counts.byMaker + counts.elsewhere } }
}
