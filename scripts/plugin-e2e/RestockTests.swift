import MockRuntime
import Shop
import Testing

// Copied into the sample's ShopTests by scripts/plugin-e2e.sh together with an Inventory that has
// `restock`: it compiles only if the plugin regenerated MockInventory after the protocol changed.
@Test func restockingIsStubbedAndVerifiedThroughTheRegeneratedMock() async throws {
    let inventory = MockInventory()
    stub(inventory) { when($0.restock("tea", count: 10)).thenReturn(14) }

    let inventoryAfter = try await inventory.restock("tea", count: 10)

    #expect(inventoryAfter == 14)
    verify(inventory).restock("tea", count: 10)
}
