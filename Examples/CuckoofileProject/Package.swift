// swift-tools-version:6.2
// A Cuckoo project switching to mockgen: its Cuckoofile.toml is kept as it was, mockgen reads it
// (`make sample-cuckoofile` at the repository root generates the mocks, then runs the tests).
import PackageDescription

let package = Package(
    name: "CuckoofileProject",
    dependencies: [
        // The runtime only (`traits: []`: no other package is resolved).
        .package(name: "mockgen", path: "../..", traits: []),
    ],
    targets: [
        .target(name: "Bookshelf"),
        .testTarget(
            name: "BookshelfTests",
            dependencies: ["Bookshelf", .product(name: "MockRuntime", package: "mockgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
