import Dispatch
import Foundation
import MockgenCore
@_spi(ExperimentalLanguageFeatures) import SwiftParser
import SwiftSyntax

// oracle: compares mockgen's DeclarationParser with swift-syntax, file by file, through
// DeclarationSummary lines. Usage: see `oracle --help` and docs/Oracle.md.

struct Options {
    var packages: [String] = []
    var allowDifferences = false
    var reportDirectory = ".oracle"
    var show = 20
    var dump = false
    var trace = false
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var timeout = 60.0
    var documentation = false
}

let usage = """
usage: oracle [options] PACKAGE_DIR_OR_FILE...
  Each argument is one package (a directory searched recursively for .swift files, skipping
  hidden folders and .build) or a single file. Prints agreement per package, writes every
  difference to <report-dir>/report-<package>.txt and the first N to stdout.
options:
  --allow-differences   exit 0 even when agreement is below 100%
  --report-dir DIR      where reports go (default .oracle)
  --show N              differences printed to stdout per package (default 20)
  --dump                print both summaries of every file instead of comparing
  --docs                also compare doc comments (the model's `documentation`)
  --trace               print each file name to stderr before parsing it
  --jobs N              parallel workers (default: active processors)
  --timeout S           stop with status 3 when one file takes longer than S seconds (default 60)
exit status: 0 all agree (or --allow-differences), 1 differences, 2 usage, 3 timeout
"""

func parseOptions() -> Options {
    var options = Options()
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
        switch argument {
        case "--allow-differences": options.allowDifferences = true
        case "--report-dir": options.reportDirectory = arguments.popFirst() ?? options.reportDirectory
        case "--show": options.show = Int(arguments.popFirst() ?? "") ?? options.show
        case "--dump": options.dump = true
        case "--docs": options.documentation = true
        case "--trace": options.trace = true
        case "--jobs": options.jobs = max(1, Int(arguments.popFirst() ?? "") ?? 1)
        case "--timeout": options.timeout = Double(arguments.popFirst() ?? "") ?? options.timeout
        case "-h", "--help":
            print(usage)
            exit(0)
        default:
            if argument.hasPrefix("--") {
                FileHandle.standardError.write(Data("oracle: unknown option \(argument)\n\(usage)\n".utf8))
                exit(2)
            }
            options.packages.append(argument)
        }
    }
    if options.packages.isEmpty {
        FileHandle.standardError.write(Data("\(usage)\n".utf8))
        exit(2)
    }
    return options
}

// MARK: - Files

func swiftFiles(under root: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return [root] }
    var out: [String] = []
    let url = URL(fileURLWithPath: root)
    guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
    for case let file as URL in enumerator {
        let name = file.lastPathComponent
        if (try? file.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            if name == ".build" || name.hasPrefix(".build") { enumerator.skipDescendants() }
            continue
        }
        if name.hasSuffix(".swift") { out.append(file.path) }
    }
    return out.sorted()
}

// MARK: - Comparison

struct Difference {
    enum Kind: String { case differs, moved, missing, extra, structure }
    var kind: Kind
    var file: String
    var line: Int
    var oracle: DeclarationSummary.Entry?
    var ours: DeclarationSummary.Entry?
    var detail = ""

    var text: String {
        var out = "\(file):\(line): \(kind.rawValue)"
        switch kind {
        case .differs:
            out += "\n  oracle: \(oracle!.text)\n  ours:   \(ours!.text)"
        case .moved:
            out += ":\(oracle!.column) (ours at \(ours!.line):\(ours!.column))\n  \(oracle!.text)"
        case .missing:
            out += " (only in the oracle)\n  oracle: \(oracle!.text)"
        case .extra:
            out += " (only in ours)\n  ours:   \(ours!.text)"
        case .structure:
            out += " (same summary, different model values)\n  both:   \(oracle!.text)\n\(detail)"
        }
        return out
    }
}

struct FileResult {
    var file: String
    var declarations = 0
    var ourDeclarations = 0
    var agreeing = 0
    var differences: [Difference] = []
    var syntaxErrors = false
    var ourErrors: [Diagnostic] = []
    var oracleSeconds = 0.0
    var ourSeconds = 0.0
}

typealias Annotated = (entry: DeclarationSummary.Entry, declaration: Declaration)

