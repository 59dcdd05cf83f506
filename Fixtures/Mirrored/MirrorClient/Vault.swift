import VendorKit

/// The code under test depends on the mirrored protocol, not on `Keychain` itself.
public struct Vault {
    private let keychain: any KeychainProtocol

    public init(keychain: any KeychainProtocol = Keychain.standard) {
        self.keychain = keychain
    }

    public func token() throws -> String {
        try keychain.read("token") ?? "none"
    }

    public func rotate(to token: String) async throws -> Bool {
        try keychain.write(token, for: "token")
        return await keychain.remove("old-token")
    }
}
