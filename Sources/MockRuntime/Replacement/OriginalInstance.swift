/// What a generated replacement of a class's or an actor's *designated* initializer needs
/// (docs/BeyondInheritance.md, "Constructions"). Such a replacement must be designated itself,
/// and a designated initializer cannot delegate (`self.init(…)`), so it cannot run the original
/// on `self`. It runs the original on a second instance, the *original instance*, and takes
/// over that instance's stored properties:
///
/// ```swift
/// @_dynamicReplacement(for: init(base:))
/// init(__replacement_base base: URL) {
///     let __original = Replacement.__original { APIClient(base: base) }
///     self.base = __original.base
///     self.session = __original.session
///     MockAPIClient.__constructed(self, "init(base:)", (base))
/// }
/// ```
extension Replacement {
    /// Runs the original initializer that `make` calls, not its replacement (which would call
    /// itself forever): the same runtime switch as ``callOriginal(isolation:_:)``, set just
    /// before `make` enters the initializer. `make` only calls it, its arguments evaluated.
    @_documentation(visibility: internal)
    @_spi(Generated) @inline(never)
    public static func __original<Instance, Failure: Error>(_ make: () throws(Failure) -> Instance) throws(Failure) -> Instance {
        OriginalCall.markNext()
        return try make()
    }

    /// Keeps the original instance alive for the rest of the process, for a type that declares
    /// a `deinit`: the constructed instance took over its stored properties (a file handle, a
    /// connection), and the original's `deinit` would close them under the constructed one.
    /// The memory of one instance per construction is the price.
    @_documentation(visibility: internal)
    @_spi(Generated)
    public static func __keepAlive(_ original: AnyObject) {
        _ = Unmanaged.passRetained(original)
    }

    /// The stored properties of an actor's original instance, read by name. A replacement of
    /// an actor's initializer runs outside the actor and cannot read the original's isolated
    /// properties; `Mirror` reads the stored values without isolation. The original is never
    /// used again, so no other code touches them meanwhile.
    @_documentation(visibility: internal)
    @_spi(Generated)
    public static func __storedProperties(of original: AnyObject) -> StoredProperties {
        StoredProperties(Mirror(reflecting: original))
    }

    /// An original instance's stored properties, by name (`__stored.value("name")`).
    @_documentation(visibility: internal)
    @_spi(Generated)
    public struct StoredProperties {
        private var values: [String: Any] = [:]

        init(_ mirror: Mirror) {
            for child in mirror.children {
                if let label = child.label { values[label] = child.value }
            }
        }

        /// The stored property `name`, as the type the assignment expects. A name or type that
        /// does not match means the declaration changed since the mocks were generated: the
        /// process stops with both named (no instance can be made with a wrong property).
        public func value<Value>(_ name: String) -> Value {
            guard let stored = values[name] else {
                fatalError(FailureMessages.storedPropertyMissing(name, among: values.keys.sorted()))
            }
            guard let value = stored as? Value else {
                fatalError(FailureMessages.storedPropertyType(name, stored: type(of: stored), expected: Value.self))
            }
            return value
        }
    }
}
