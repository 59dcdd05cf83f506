/// Where the shop's articles come from. Shop's `Inventory` refines it, so `MockInventory` has
/// `articles()` too: the plugin reads this module as a `--dependency` of Shop (no mocks of its own).
public protocol ArticleSource {
    func articles() -> [String]
}
