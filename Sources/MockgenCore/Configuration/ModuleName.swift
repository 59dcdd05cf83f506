/// What `--testable` and `--import` (and the same keys of a configuration file) accept.
public enum ModuleName {
    /// A module name (`App`, `_Internal`) or a Clang submodule (`Clang.Submodule`): letters,
    /// digits and `_`, not starting with a digit.
    public static func isValid(_ text: String) -> Bool {
        let components = text.split(separator: ".", omittingEmptySubsequences: false)
        return !components.isEmpty && components.allSatisfy { component in
            guard let first = component.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
            return component.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
        }
    }
}
