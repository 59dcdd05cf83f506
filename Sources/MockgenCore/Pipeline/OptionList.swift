import Foundation

/// Cuckoo's list options (`--testable A,B`, `--import`, `--exclude`) take one comma-separated
/// value; mockgen also accepts the option repeated. This flattens both into one list.
public enum OptionList {
    /// `["A,B", " C ", "A"]` → `["A", "B", "C"]`: split at commas, trimmed, empty items and
    /// duplicates dropped (the first occurrence keeps its place).
    public static func split(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
