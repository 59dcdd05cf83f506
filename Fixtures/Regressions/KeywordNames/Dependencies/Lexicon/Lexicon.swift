public struct Word: Sendable { public init() {} }
