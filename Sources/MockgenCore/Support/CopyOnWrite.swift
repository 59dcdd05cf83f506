/// A value kept in one shared box and copied only when it is changed while shared: a struct of
/// many fields held this way copies as one reference (`ResolvedMember`, `TypeDeclaration`,
/// `FunctionDeclaration`, which Swift copied whole wherever they were read whole, retaining and
/// later releasing every field).
///
/// The value is changed in place through `_modify`: with `set`, appending to an array inside it
/// would copy the array every time.
struct CopyOnWrite<Value: Sendable>: Sendable {
    /// `@unchecked Sendable`: a box is changed only through `value`'s `_modify`, which first
    /// copies it unless this holder has the only reference to it; so no box another holder can
    /// read (on another thread) is ever changed. Reads skip the run-time exclusivity check for
    /// the same reason.
    private final class Box: @unchecked Sendable {
        @exclusivity(unchecked) var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) { box = Box(value) }

    /// Read in place (`_read`): a field read through it is borrowed, not copied out with its
    /// own fields retained and released.
    var value: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    fileprivate func shares(with other: CopyOnWrite) -> Bool { box === other.box }
}

extension CopyOnWrite: Equatable where Value: Equatable {
    static func == (lhs: CopyOnWrite, rhs: CopyOnWrite) -> Bool { lhs.shares(with: rhs) || lhs.value == rhs.value }
}

extension CopyOnWrite: Hashable where Value: Hashable {
    func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}
