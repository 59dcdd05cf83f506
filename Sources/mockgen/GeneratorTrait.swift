// The command line needs the package trait `Generator` (on by default): a package that depends on
// mockgen with `traits: []` gets MockRuntime only, and cannot build this tool or its plugins.
#if !Generator
#error("mockgen's command line needs the package trait Generator: depend on mockgen without `traits: []` to build the tool or use its plugins")
#endif
