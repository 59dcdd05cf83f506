// swift-tools-version:6.2
// A user's package with mocks generated at build time by mockgen's SwiftPM plugin
// (docs/Plugins.md; scripts/plugin-e2e.sh builds and changes it end to end).
import PackageDescription

let package = Package(
    name: "PluginSample",
    dependencies: [
        // With the default trait `Generator`: the plugin runs the mockgen command line, built from
        // source with the package. A user names the repository by URL and branch, the sample uses
        // the checkout.
        .package(name: "mockgen", path: "../.."),
    ],
    targets: [
        .target(name: "Catalog"),
        .target(name: "Receipts"),
        .target(name: "Shop", dependencies: ["Catalog", "Receipts"]),
        // MockgenPlugin generates ShopMocks.swift and ReceiptsMocks.swift (one file per module
        // the target depends on) while the target builds. MockRuntime is what the mocks use.
        .testTarget(
            name: "ShopTests",
            dependencies: ["Shop", "Receipts", .product(name: "MockRuntime", package: "mockgen")],
            plugins: [.plugin(name: "MockgenPlugin", package: "mockgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
