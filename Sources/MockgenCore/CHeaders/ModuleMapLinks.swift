import Foundation

/// The `link` directives of a module, read from the module map that declares it: libclang's C
/// interface exposes a module's name and headers but not its link libraries. This is not a C
/// parser: it tokenizes the module map language just enough to find `module NAME { … }` blocks
/// (submodules included) and the `link "lib"` / `link framework "F"` lines inside them.
enum ModuleMapLinks {
    /// The libraries `module` links, in the order written, from the first of `moduleMaps` that
    /// declares it; `[]` when none does.
    static func links(of module: String, in moduleMaps: [String]) -> [String] {
        let topLevel = module.split(separator: ".").first.map(String.init) ?? module
        for path in moduleMaps {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8),
                  let links = links(of: topLevel, inModuleMap: text)
            else { continue }
            return links
        }
        return []
    }

    /// The first of `moduleMaps` that declares `module` (its top-level module).
    static func declaringMap(of module: String, in moduleMaps: [String]) -> String? {
        let topLevel = module.split(separator: ".").first.map(String.init) ?? module
        return moduleMaps.first { path in
            (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { links(of: topLevel, inModuleMap: $0) } != nil
        }
    }

    /// `nil` when the text declares no top-level module `name`.
    static func links(of name: String, inModuleMap text: String) -> [String]? {
        guard let tokens = blockTokens(of: name, inModuleMap: text) else { return nil }
        var links: [String] = []
        var index = 0
        while index < tokens.count {
            if tokens[index].text == "link" {
                var next = index + 1
                var framework = false
                if next < tokens.count, tokens[next].text == "framework" { framework = true; next += 1 }
                if next < tokens.count, tokens[next].text.hasPrefix("\"") {
                    let library = String(tokens[next].text.dropFirst().dropLast())
                    links.append(framework ? "framework \(library)" : library)
                    index = next
                }
            }
            index += 1
        }
        return links
    }

    /// The tokens inside the blocks of top-level `module name { … }` (submodules' included), in
    /// order; `nil` when the text declares no such module.
    static func blockTokens(of name: String, inModuleMap text: String) -> [(text: String, line: Int, column: Int)]? {
        let tokens = positionedTokens(text)
        var depth = 0
        var insideDepth: Int?  // the depth of the wanted module's block, while inside it
        var inside: [(text: String, line: Int, column: Int)] = []
        var found = false
        for (index, token) in tokens.enumerated() {
            switch token.text {
            case "{":
                depth += 1
            case "}":
                if insideDepth == depth { insideDepth = nil }
                depth -= 1
            case "module" where depth == 0 && insideDepth == nil:
                // `module Name [attrs] {`; `extern module Name "path"` has a string, no block.
                if index + 1 < tokens.count, tokens[index + 1].text == name,
                   tokens[(index + 2)...].first(where: { $0.text == "{" || $0.text.hasPrefix("\"") })?.text == "{" {
                    found = true
                    insideDepth = depth + 1
                    continue
                }
            default:
                break
            }
            if insideDepth != nil { inside.append(token) }
        }
        return found ? inside : nil
    }

    /// Identifiers, `"strings"` (quotes kept), and single punctuation characters; `//` and
    /// `/* */` comments dropped.
    static func tokenize(_ text: String) -> [String] {
        positionedTokens(text).map(\.text)
    }

    /// `tokenize`'s tokens with their 1-based line and column (in Unicode scalars).
    static func positionedTokens(_ text: String) -> [(text: String, line: Int, column: Int)] {
        let characters = Array(text.unicodeScalars)
        var lineStarts = [0]
        for (offset, character) in characters.enumerated() where character == "\n" { lineStarts.append(offset + 1) }
        var tokens: [(text: String, line: Int, column: Int)] = []
        func append(_ token: String, at offset: Int) {
            // The last line starting at or before `offset`.
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            tokens.append((token, low + 1, offset - lineStarts[low] + 1))
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.properties.isWhitespace { index += 1; continue }
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
                index += 2
                continue
            }
            if character == "\"" {
                var end = index + 1
                while end < characters.count, characters[end] != "\"" { end += characters[end] == "\\" ? 2 : 1 }
                let stop = min(end + 1, characters.count)
                append(String(String.UnicodeScalarView(characters[index..<stop])), at: index)
                index = stop
                continue
            }
            if character == "_" || character.properties.isAlphabetic || character.properties.numericType != nil {
                var end = index
                while end < characters.count, characters[end] == "_" || characters[end].properties.isAlphabetic || characters[end].properties.numericType != nil { end += 1 }
                append(String(String.UnicodeScalarView(characters[index..<end])), at: index)
                index = end
                continue
            }
            append(String(character), at: index)
            index += 1
        }
        return tokens
    }

    /// The module maps clang would consult for a module: the one given, then `module.modulemap`
    /// (or the older `module.map`) in each `-I`/`-isystem`/`-F`... include folder.
    static func candidateModuleMaps(explicit: String?, arguments: [String]) -> [String] {
        var maps: [String] = explicit.map { [$0] } ?? []
        var folders: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            for flag in ["-I", "-isystem", "-iquote", "-idirafter"] where argument.hasPrefix(flag) {
                if argument == flag, index + 1 < arguments.count {
                    folders.append(arguments[index + 1])
                    index += 1
                } else if argument.count > flag.count, flag == "-I" || !argument.dropFirst(flag.count).first!.isLetter {
                    folders.append(String(argument.dropFirst(flag.count)))
                }
            }
            if argument.hasPrefix("-fmodule-map-file=") { maps.append(String(argument.dropFirst("-fmodule-map-file=".count))) }
            index += 1
        }
        for folder in folders {
            for name in ["module.modulemap", "module.map"] where FileSystemPath.isFile("\(folder)/\(name)") {
                maps.append("\(folder)/\(name)")
            }
        }
        return maps
    }
}
