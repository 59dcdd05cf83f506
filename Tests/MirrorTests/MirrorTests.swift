import MockRuntime
import Testing
@testable import MirrorClient
import VendorKit

/// `--mirror`: `Keychain` (a final class of a module built without dynamic replacement) gets
/// `KeychainProtocol` and a conformance in the code under test, which accepts the protocol; the
/// tests use its generated mock.
@Suite struct MirrorTests {
    @Test func theMockStandsInForTheMirroredType() async throws {
        let keychain = MockKeychainProtocol()
        stub(keychain) { stub in
            when(stub.read("token")).thenReturn("secret")
            when(stub.write(any(), for: "token")).thenDoNothing()
            when(stub.remove(any())).thenReturn(true)
        }
        let vault = Vault(keychain: keychain)
        #expect(try vault.token() == "secret")
        #expect(try await vault.rotate(to: "new"))
        verify(keychain).write("new", for: "token")
        verify(keychain).remove("old-token")
    }

    @Test func theRealTypeConformsToItsMirror() async throws {
        let vault = Vault(keychain: Keychain(service: "test"))
        #expect(try vault.token() == "none")
        #expect(try await vault.rotate(to: "new") == false)
        let mirrored: any KeychainProtocol = Keychain(service: "x")
        #expect(type(of: mirrored).isAvailable())
    }
}
