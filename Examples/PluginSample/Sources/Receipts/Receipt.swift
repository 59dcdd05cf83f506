/// Value types only: the plugin's run for this module finds nothing to mock, writes a file with
/// no mocks and says so with a warning.
public struct Receipt: Equatable, Sendable {
    public var id: String
    public var cents: Int

    public init(id: String, cents: Int) {
        self.id = id
        self.cents = cents
    }
}
