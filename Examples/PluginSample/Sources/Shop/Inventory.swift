import Catalog

/// How many of each article are left.
public protocol Inventory: ArticleSource {
    func available(_ article: String) -> Int
    func reserve(_ article: String, count: Int) -> Bool
}
