// The C facade's code as text: the emitters live here, in Emit, so that Resolve (which decides
// the facade) depends on nothing after it in the pipeline.

extension CFacade {
    /// The protocol and the live implementation, as Swift source (the code under test's side).
    public func facadeText() -> String { CFacadeEmitter(facade: self).render() }

    /// The link seam's three parts (see `CLinkSeamEmitter`): the Swift routing and wrappers, the
    /// C header declaring the real functions, the linker's `--wrap` flags.
    public func linkSeam() -> (swift: String, cHeader: String, linkerFlags: String) {
        let emitter = CLinkSeamEmitter(facade: self)
        var renderer = CodeRenderer(reservingCapacity: 4096)
        renderer.render(emitter.swiftDeclarations())
        return (renderer.text, emitter.cHeader(), emitter.linkerFlags())
    }
}
