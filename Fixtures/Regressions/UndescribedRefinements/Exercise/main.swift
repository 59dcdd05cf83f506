import MockRuntime
import PEMKit
@testable import UndescribedRefinements

let certificate = MockCertificate()
stub(certificate) { stub in
    when(stub.name()).thenReturn("leaf")
    when(stub.label.get).thenReturn("CERTIFICATE")
    when(stub.serialize()).thenReturn([1, 2])
}
stub(MockCertificate.self) { stub in when(stub.defaultPEMDiscriminator.get).thenReturn("X") }
precondition(certificate.name() == "leaf" && certificate.label == "CERTIFICATE")
precondition(try! certificate.serialize() == [1, 2] && MockCertificate.defaultPEMDiscriminator == "X")
verify(certificate).serialize()
print("exercise ok")
