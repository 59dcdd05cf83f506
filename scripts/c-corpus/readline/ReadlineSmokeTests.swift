// @preconcurrency: Swift 6 refuses a reference to a C global variable ("not concurrency-safe
// because it involves shared mutable state") unless the module is imported so.
@preconcurrency import CReadline
import CReadlineFacade
import Foundation
import MockRuntime
import Testing

/// Code under test: a command history on GNU history (readline/history.h), written against the
/// generated protocol. Everything goes through functions: the global variables (history_length,
/// history_base) have no requirement in the facade, so a mock could not answer for them.
struct CommandHistory {
    struct Failure: Error, Equatable { let message: String }
    let api: any CReadlineAPI

    /// Adds `lines`, then moves the history's position past them (using_history), as readline's
    /// callers do after add_history: `!prefix` searches back from there.
    func record(_ lines: [String]) {
        for line in lines { api.add_history(line) }
        api.using_history()
    }

    /// Every line, oldest first (history_list: a NULL-terminated array owned by the library).
    func lines() -> [String] {
        guard var entry = api.history_list() else { return [] }
        var lines: [String] = []
        while let current = entry.pointee {
            lines.append(current.pointee.line.map { String(cString: $0) } ?? "")
            entry += 1
        }
        return lines
    }

    /// `line` with its history references (`!!`, `!prefix`) expanded: history_expand's result
    /// goes to a `char **` out-parameter, malloc'd, which the caller frees.
    func expand(_ line: String) throws -> String {
        var copy = Array(line.utf8CString)
        var output: UnsafeMutablePointer<CChar>?
        let status = api.history_expand(&copy, &output)
        defer { free(output) }
        let text = output.map { String(cString: $0) } ?? ""
        guard status >= 0 else { throw Failure(message: text) }
        return text
    }

    /// The words of `line`, as the history library splits them: a NULL-terminated array of
    /// malloc'd strings, all freed here.
    func words(_ line: String) -> [String] {
        guard let tokens = api.history_tokenize(line) else { return [] }
        defer { free(tokens) }
        var words: [String] = []
        var token = tokens
        while let word = token.pointee {
            words.append(String(cString: word))
            free(word)
            token += 1
        }
        return words
    }

    /// Removes the entry at `offset` (from 0) and frees it: its line.
    func remove(at offset: Int32) -> String? {
        guard let entry = api.remove_history(offset) else { return nil }
        let line = entry.pointee.line.map { String(cString: $0) }
        _ = api.free_history_entry(entry)
        return line
    }

    func keepOnly(_ count: Int32) { api.stifle_history(count) }
    var isLimited: Bool { api.history_is_stifled() != 0 }
    func unlimit() { _ = api.unstifle_history() }
    func clear() { api.clear_history() }
}

/// The history is the library's global state: the tests that use the real one run one at a time
/// (ReadlineSeamTests.swift adds to this suite).
@Suite(.serialized) struct ReadlineSmokeTests {
    @Test func theLiveImplementationRunsTheHistoryLibrary() throws {
        let api = CReadlineLive()
        let history = CommandHistory(api: api)
        api.using_history()
        history.clear()
        defer { history.clear() }
        history.record(["make build", "make test", "git status"])
        #expect(history.lines() == ["make build", "make test", "git status"])
        // Global variables, read directly (Swift imports them; the facade has none).
        #expect(history_length == 3)
        #expect(String(cString: rl_library_version).hasPrefix("8."))
        #expect(try history.expand("!!") == "git status")
        #expect(try history.expand("!make") == "make test")
        #expect(throws: CommandHistory.Failure(message: "!nothing: event not found")) { try history.expand("!nothing") }
        #expect(history.words("git commit -m 'a b'") == ["git", "commit", "-m", "'a b'"])
        #expect(history.remove(at: 0) == "make build")
        history.keepOnly(1)
        #expect(history.isLimited)
        #expect(history.lines() == ["git status"])
        history.unlimit()
        #expect(!history.isLimited)
        // tilde.h, one of the headers readline.h includes.
        let home = try #require(api.tilde_expand("~/notes"))
        defer { free(home) }
        #expect(String(cString: home) == (ProcessInfo.processInfo.environment["HOME"] ?? "") + "/notes")
    }

    @Test func theMockHandsOutEntriesAndWritesTheOutParameter() throws {
        let mock = MockCReadlineAPI()
        // What the mock hands out, in memory the test owns (history_list's array is the library's).
        let line = strdup("mocked line")!
        let entry = UnsafeMutablePointer<HIST_ENTRY>.allocate(capacity: 1)
        entry.initialize(to: HIST_ENTRY(line: line, timestamp: nil, data: nil))
        let list = UnsafeMutablePointer<UnsafeMutablePointer<HIST_ENTRY>?>.allocate(capacity: 2)
        list.initialize(from: [entry, nil], count: 2)
        defer {
            free(line)
            entry.deallocate()
            list.deallocate()
        }
        stub(mock) { stub in
            when(stub.add_history(any())).thenDoNothing()
            when(stub.using_history()).thenDoNothing()
            when(stub.history_list()).thenReturn(list)
            // Malloc'd, as the code under test frees what history_expand and history_tokenize return.
            when(stub.history_expand(cString("!!"), notNil())).then { _, output in
                output!.pointee = strdup("mocked expansion")
                return 1
            }
            when(stub.history_expand(cString("!?"), notNil())).thenReturn(-1, after: .run { _, output in output!.pointee = strdup("mocked: event not found") })
            when(stub.history_tokenize(cString("a b"))).then { _ in
                let tokens = malloc(3 * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride)!.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: 3)
                tokens.initialize(from: [strdup("x"), strdup("y"), nil], count: 3)
                return tokens
            }
            when(stub.remove_history(equal(to: Int32(4)))).thenReturn(entry)
            when(stub.free_history_entry(equal(to: entry))).thenReturn(nil)
        }
        let history = CommandHistory(api: mock)
        history.record(["one", "two"])
        #expect(history.lines() == ["mocked line"])
        #expect(try history.expand("!!") == "mocked expansion")
        #expect(throws: CommandHistory.Failure(message: "mocked: event not found")) { try history.expand("!?") }
        #expect(history.words("a b") == ["x", "y"])
        #expect(history.remove(at: 4) == "mocked line")
        verify(mock, times(2)).add_history(any())
        verify(mock).using_history()
        verify(mock).free_history_entry(equal(to: entry))
        verify(mock, never()).clear_history()
    }
}
