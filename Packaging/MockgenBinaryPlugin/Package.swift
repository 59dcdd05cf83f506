// swift-tools-version:6.2
// mockgen's SwiftPM build plugin with a prebuilt mockgen: the artifact bundle `make artifactbundle`
// makes, as a binary target, instead of the command line built from source with the user's
// package. For CI machines and Xcode projects that want no build of the tool, and for packages
// that depend on mockgen with `traits: []` (the runtime only). The plugins' code is the main
// package's (Plugins/MockgenPlugin links to it); `context.tool(named: "mockgen")` finds the bundle's
// executable as it finds the source-built one.
//
// In this repository the bundle is a local path (scripts/binary-plugin-e2e.sh puts it there); a
// release publishes this folder as its own repository, with `url:` and `checksum:` in place of
// `path:` (docs/Install.md, "Releasing").
import PackageDescription

let package = Package(
    name: "mockgen-binary",
    products: [
        // Named apart from the main package's `MockgenPlugin`: SwiftPM wants product and target
        // names unique across a package graph, and a project has both packages (the runtime from
        // the main one). The command plugin stays the main package's (it needs a build of the
        // tool there, or use the bundle's binary directly).
        .plugin(name: "MockgenBinaryPlugin", targets: ["MockgenBinaryPlugin"]),
    ],
    targets: [
        // The bundle's executable is named `mockgen` (its info.json), which is what the plugin asks
        // for; the target itself needs another name than the main package's `mockgen`.
        .binaryTarget(name: "MockgenBinary", path: "mockgen.artifactbundle"),
        .plugin(name: "MockgenBinaryPlugin", capability: .buildTool(), dependencies: ["MockgenBinary"], path: "Plugins/MockgenPlugin"),
    ]
)
