import Foundation

/// Stencil `Scanner` and `Expression`: a module's own types named like Foundation's. Inside the
/// module its own declarations win; the generated file imports the module and Foundation, so it
/// writes them module-qualified (`MockgenFixtures.Scanner`).
open class Scanner {
    public let content: String

    public init(_ content: String) {
        self.content = content
    }

    open func scan(until delimiter: String) -> String {
        content.components(separatedBy: delimiter).first ?? content
    }
}

public protocol Expression {
    func evaluate(in scanner: Scanner) throws -> Bool
}
