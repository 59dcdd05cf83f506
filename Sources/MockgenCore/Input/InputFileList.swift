import Foundation

/// A file naming inputs, one path per line: Xcode's `.xcfilelist`, or the resolved copy Xcode
/// hands a Run Script phase as `SCRIPT_INPUT_FILE_LIST_n`. Under Xcode's script sandboxing a phase
/// may read only the files it declares, so reading exactly the declared list (instead of listing
/// folders) is what keeps mockgen inside the sandbox.
///
/// Blank lines and lines starting with `#` are skipped; surrounding whitespace is trimmed.
/// `$(NAME)` and `${NAME}` are replaced by the environment's value, as Xcode expands build
/// settings in the lists it reads (it exports them to the phase's environment); a name the
/// environment lacks is an error at its line, never an empty string.
public enum InputFileList {
    public static func read(_ path: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<[String], Diagnostic> {
        let data: [UInt8]
        switch FileReading.bytes(at: path) {
        case .success(let read): data = read.bytes
        case .failure(let failure):
            return .failure(.error("cannot read the input file list: \(failure.description)", at: SourceLocation(path: path, line: 1, column: 1)))
        }
        var inputs: [String] = []
        for (index, rawLine) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            switch expand(line, environment: environment) {
            case .success(let expanded):
                inputs.append(expanded)
            case .failure(let missing):
                let column = (rawLine.range(of: missing.reference).map { rawLine.distance(from: rawLine.startIndex, to: $0.lowerBound) } ?? 0) + 1
                return .failure(.error("'\(missing.reference)' names no variable of the environment (Xcode exports build settings to a Run Script phase)",
                                       at: SourceLocation(path: path, line: index + 1, column: column)))
            }
        }
        return .success(inputs)
    }

    struct MissingVariable: Error {
        let reference: String
    }

    /// `$(NAME)` and `${NAME}` replaced from `environment`.
    static func expand(_ line: String, environment: [String: String]) -> Result<String, MissingVariable> {
        var result = ""
        var rest = Substring(line)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, let close: Character = ["(": ")", "{": "}"][rest[afterDollar]],
                  let end = rest[afterDollar...].firstIndex(of: close) else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let name = String(rest[rest.index(after: afterDollar)..<end])
            guard let value = environment[name] else { return .failure(MissingVariable(reference: String(rest[dollar...end]))) }
            result += value
            rest = rest[rest.index(after: end)...]
        }
        return .success(result + rest)
    }
}