/// The declaration without what other lines summarise (members, clause contents) and, unless doc
/// comments are compared, without its documentation: what one summary line stands for. Facts
/// mockgen reads off bodies (a type's `deinit`, an initializer passing `self` on) are not
/// modelled by the oracle, as `deinit` itself is not: they are left out of the comparison.
func shallow(_ declaration: Declaration, documentation: Bool) -> Declaration {
    func strip(_ header: inout DeclarationHeader) {
        if !documentation { header.documentation = nil }
    }
    switch declaration {
    case .type(var decl):
        decl.members = []
        decl.declaresDeinitializer = false
        strip(&decl.header)
        return .type(decl)
    case .function(var decl):
        strip(&decl.header)
        return .function(decl)
    case .variable(var decl):
        strip(&decl.header)
        return .variable(decl)
    case .subscript(var decl):
        strip(&decl.header)
        return .subscript(decl)
    case .initializer(var decl):
        decl.handsOutSelf = false
        strip(&decl.header)
        return .initializer(decl)
    case .associatedType(var decl):
        strip(&decl.header)
        return .associatedType(decl)
    case .typeAlias(var decl):
        strip(&decl.header)
        return .typeAlias(decl)
    case .enumCase(var decl):
        strip(&decl.header)
        return .enumCase(decl)
    case .import:
        return declaration
    case .ifConfig(var decl):
        decl.clauses = decl.clauses.map { clause in
            var clause = clause
            clause.declarations = []
            return clause
        }
        return .ifConfig(decl)
    }
}

/// Where two model dumps part: the text around the first difference, both ways.
func describeDifference(_ oracle: String, _ ours: String) -> String {
    let a = Array(oracle), b = Array(ours)
    var prefix = 0
    while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
    let start = max(0, prefix - 60)
    func excerpt(_ chars: [Character]) -> String {
        let end = min(chars.count, chars.count - suffix + 30)
        return (start > 0 ? "…" : "") + String(chars[start..<end]) + (end < chars.count ? "…" : "")
    }
    return "  oracle model: \(excerpt(a))\n  our model:    \(excerpt(b))"
}

/// Compares two summaries as multisets of entries; entries that agree as text must also stand for
/// equal model values (`shallow`), else they count as a `structure` difference: two type
/// structures with one spelling, say.
func compare(oracle: [Annotated], ours: [Annotated], file: String, documentation: Bool) -> (agreeing: Int, differences: [Difference]) {
    var remaining: [DeclarationSummary.Entry: [Declaration]] = [:]
    for item in ours { remaining[item.entry, default: []].append(item.declaration) }
    var agreeing = 0
    var differences: [Difference] = []
    var oracleOnly: [DeclarationSummary.Entry] = []
    for item in oracle {
        if var candidates = remaining[item.entry], !candidates.isEmpty {
            let expected = shallow(item.declaration, documentation: documentation)
            let index = candidates.firstIndex { shallow($0, documentation: documentation) == expected } ?? 0
            let ourDeclaration = candidates.remove(at: index)
            remaining[item.entry] = candidates
            if shallow(ourDeclaration, documentation: documentation) == expected {
                agreeing += 1
            } else {
                var difference = Difference(kind: .structure, file: file, line: item.entry.line, oracle: item.entry, ours: item.entry)
                difference.detail = describeDifference(String(describing: expected), String(describing: shallow(ourDeclaration, documentation: documentation)))
                differences.append(difference)
            }
        } else {
            oracleOnly.append(item.entry)
        }
    }
    var oursOnly = ours.compactMap { item -> DeclarationSummary.Entry? in
        guard var candidates = remaining[item.entry], !candidates.isEmpty else { return nil }
        candidates.removeFirst()
        remaining[item.entry] = candidates
        return item.entry
    }
    var unpaired: [DeclarationSummary.Entry] = []
    // Same text elsewhere: a location difference only.
    for entry in oracleOnly {
        if let index = oursOnly.firstIndex(where: { $0.text == entry.text }) {
            differences.append(Difference(kind: .moved, file: file, line: entry.line, oracle: entry, ours: oursOnly.remove(at: index)))
        } else {
            unpaired.append(entry)
        }
    }
    // Same line, same kind and name: one declaration summarised differently.
    func head(_ entry: DeclarationSummary.Entry) -> Substring {
        entry.text.prefix { $0 != "|" }
    }
    for entry in unpaired {
        if let index = oursOnly.firstIndex(where: { $0.line == entry.line && head($0) == head(entry) })
            ?? oursOnly.firstIndex(where: { $0.line == entry.line }) {
            differences.append(Difference(kind: .differs, file: file, line: entry.line, oracle: entry, ours: oursOnly.remove(at: index)))
        } else {
            differences.append(Difference(kind: .missing, file: file, line: entry.line, oracle: entry, ours: nil))
        }
    }
    for entry in oursOnly {
        differences.append(Difference(kind: .extra, file: file, line: entry.line, oracle: nil, ours: entry))
    }
    differences.sort { ($0.line, $0.kind.rawValue) < ($1.line, $1.kind.rawValue) }
    return (agreeing, differences)
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Files being parsed right now, with their start times: a watchdog stops the run when our
/// parser spends too long on one file (a likely endless loop) and names the file.
final class InFlight: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: Double] = [:]

    func begin(_ file: String) {
        lock.lock()
        files[file] = now()
        lock.unlock()
    }

    func end(_ file: String) {
        lock.lock()
        files[file] = nil
        lock.unlock()
    }

    func stuck(after seconds: Double) -> String? {
        lock.lock()
        defer { lock.unlock() }
        let limit = now() - seconds
        return files.first { $0.value < limit }?.key
    }
}

