@testable import MockgenCore

/// A configuration as the command line would read it: `root` is the parsed file (tests cannot
/// parse TOML: MockgenCore has no TOML parser), `text` the file's text for the keys' positions.
func configuration(_ path: String, text: String = "", _ root: ConfigurationValue) -> Configuration {
    guard case .table(let table) = root else { preconditionFailure("a configuration's root is a table") }
    return Configuration(path: path, text: text, root: table)
}

extension Configuration {
    /// The section named `name`.
    func section(_ name: String?) -> Section? {
        sections.first { $0.name == name }
    }

    /// Diagnostics as the command line prints them.
    var printed: [String] { diagnostics.map(\.description) }
}
