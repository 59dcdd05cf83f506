import Catalog

/// How many of each article are left. (scripts/plugin-e2e.sh copies this over the sample's
/// Inventory.swift: the same protocol with one more requirement, `restock`.)
public protocol Inventory: ArticleSource {
    func available(_ article: String) -> Int
    func reserve(_ article: String, count: Int) -> Bool
    func restock(_ article: String, count: Int) async throws -> Int
}
