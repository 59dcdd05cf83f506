import Foundation

/// The folders of a recursive listing still to be read, shared by the threads that read them:
/// each takes a folder, lists it, and hands back what it holds, subfolders to read next among it.
///
/// A listing a depth at a time waited at each depth for its slowest folder, then joined the
/// depth on one thread. Taken from one queue, a folder is read as soon as its parent is: a
/// medium corpus's run 1 ms shorter (of 37); the large corpus's listing, whose time is the
/// kernel's reading of 3,093 folders on both cores already, unchanged.
///
/// Folders are told by number, not by path: a table of the large corpus's 3,093 folder paths
/// (a set to queue each once, a map of their listings, a lookup of each to join them) spent a
/// tenth of the listing's instructions hashing paths.
final class FolderQueue: @unchecked Sendable {
    // `@unchecked Sendable`: every field is read and written with `condition` held, except
    // `listings`, read once every thread has finished (`DeepStack.concurrently` waits for them).
    private let condition = NSCondition()
    /// Folders still to read, by number.
    private var waiting: [Int]
    /// Every folder queued, by number.
    private var paths: [String]
    /// With several roots, each root's number: a root inside another, reached from it, is read
    /// once. (With one root no folder can be reached twice: linked folders are not followed.)
    private let rootNumbers: [String: Int]?
    /// Threads reading a folder now (each may queue more).
    private var reading = 0
    /// What each folder holds, by number (`nil` until it is read).
    private(set) var listings: [[Item]?]
    /// Each root's number, in the order given (a root given twice has one number).
    let roots: [Int]

    /// What a folder holds for the listing, in the order listed: a Swift file's path, or a
    /// subfolder's number.
    enum Item: Sendable {
        case file(String)
        case folder(Int)
    }

    /// What the thread reading a folder found in it, in order.
    enum Listed {
        case file(String)
        case folder(String)
    }

    init(roots: [String]) {
        var numbers: [String: Int] = [:]
        var paths: [String] = []
        var order: [Int] = []
        for root in roots {
            if let number = numbers[root] {
                order.append(number)
                continue
            }
            numbers[root] = paths.count
            order.append(paths.count)
            paths.append(root)
        }
        self.paths = paths
        self.roots = order
        rootNumbers = paths.count > 1 ? numbers : nil
        listings = Array(repeating: nil, count: paths.count)
        // Taken from the end: the first root first.
        waiting = Array((0..<paths.count).reversed())
    }

    /// The next folder to read, its number and path; `nil` once none is waiting and no thread is
    /// reading one (none can be queued any more). Waits while another thread's folder may still
    /// add some.
    func take() -> (number: Int, path: String)? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty {
            if reading == 0 { return nil }
            condition.wait()
        }
        reading += 1
        // The newest first: a folder's subfolders are read while their parent's pages are warm.
        let number = waiting.removeLast()
        return (number, paths[number])
    }

    /// Records what folder `number` holds, queueing its subfolders, then wakes the threads waiting
    /// for work or for the end.
    func finish(_ number: Int, listed: [Listed]) {
        condition.lock()
        defer { condition.unlock() }
        var items: [Item] = []
        items.reserveCapacity(listed.count)
        for entry in listed {
            switch entry {
            case .file(let path):
                items.append(.file(path))
            case .folder(let path):
                if let existing = rootNumbers?[path] {
                    items.append(.folder(existing))
                    continue
                }
                let subfolder = paths.count
                paths.append(path)
                listings.append(nil)
                waiting.append(subfolder)
                items.append(.folder(subfolder))
            }
        }
        listings[number] = items
        reading -= 1
        condition.broadcast()
    }
}
