extension Billing {
    public enum Refunds { public protocol Svc { func refund(_ cents: Int) async throws } }
}
