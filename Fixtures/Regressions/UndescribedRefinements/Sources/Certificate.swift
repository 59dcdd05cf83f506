// A protocol refining protocols of modules whose sources were not given: without
// `--dependency`, mockgen finds them in the package (`.build/checkouts`, other targets, path
// dependencies), following their imports (`PEMKit` imports `ASN1Kit`).
import PEMKit

public protocol Certificate: PEMSerializable {
    func name() -> String
}
