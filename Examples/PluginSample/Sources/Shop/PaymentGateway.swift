/// Charges customers. The app talks to a real provider; tests use `MockPaymentGateway`.
public protocol PaymentGateway: Sendable {
    func charge(cents: Int, customer: String) async throws -> String
    func refund(receipt: String) async throws
}

public enum PaymentError: Error, Equatable {
    case declined
}
