/// Where a key is written in a configuration file's text, for diagnostics that point at it.
///
/// TOMLKit gives a parse error's position but none for the keys of a document it parsed, so the
/// text is scanned here: table headers (`[modules.App]`, `[[x]]`) set the current table, and a
/// `key = value` line (dotted and quoted keys included) defines `table + key`. A key written in
/// an inline table (`options = { glob = true }`) is found on its parent's line; the rare key
/// this scan cannot see (inside a multi-line inline value) is reported at its parent, and a key
/// not found at all at line 1, column 1. The text is valid TOML by then (it parsed), which is
/// what keeps a line scan this simple honest.
public struct ConfigurationKeyLocator: Sendable {
    private let path: String
    private let lines: [[UInt8]]

    public init(text: String, path: String) {
        self.path = path
        lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
    }

    /// The position of the last component of `keyPath` (`["modules", "App", "xcodeproj"]`
    /// points at `xcodeproj`), where it is first defined; columns count UTF-8 bytes from 1.
    public func location(of keyPath: [String]) -> SourceLocation {
        guard !keyPath.isEmpty else { return at(line: 0, column: 1) }
        var table: [String] = []
        var closing: [UInt8]?   // inside a multi-line string: its closing delimiter
        var best: SourceLocation?
        for (number, line) in lines.enumerated() {
            if let delimiter = closing {
                if Self.find(delimiter, in: line, from: 0) != nil { closing = nil }
                continue
            }
            var index = Self.skipSpaces(line, from: 0)
            guard index < line.count, line[index] != UInt8(ascii: "#") else { continue }
            if line[index] == UInt8(ascii: "[") {
                index += 1
                if index < line.count, line[index] == UInt8(ascii: "[") { index += 1 }
                guard let header = Self.dottedKey(line, from: index) else { continue }
                table = header.keys
                if header.keys.starts(with: keyPath) { return at(line: number, column: header.columns[keyPath.count - 1]) }
                continue
            }
            guard let key = Self.dottedKey(line, from: index), key.end < line.count, line[key.end] == UInt8(ascii: "=") else { continue }
            let full = table + key.keys
            if keyPath.count > table.count, full.starts(with: keyPath) {
                return at(line: number, column: key.columns[keyPath.count - table.count - 1])
            }
            if best == nil, keyPath.count > full.count, keyPath.starts(with: full) {
                // An inline table: the key on the same line, else its parent.
                let column = Self.inlineKey(keyPath[keyPath.count - 1], in: line, from: key.end) ?? key.columns[key.columns.count - 1]
                best = at(line: number, column: column)
            }
            closing = Self.openedMultilineString(line, from: key.end)
        }
        return best ?? at(line: 0, column: 1)
    }

    private func at(line index: Int, column: Int) -> SourceLocation {
        SourceLocation(path: path, line: index + 1, column: column)
    }

    /// `a.b."c d"` from `start`: the keys, the 1-based column of each, and the index after the
    /// key and its trailing spaces; `nil` if no key starts there.
    private static func dottedKey(_ line: [UInt8], from start: Int) -> (keys: [String], columns: [Int], end: Int)? {
        var keys: [String] = []
        var columns: [Int] = []
        var index = skipSpaces(line, from: start)
        while index < line.count {
            let column = index + 1
            var name: [UInt8] = []
            let quote = line[index]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                index += 1
                while index < line.count, line[index] != quote {
                    if quote == UInt8(ascii: "\""), line[index] == UInt8(ascii: "\\"), index + 1 < line.count { index += 1 }
                    name.append(line[index])
                    index += 1
                }
                guard index < line.count else { return nil }
                index += 1
            } else {
                while index < line.count, isBareKeyByte(line[index]) {
                    name.append(line[index])
                    index += 1
                }
                guard !name.isEmpty else { return nil }
            }
            keys.append(String(decoding: name, as: UTF8.self))
            columns.append(column)
            index = skipSpaces(line, from: index)
            guard index < line.count, line[index] == UInt8(ascii: ".") else { break }
            index = skipSpaces(line, from: index + 1)
        }
        return keys.isEmpty ? nil : (keys, columns, index)
    }

    /// `name =` inside an inline table after `start`: the column of `name`.
    private static func inlineKey(_ name: String, in line: [UInt8], from start: Int) -> Int? {
        let bytes = Array(name.utf8)
        var from = start
        while let found = find(bytes, in: line, from: from) {
            let before = found == 0 ? UInt8(ascii: " ") : line[found - 1]
            let after = skipSpaces(line, from: found + bytes.count)
            if !isBareKeyByte(before), after < line.count, line[after] == UInt8(ascii: "=") { return found + 1 }
            from = found + 1
        }
        return nil
    }

    /// The closing delimiter of a `"""` or `'''` string that starts after `start` and does not
    /// end on this line.
    private static func openedMultilineString(_ line: [UInt8], from start: Int) -> [UInt8]? {
        for delimiter in [Array("\"\"\"".utf8), Array("'''".utf8)] {
            if let open = find(delimiter, in: line, from: start), find(delimiter, in: line, from: open + 3) == nil { return delimiter }
        }
        return nil
    }

    private static func isBareKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"): true
        default: false
        }
    }

    private static func skipSpaces(_ line: [UInt8], from start: Int) -> Int {
        var index = start
        while index < line.count, line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t") || line[index] == UInt8(ascii: "\r") { index += 1 }
        return index
    }

    private static func find(_ needle: [UInt8], in line: [UInt8], from start: Int) -> Int? {
        guard needle.count <= line.count, start <= line.count - needle.count else { return nil }
        for index in start...(line.count - needle.count) where line[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
