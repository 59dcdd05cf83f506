/// The members of one generated mock, described once, in index order, as text the generator
/// writes into the mock's member table:
///
///     private enum __Greeter {
///         static var members: MemberTable { MemberTable("""
///             greet(_:)
///             count; count.set
///             """) }
///     }
///
/// Entries are separated by line breaks or `;`. A method is its signature (`greet(_:)`), a
/// property its name (`count`), a subscript its signature (`subscript(_:)`); a setter is the
/// getter's entry with `.set` after it, at the next index. Members under `#if` keep their
/// entries: the text is data, and an index the build leaves out is never called.
///
/// One string literal costs a debug build of the mocks next to nothing, where a descriptor per
/// member cost a function (a table entry) and a name lookup at each use (docs/Performance.md,
/// "The mocks' debug build by part, again": 8 % of the build). Generated code then names each
/// member by its index, an integer literal (`MockMember(integerLiteral:)`), and the manager
/// turns it into this description before anything reads it.
@_documentation(visibility: internal)
@_spi(Generated)
public struct MemberTable: Sendable {
    let members: [MockMember]

    /// - Parameters:
    ///   - text: the entries, in index order, separated by line breaks or `;`.
    ///   - fallback: the result an unanswered call of the member at an index returns when
    ///     `DefaultValueRegistry` has none for its type (`{ Shop.Receipt.cash }`), for the
    ///     members whose results need the module's own types; `nil` for the others.
    @_spi(Generated) public init(_ text: StaticString, fallback: ((Int) -> (@Sendable () -> Any)?)? = nil) {
        // Read once per text: a mock type's table is made each time one of its mocks is.
        // (Tables with fallbacks are made again: two mock types may share a text, never their
        // fallbacks.)
        precondition(text.hasPointerRepresentation, "MockRuntime: a member table is a string literal")
        let key = UnsafeRawPointer(text.utf8Start)
        if fallback == nil, let known = Self.read.withLock({ $0[key] }) {
            self = known
            return
        }
        self.init(reading: text, fallback: fallback)
        if fallback == nil {
            let table = self
            Self.read.withLock { $0[key] = table }
        }
    }

    /// The tables read so far, by their text's address (a literal's, fixed for the process).
    private static let read = Locked<[UnsafeRawPointer: MemberTable]>([:])

    /// Each entry's signature is a slice of the literal's own bytes, static memory: a member is
    /// then copied without a retain (see `MockMember.Spelling`).
    private init(reading text: StaticString, fallback: ((Int) -> (@Sendable () -> Any)?)?) {
        var members: [MockMember] = []
        let bytes = UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        var position = 0
        while position < bytes.count {
            var end = position
            while end < bytes.count, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var first = position, last = end
            position = end + 1
            while first < last, bytes[first] == UInt8(ascii: " ") { first += 1 }
            while last > first, bytes[last - 1] == UInt8(ascii: " ") { last -= 1 }
            guard first < last else { continue }
            let entry = bytes[first..<last]
            let isSetter = entry.count > 4 && entry.suffix(4).elementsEqual(".set".utf8)
            let signature = isSetter ? entry.dropLast(4) : entry
            let isSubscript = signature.starts(with: "subscript(".utf8)
            let kind: MockMember.Kind
            switch (isSubscript, isSetter, signature.contains(UInt8(ascii: "("))) {
            case (true, true, _): kind = .subscriptSetter
            case (true, false, _): kind = .subscriptGetter
            case (false, true, _): kind = .setter
            case (false, false, false): kind = .getter
            case (false, false, true): kind = .method
            }
            let index = members.count
            let slice = MockMember.LiteralSlice(start: bytes.baseAddress! + signature.startIndex, count: signature.count)
            members.append(MockMember(index: index, spelling: .slice(slice), kind: kind, fallback: isSetter ? nil : fallback?(index)))
        }
        self.members = members
    }

    /// No members: a manager made without a table (hand-written mocks pass whole descriptors).
    static let empty = MemberTable(members: [])

    private init(members: [MockMember]) { self.members = members }

    /// `member` as its table describes it; a whole descriptor as it is, and so is any member of
    /// a manager without a table (a `createMock` template, whose mock describes them later).
    func described(_ member: MockMember) -> MockMember {
        if member.isDescribed || members.isEmpty { return member }
        guard member.index >= 0, member.index < members.count else {
            preconditionFailure("MockRuntime: member \(member.index) is not in its mock's table of \(members.count); regenerate the mocks with this runtime's mockgen")
        }
        return members[member.index]
    }
}
