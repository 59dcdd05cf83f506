import ASN1Kit

/// Refines a protocol of another module: reached only through this module's imports.
public protocol PEMSerializable: DERSerializable {
    static var defaultPEMDiscriminator: String { get }
    var label: String { get }
}
