/// The last pass: member indices, which the generated member table writes down
/// (MemberTableEmitter), so nothing may add or drop a member after it.
enum MemberNumbering {
    /// Indices: instance and static members counted separately; getters and setters take one
    /// each. Members differing only by result type are flagged for disambiguation.
    static func numbered(_ members: [ResolvedMember]) -> [ResolvedMember] {
        var members = members
        number(&members)
        return members
    }

    /// `numbered`, in place: where the caller holds the only reference to the array and its
    /// members, no member is copied.
    static func number(_ members: inout [ResolvedMember]) {
        var instanceIndex = 0
        var staticIndex = 0
        let keys = keysOfSharedNames(members)
        // Each key hashed once: overloads by result type are rare, so the keys seen twice are few.
        var seen = Set<String>(minimumCapacity: keys.count)
        var repeated: Set<String> = []
        for case let key? in keys where !seen.insert(key).inserted { repeated.insert(key) }
        for position in members.indices {
            let width: Int
            switch members[position].kind {
            case .method: width = 1
            case .property(_, let isSettable): width = isSettable ? 2 : 1
            case .subscript(let subscriptDecl): width = subscriptDecl.isSettable ? 2 : 1
            }
            if members[position].isStatic {
                members[position].index = staticIndex
                staticIndex += width
            } else {
                members[position].index = instanceIndex
                instanceIndex += width
            }
            if !repeated.isEmpty, let key = keys[position], repeated.contains(key) {
                members[position].disambiguatedByResult = true
            }
        }
    }

    /// `MemberSignature.keyIgnoringResult` of each member whose name another member may share:
    /// a key starts with the name, so no other member can have its key. Spelling every
    /// parameter type of every member was 153 M instructions of the large corpus's run, and few
    /// names are overloaded. Names are told apart by a bit for a hash of their bytes and
    /// `static` (a method's key says it; a subscript's does not): a name whose bit another name
    /// set too gets its key, which costs a key where two names only share a bit, never a missed
    /// overload. (Counting the names in a dictionary cost as much as the keys it saved; a bit
    /// for the name's length and first byte alone gave 20,579 keys to the large corpus's 33,788
    /// members, most of them names that only looked alike.)
    private static func keysOfSharedNames(_ members: [ResolvedMember]) -> [String?] {
        func bit(of member: ResolvedMember) -> Int? {
            switch member.kind {
            case .method(let function):
                // As the key spells it: `` `default` `` and `default` are one name.
                var hash: UInt64 = member.isStatic ? 0x9E37_79B9_7F4A_7C15 : 0xCBF2_9CE4_8422_2325
                // Over the bytes in place (iterating `utf8` took 640 instructions a name).
                var name = function.name
                name.withUTF8 { bytes in
                    for byte in bytes where byte != UInt8(ascii: "`") { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
                }
                // 0 to 1022: 1023 is the subscripts'.
                return Int(truncatingIfNeeded: (hash ^ (hash &>> 29)) % 1023)
            case .subscript: return 1023
            case .property: return nil
            }
        }
        var once = [UInt64](repeating: 0, count: 16)
        var twice = [UInt64](repeating: 0, count: 16)
        let bits = members.map(bit)
        for case let bit? in bits {
            let mask: UInt64 = 1 &<< UInt64(bit & 63)
            if once[bit &>> 6] & mask != 0 { twice[bit &>> 6] |= mask } else { once[bit &>> 6] |= mask }
        }
        return zip(members, bits).map { member, bit in
            // Each key made once (a key spells every parameter type).
            guard let bit, twice[bit &>> 6] & (1 &<< UInt64(bit & 63)) != 0 else { return nil }
            return MemberSignature.keyIgnoringResult(of: member.kind, isStatic: member.isStatic)
        }
    }
}
