/// The shortest edit script between two sequences of lines, by Myers's greedy algorithm ("An
/// O(ND) Difference Algorithm and Its Variations", 1986): time grows with the lines times the
/// edits, so it is fast when few lines changed. Past a bound on edits or on work it gives up,
/// and the caller shows the whole region as replaced: still a correct diff, only not the
/// smallest one.
enum LineEdits {
    /// Old lines `old` are replaced with new lines `new`; the lines between two blocks are equal.
    struct Block: Equatable {
        var old: Range<Int>
        var new: Range<Int>
    }

    /// The blocks that turn `old` into `new`, in order; `nil` when more than `maximumEdits`
    /// lines are deleted and inserted, or more than `maximumWork` comparisons were needed.
    static func blocks(old: [Int], new: [Int], maximumEdits: Int = 2_000, maximumWork: Int = 50_000_000) -> [Block]? {
        blocks(oldCount: old.count, newCount: new.count, maximumEdits: maximumEdits, maximumWork: maximumWork) { old[$0] == new[$1] }
    }

    /// The same for `oldCount` and `newCount` lines that `equal(i, j)` compares (old line i, new
    /// line j): lines are compared where the walk needs them, never hashed or copied, so lines
    /// far from any change cost one comparison each. Memory holds one number per diagonal per
    /// round: `maximumEdits`² at most.
    static func blocks(oldCount n: Int, newCount m: Int, maximumEdits: Int = 2_000, maximumWork: Int = 50_000_000,
                       equal: (Int, Int) -> Bool) -> [Block]? {
        guard n + m > 0 else { return [] }
        let limit = min(n + m, maximumEdits)
        // `frontier[k + offset]`: how far (in old lines) the furthest path with the current number
        // of edits reaches on diagonal k = x - y.
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        // The frontier after each round r, diagonals -r...r, stored from index r² on (the rounds
        // before it took 1 + 3 + … + (2r - 1) = r² numbers): what the walk back reads.
        var rounds: [Int32] = []
        var work = 0
        for edits in 0...limit {
            for k in stride(from: -edits, through: edits, by: 2) {
                var x: Int
                if edits == 0 {
                    x = 0
                } else if k == -edits || (k != edits && frontier[k - 1 + offset] < frontier[k + 1 + offset]) {
                    x = frontier[k + 1 + offset]          // one line inserted: down from diagonal k + 1
                } else {
                    x = frontier[k - 1 + offset] + 1      // one line deleted: right from diagonal k - 1
                }
                var y = x - k
                let start = x
                while x < n, y < m, equal(x, y) {
                    x += 1
                    y += 1
                }
                work += 1 + x - start
                frontier[k + offset] = x
                if x >= n && y >= m {
                    rounds.append(contentsOf: frontierSlice(frontier, offset: offset, round: edits))
                    return walkBack(rounds: rounds, edits: edits, n: n, m: m)
                }
            }
            if work > maximumWork { return nil }
            rounds.append(contentsOf: frontierSlice(frontier, offset: offset, round: edits))
        }
        return nil
    }

    private static func frontierSlice(_ frontier: [Int], offset: Int, round: Int) -> [Int32] {
        (-round...round).map { Int32(truncatingIfNeeded: frontier[$0 + offset]) }
    }

    /// From the end back to the start, one edit per round, then merges adjacent edits into blocks.
    private static func walkBack(rounds: [Int32], edits: Int, n: Int, m: Int) -> [Block] {
        // Each edit as the point it starts from and whether it deletes (else inserts), last first.
        var steps: [(x: Int, y: Int, deletes: Bool)] = []
        steps.reserveCapacity(edits)
        var x = n, y = m
        var round = edits
        while round > 0 {
            // The frontier after the previous round: diagonals -(round-1)...(round-1).
            let previous = round - 1
            func reach(_ k: Int) -> Int { Int(rounds[previous * previous + k + previous]) }
            let k = x - y
            let down = k == -round || (k != round && reach(k - 1) < reach(k + 1))
            let fromK = down ? k + 1 : k - 1
            let fromX = reach(fromK)
            let fromY = fromX - fromK
            // (x, y) is reached from (fromX, fromY) by one edit, then equal lines.
            steps.append(down ? (fromX, fromY, false) : (fromX, fromY, true))
            x = fromX
            y = fromY
            round -= 1
        }
        var blocks: [Block] = []
        for step in steps.reversed() {
            let old = step.x..<(step.deletes ? step.x + 1 : step.x)
            let new = step.y..<(step.deletes ? step.y : step.y + 1)
            if let last = blocks.last, last.old.upperBound == old.lowerBound, last.new.upperBound == new.lowerBound {
                blocks[blocks.count - 1] = Block(old: last.old.lowerBound..<old.upperBound, new: last.new.lowerBound..<new.upperBound)
            } else {
                blocks.append(Block(old: old, new: new))
            }
        }
        return blocks
    }
}
