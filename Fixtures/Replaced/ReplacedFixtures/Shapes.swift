import Foundation

// Shapes of real code that `--replace` once generated uncompilable code for, found by
// scripts/replace-corpus.sh on packages nobody here wrote; each is compiled with warnings as
// errors by ReplacementCompileTests and called by ShapesTests.

/// A class hierarchy replaced at both levels (Spectre's reporters): the replacements of each
/// class are named after it, or the subclass's would look like overrides of the superclass's.
open class Reporter: @unchecked Sendable {
    public init(name: String) {}
    open func report(_ line: String) -> String { "reported \(line)" }
    open subscript(index: Int) -> String { "line \(index)" }
}

public final class CountingReporter: Reporter, @unchecked Sendable {
    public override func report(_ line: String) -> String { "counted \(line)" }
}

/// Nested types declared in an extension, members of a private extension, a member named with a
/// keyword, a variadic method and an extension that exists on one platform only (Files, Ink,
/// PathKit, Plot).
public struct Folder: Sendable {
    public var path: String

    public init(path: String) {
        self.path = path
    }

    public var `extension`: String? { path.split(separator: ".").last.map(String.init) }

    public func `open`() -> String { "opened \(path)" }

    /// Swift cannot hand the variadic parameter on: not replaced, with a warning.
    public func joined(_ parts: String...) -> String { ([path] + parts).joined(separator: "/") }

    public var children: ChildSequence { ChildSequence(names: ["a", "b"]) }
}

extension Folder {
    public struct ChildSequence: Sequence, Sendable {
        public var names: [String]
        public func makeIterator() -> IndexingIterator<[String]> { names.makeIterator() }
    }
}

private extension Folder {
    func secretName() -> String { "secret" }
}

#if canImport(NoSuchPlatformKit)
import NoSuchPlatformKit

extension Folder {
    public func reveal() -> PlatformThing { PlatformThing() }
}
#endif

/// An `@inlinable` initializer is compiled into its callers: not replaced, with a warning.
public struct Version: Sendable {
    public let major: Int

    @inlinable public init(_ major: Int) {
        self.major = major
    }

    public func bumped() -> Int { major + 1 }
}

/// A protocol with an associated type whose requirement's type is a closure over it (Spectre's
/// `ExpectationType`): the mock's member table cannot name `Value`, so no fallback is written.
public protocol Expectation {
    associatedtype Value
    var expression: () throws -> Value? { get }
}

/// BigInt's shapes: a generic initializer whose parameter is named like a nested alias, generic
/// initializers overloaded by their constraints only (which Swift cannot replace: a warning
/// each), and a nested type declared only where Foundation is missing.
public struct Amount: Sendable {
    public typealias Words = [UInt]
    public var words: [UInt]

    public init<Words: Sequence>(words: Words) where Words.Element == UInt {
        self.words = Array(words)
    }

    public init<T: BinaryInteger>(_ value: T) {
        words = [UInt(value)]
    }

    public init<T: BinaryFloatingPoint>(_ value: T) {
        words = [UInt(value)]
    }

    #if !canImport(Foundation)
    public enum ComparisonResult { case orderedSame }
    #endif

    public func compare(_ other: Amount) -> ComparisonResult { words == other.words ? .orderedSame : .orderedAscending }

    public func total() -> UInt { words.reduce(0, +) }
}
