// The protocol `Repository+Mock.swift` mocks. HandWrittenMockContractTests (MockgenCoreTests) runs the
// generator on this file and expects exactly `Repository+Mock.swift`.

protocol Repository<Item> {
    associatedtype Item
    func save(_ item: Item)
    func all() -> [Item]
}
