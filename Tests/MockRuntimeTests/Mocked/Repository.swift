// What `../Mocks/Mock.Repository.swift` mocks; GeneratedFileSnapshotTests (MockgenCoreTests) checks that
// it is the generator's output for this file.

protocol Repository<Item> {
    associatedtype Item
    func save(_ item: Item)
    func all() -> [Item]
}
