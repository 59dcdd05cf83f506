public protocol DERSerializable {
    func serialize() throws -> [UInt8]
}
