// swift-tools-version:6.0
import PackageDescription

// Test-only: compares mockgen's hand-rolled declaration parser with swift-syntax over real code.
// Kept out of the root package so building mockgen never builds swift-syntax. See docs/Oracle.md.
let package = Package(
    name: "oracle",
    platforms: [.macOS(.v13)],
    dependencies: [
        // 603.x is the swift-syntax release line of the Swift 6.3 toolchain.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(name: "mockgen", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "oracle",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "_MockgenCore", package: "mockgen"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
