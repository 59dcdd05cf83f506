#if Generator // the command line exists only with the package trait (GeneratorTrait.swift)
import Foundation
import MockgenCore
import TOMLKit

/// Reads a configuration file with TOMLKit into the format-free tree `Configuration` decodes,
/// so TOML stays out of MockgenCore. A file that cannot be read or parsed gives one error at the
/// parser's position.
enum TOMLConfigurationReader {
    static func read(_ path: String) -> Result<Configuration, Diagnostic> {
        let start = SourceLocation(path: path, line: 1, column: 1)
        let text: String
        switch Configuration.text(at: path) {
        case .success(let read): text = read
        case .failure(let diagnostic): return .failure(diagnostic)
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let position = error.source.begin
            return .failure(.error(error.description, at: SourceLocation(path: path, line: max(position.line, 1), column: max(position.column, 1))))
        } catch {
            return .failure(.error("cannot parse configuration file: \(error)", at: start))
        }
        return .success(Configuration(path: path, text: text, root: tree(of: table)))
    }

    private static func tree(of table: TOMLTable) -> ConfigurationTable {
        ConfigurationTable(table.map { key, value in ConfigurationTable.Entry(key: key, value: tree(of: value.tomlValue)) })
    }

    private static func tree(of value: TOMLValue) -> ConfigurationValue {
        switch value.type {
        case .table: value.table.map { .table(tree(of: $0)) } ?? .other(kind: "table")
        case .array: value.array.map { array in .array(array.map { tree(of: $0.tomlValue) }) } ?? .other(kind: "array")
        case .string: value.string.map(ConfigurationValue.string) ?? .other(kind: "string")
        case .int: value.int.map(ConfigurationValue.integer) ?? .other(kind: "integer")
        case .double: value.double.map(ConfigurationValue.float) ?? .other(kind: "floating-point number")
        case .bool: value.bool.map(ConfigurationValue.bool) ?? .other(kind: "boolean")
        case .date: .other(kind: "date")
        case .time: .other(kind: "time")
        case .dateTime: .other(kind: "date-time")
        }
    }
}
#endif
