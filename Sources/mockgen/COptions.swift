#if Generator // the command line exists only with the package trait (GeneratorTrait.swift)
import ArgumentParser
import MockgenCore

/// The C side of `generate`: a Clang module or `.h` inputs read through libclang, and where the
/// Swift facade and link seam go (docs/CHeaders.md).
struct COptions: ParsableArguments {
    @Option(name: .customLong("c-module"), help: ArgumentHelp(
        "A Clang module to mock the C functions of, found through the module maps on the -Xcc -I paths (or --c-module-map); with .h inputs, the name of the module Swift imports them through.",
        valueName: "name"))
    var module: String?

    @Option(name: .customLong("c-module-map"), help: ArgumentHelp("The module map declaring --c-module.", valueName: "path"))
    var moduleMap: String?

    @Option(name: .customLong("Xcc", withSingleDash: true), parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "A flag for the C front end, as for swiftc -Xcc (-I, -D, -isystem, --sysroot …; may be repeated).",
        valueName: "flag"))
    var clangArguments: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "The libclang to read C headers with (else $MOCKGEN_LIBCLANG, else the Swift toolchain's own).",
        valueName: "path"))
    var libclang: String?

    @Option(name: .customLong("c-facade-output"), help: ArgumentHelp(
        "Where to write the C module's protocol and live implementation, for the code under test (default: into the mocks' file).",
        valueName: "path"))
    var facadeOutput: String?

    @Option(name: .customLong("c-seam-output"), help: ArgumentHelp(
        "A C target folder for a link seam (Linux): mocks C calls made directly, no facade needed; its Swift routing goes into the mocks' file.",
        valueName: "folder"))
    var seamOutput: String?

    @Flag(name: .customLong("c-skip-undefined"), help: ArgumentHelp(
        "Leave out the C functions the module's linked libraries do not define on this machine (else each gets a warning: the live implementation would not link)."))
    var skipsUndefined = false
}
#endif
