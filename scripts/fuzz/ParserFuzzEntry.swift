// libFuzzer entry point for `make fuzz` (scripts/fuzz-parser.sh), compiled together with
// MockgenCore's sources under `-sanitize=fuzzer,address`; not part of the package.
//
// Each input goes through the whole front end and the generator: lexing and parsing must not
// crash, hang (libFuzzer's -timeout) or read out of bounds (AddressSanitizer), and what the
// generator writes for a file that parsed without errors must parse back without errors.

@_cdecl("LLVMFuzzerTestOneInput")
public func parserFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let model = DeclarationParser.parse(bytes, path: "Input.swift")
    guard !model.diagnostics.contains(where: { $0.severity == .error }) else { return 0 }
    let output = MockGenerator.generate(models: [model], options: GeneratorOptions(testableImports: ["Fuzzed"], includeHeader: false))
    let reparsed = DeclarationParser.parse(output.content, path: "GeneratedMocks.swift")
    if let error = reparsed.diagnostics.first(where: { $0.severity == .error }) {
        // A crash makes libFuzzer keep the input as a reproducer.
        fatalError("generated code does not parse back: \(error)\n--- input ---\n\(String(decoding: bytes, as: UTF8.self))\n--- output ---\n\(output.content)")
    }
    return 0
}
