/// Fixed-width numeric parameters, as low-level code has them: integer and floating-point
/// literals match them in the mocks' proxies (`when(stub.seek(3, offset: 0, whence: 1))`).
public protocol ByteDevice {
    func seek(_ descriptor: Int32, offset: Int64, whence: UInt8) -> Int64
    func move(dx: Int16, dy: Int16)
    func setGain(_ gain: Float, channel: UInt32) -> Bool
    func label(_ text: String, priority: UInt8)
    var volume: UInt8 { get set }
    var balance: Float { get set }
}
