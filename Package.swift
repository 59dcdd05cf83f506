// swift-tools-version:6.0
import PackageDescription

// The product targets depend on swift-argument-parser only. swift-syntax is used solely by the
// test-only oracle package in `Oracle/`, so building mockgen never pays for it.
let package = Package(
    name: "mockgen",
    products: [
        .executable(name: "mockgen", targets: ["mockgen"]),
        .library(name: "MockRuntime", targets: ["MockRuntime"]),
        .library(name: "MockgenCore", targets: ["MockgenCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // read files → lex → parse → model → resolve → emit → write; one folder per stage.
        .target(name: "MockgenCore"),
        .executableTarget(
            name: "mockgen",
            dependencies: [
                "MockgenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "MockRuntime"),
        // Release-mode benchmarks (`make bench`); never run as unit tests.
        .executableTarget(name: "mockgen-bench", dependencies: ["MockgenCore"]),
        // Release-mode benchmark of the mock runtime: `swift run -c release runtime-bench`.
        .executableTarget(name: "runtime-bench", dependencies: ["MockRuntime"]),
        .testTarget(name: "MockgenCoreTests", dependencies: ["MockgenCore"]),
        .testTarget(name: "MockRuntimeTests", dependencies: ["MockRuntime"]),
    ],
    swiftLanguageModes: [.v6]
)