let inFlight = InFlight()

func startWatchdog(seconds: Double) {
    let thread = Thread {
        while true {
            Thread.sleep(forTimeInterval: 1)
            if let file = inFlight.stuck(after: seconds) {
                FileHandle.standardError.write(Data("oracle: no result for \(file) after \(Int(seconds)) s; stopping (endless loop in a parser?)\n".utf8))
                exit(3)
            }
        }
    }
    thread.start()
}

func process(file: String, displayName: String, options: Options) -> FileResult {
    inFlight.begin(file)
    defer { inFlight.end(file) }
    var result = FileResult(file: displayName)
    guard let data = FileManager.default.contents(atPath: file) else {
        result.syntaxErrors = true
        return result
    }
    let bytes = [UInt8](data)
    if options.trace { FileHandle.standardError.write(Data("oracle: \(file)\n".utf8)) }

    let start = now()
    var tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    if tree.hasError {
        // Newer-than-release syntax (`borrow`/`mutate`, `read`/`modify` accessors, …) only
        // parses with swift-syntax's experimental features; try again with them on.
        let retry = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, experimentalFeatures: oracleExperimentalFeatures) }
        if !retry.hasError { tree = retry }
    }
    let builder = SyntaxModelBuilder(path: displayName, tree: tree)
    let oracleAnnotated = DeclarationSummary.annotatedEntries(of: builder.model(of: tree), documentation: options.documentation)
    let middle = now()
    let model = DeclarationParser.parse(bytes, path: displayName)
    let ourAnnotated = DeclarationSummary.annotatedEntries(of: model, documentation: options.documentation)
    let end = now()

    result.oracleSeconds = middle - start
    result.ourSeconds = end - middle
    result.syntaxErrors = tree.hasError
    result.ourErrors = model.diagnostics.filter { $0.severity == .error }
    let oracleEntries = oracleAnnotated.map(\.entry)
    let ourEntries = ourAnnotated.map(\.entry)
    result.declarations = oracleEntries.count
    result.ourDeclarations = ourEntries.count

    if options.dump {
        var text = "== \(displayName)\n-- oracle\n"
        for entry in oracleEntries { text += "\(entry)\n" }
        text += "-- ours\n"
        for entry in ourEntries { text += "\(entry)\n" }
        print(text, terminator: "")
    }
    if !result.syntaxErrors {
        (result.agreeing, result.differences) = compare(oracle: oracleAnnotated, ours: ourAnnotated, file: displayName, documentation: options.documentation)
    }
    return result
}

final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [FileResult?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: FileResult) {
        lock.lock()
        storage[index] = result
        lock.unlock()
    }

    var all: [FileResult] { storage.compactMap { $0 } }
}

// MARK: - Main

let oracleExperimentalFeatures: Parser.ExperimentalFeatures = [.coroutineAccessors, .borrowAndMutateAccessors, .nonescapableTypes, .trailingComma, .keypathWithMethodMembers, .defaultIsolationPerFile]

let options = parseOptions()
startWatchdog(seconds: options.timeout)
try? FileManager.default.createDirectory(atPath: options.reportDirectory, withIntermediateDirectories: true)

struct Row {
    var name: String
    var files = 0
    var declarations = 0
    var agreeing = 0
    var differences = 0
    var syntaxErrorFiles = 0
    var ourErrorFiles = 0
    var oracleSeconds = 0.0
    var ourSeconds = 0.0

    var percent: Double {
        let total = agreeing + differences
        return total == 0 ? 100 : Double(agreeing) * 100 / Double(total)
    }
}

