#if Generator // the command line exists only with the package trait (GeneratorTrait.swift)
import ArgumentParser

/// `generate`'s configuration file: which file, and which of its sections (docs/Configuration.md).
struct ConfigurationOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Read the outputs and their settings from this file: mockgen.toml, or Cuckoo's Cuckoofile.toml read as is.",
        discussion: "Without --config and without inputs, mockgen.toml in the working folder is read, else Cuckoofile.toml. Paths in the file are relative to its folder. Options given on the command line override the file's, in every section.",
        valueName: "path"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp(
        "Generate only this section ([modules.NAME]) of the configuration file (may be repeated; default: every section).",
        discussion: "With inputs on the command line, the one section whose settings apply to them (else the file's top level), as the SwiftPM plugins use it.",
        valueName: "name"))
    var module: [String] = []
}
#endif
