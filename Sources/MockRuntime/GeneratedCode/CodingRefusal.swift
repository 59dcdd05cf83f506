/// What a mock's synthesized `init(from:)` throws (for a protocol refining `Decodable`): a mock
/// holds no data, so decoding one is refused with the standard error rather than made up, and
/// the error says what to do instead.
@_documentation(visibility: internal)
@_spi(Generated) public func __decodingRefused(_ type: Any.Type, _ decoder: any Decoder) -> DecodingError {
    let message = "\(type) cannot be decoded: a mock holds no data. Decode a real value, or stub the member that decodes it."
    return .dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: message))
}

/// What a mock's synthesized `encode(to:)` throws (for a protocol refining `Encodable`).
@_documentation(visibility: internal)
@_spi(Generated) public func __encodingRefused(_ value: Any, _ encoder: any Encoder) -> EncodingError {
    let message = "\(type(of: value)) cannot be encoded: a mock holds no data. Encode a real value, or stub the member that encodes it."
    return .invalidValue(value, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: message))
}