var rows: [Row] = []
for package in options.packages {
    let rootURL = URL(fileURLWithPath: package).standardizedFileURL
    let name = rootURL.lastPathComponent
    let files = swiftFiles(under: rootURL.path)
    let rootPrefix = rootURL.path.hasSuffix("/") ? rootURL.path : rootURL.path + "/"
    let results = Results(count: files.count)
    let opts = options
    let work: @Sendable (Int) -> Void = { index in
        let file = files[index]
        let display = file.hasPrefix(rootPrefix) ? String(file.dropFirst(rootPrefix.count)) : file
        results.set(index, process(file: file, displayName: display, options: opts))
    }
    if options.jobs > 1 && !options.dump && !options.trace {
        DispatchQueue.concurrentPerform(iterations: files.count, execute: work)
    } else {
        for index in files.indices { work(index) }
    }

    var row = Row(name: name)
    var report = ""
    var differences: [Difference] = []
    var syntaxErrorFiles: [String] = []
    var ourErrorLines: [String] = []
    var ourErrorFiles: [(file: String, first: String)] = []
    for result in results.all {
        row.files += 1
        row.oracleSeconds += result.oracleSeconds
        row.ourSeconds += result.ourSeconds
        if result.syntaxErrors {
            syntaxErrorFiles.append(result.file)
            continue
        }
        row.declarations += result.declarations
        row.agreeing += result.agreeing
        row.differences += result.differences.count
        differences += result.differences
        if !result.ourErrors.isEmpty {
            row.ourErrorFiles += 1
            ourErrorFiles.append((result.file, "\(result.ourErrors[0].location.line):\(result.ourErrors[0].location.column): \(result.ourErrors[0].message)"))
            for diagnostic in result.ourErrors { ourErrorLines.append(diagnostic.description) }
        }
    }
    row.syntaxErrorFiles = syntaxErrorFiles.count
    rows.append(row)

    report += "oracle report for \(name) (\(rootURL.path))\n"
    report += "files: \(row.files), declarations (oracle): \(row.declarations), agreeing: \(row.agreeing), differences: \(row.differences), agreement: \(String(format: "%.2f", row.percent))%\n"
    report += "swift-syntax seconds: \(String(format: "%.3f", row.oracleSeconds)), mockgen seconds: \(String(format: "%.3f", row.ourSeconds))\n\n"
    report += "== files skipped because swift-syntax reports syntax errors (\(syntaxErrorFiles.count))\n"
    for file in syntaxErrorFiles { report += "\(file)\n" }
    report += "\n== files where our parser reported errors (\(row.ourErrorFiles))\n"
    for (file, _) in ourErrorFiles { report += "\(file)\n" }
    report += "\n== error diagnostics from our parser (\(ourErrorLines.count))\n"
    for line in ourErrorLines { report += "\(line)\n" }
    report += "\n== differences (\(differences.count))\n"
    for difference in differences { report += "\(difference.text)\n" }
    let reportPath = "\(options.reportDirectory)/report-\(name).txt"
    try? report.write(toFile: reportPath, atomically: true, encoding: .utf8)

    if !options.dump {
        print("== \(name): \(row.files) files, \(row.declarations) declarations, \(row.agreeing) agreeing, \(row.differences) differences (\(String(format: "%.2f", row.percent))%); report: \(reportPath)")
        if !syntaxErrorFiles.isEmpty { print("   \(syntaxErrorFiles.count) files skipped: swift-syntax reports syntax errors") }
        if !ourErrorFiles.isEmpty {
            print("   our parser reported \(ourErrorLines.count) errors in \(row.ourErrorFiles) files:")
            for (file, first) in ourErrorFiles.prefix(max(options.show, 5)) { print("     \(file) (first: \(first))") }
            if ourErrorFiles.count > max(options.show, 5) { print("     … \(ourErrorFiles.count - max(options.show, 5)) more in \(reportPath)") }
        }
        for difference in differences.prefix(options.show) { print(difference.text) }
        if differences.count > options.show { print("   … \(differences.count - options.show) more in \(reportPath)") }
    }
}

func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? text + padding : padding + text
}

print("")
print("\(pad("package", 24, left: true)) \(pad("files", 6)) \(pad("decls", 8)) \(pad("agree", 8)) \(pad("diffs", 7)) \(pad("agree%", 8)) \(pad("synerr", 6)) \(pad("ourerr", 6)) \(pad("syntax s", 9)) \(pad("ours s", 8))")
var total = Row(name: "TOTAL")
for row in rows {
    total.files += row.files
    total.declarations += row.declarations
    total.agreeing += row.agreeing
    total.differences += row.differences
    total.syntaxErrorFiles += row.syntaxErrorFiles
    total.ourErrorFiles += row.ourErrorFiles
    total.oracleSeconds += row.oracleSeconds
    total.ourSeconds += row.ourSeconds
}
for row in rows + (rows.count > 1 ? [total] : []) {
    print("\(pad(row.name, 24, left: true)) \(pad("\(row.files)", 6)) \(pad("\(row.declarations)", 8)) \(pad("\(row.agreeing)", 8)) \(pad("\(row.differences)", 7)) \(pad(String(format: "%.2f", row.percent), 8)) \(pad("\(row.syntaxErrorFiles)", 6)) \(pad("\(row.ourErrorFiles)", 6)) \(pad(String(format: "%.2f", row.oracleSeconds), 9)) \(pad(String(format: "%.2f", row.ourSeconds), 8))")
}

if total.differences > 0 && !options.allowDifferences && !options.dump {
    exit(1)
}
