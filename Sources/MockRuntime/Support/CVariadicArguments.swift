/// The variable arguments of a C variadic call (`printf`-like: `cf_format(const char *format, ...)`)
/// that reached a mock through the link seam, read one at a time as the C types the format says,
/// as C's `va_arg` does:
///
/// ```swift
/// when(stub.cf_format(cString("%d items in %s"), any())).then { format, arguments in
///     let reader = CVariadicArguments(arguments)
///     let count = reader.next(Int32.self), name = reader.nextCString()
///     …
/// }
/// ```
///
/// Read them inside the call (a `then` closure): the C caller's arguments are gone once it
/// returns, as with `va_list` in C. Read exactly the types the caller passed after C's default
/// promotions: `Int32` for `int`, `char` and `short`; `Double` for `float`; pointers as
/// `nextPointer()` / `nextCString()`. `CVaListPointer` itself can also be handed to a `v…`
/// function (`vsnprintf`), once.
///
/// Implemented for the platforms whose linker has the link seam's `--wrap` (Linux on x86_64 and
/// arm64) and for Apple's arm64 and x86_64, from each ABI's definition of `va_list`.
public final class CVariadicArguments {
    #if arch(x86_64) && !os(Windows)
    /// System V's `__va_list_tag`: `gp_offset`, `fp_offset`, `overflow_arg_area`, `reg_save_area`.
    private let tag: UnsafeMutableRawPointer
    #elseif arch(arm64) && os(Linux)
    /// AAPCS64's `va_list`: `__stack`, `__gr_top`, `__vr_top`, `__gr_offs`, `__vr_offs` (a copy,
    /// advanced here).
    private var stack: UnsafeMutableRawPointer?
    private let generalTop: UnsafeMutableRawPointer?
    private let vectorTop: UnsafeMutableRawPointer?
    private var generalOffset: Int32
    private var vectorOffset: Int32
    #elseif arch(arm64)
    /// Apple's arm64: every variable argument in an 8-byte stack slot, `va_list` a `char *`.
    private var cursor: UnsafeMutableRawPointer
    #endif

    public init(_ arguments: CVaListPointer) {
        #if arch(x86_64) && !os(Windows)
        tag = unsafeBitCast(arguments, to: UnsafeMutableRawPointer.self)
        #elseif arch(arm64) && os(Linux)
        let fields = unsafeBitCast(arguments, to: AAPCS64VaList.self)
        stack = fields.stack
        generalTop = fields.generalTop
        vectorTop = fields.vectorTop
        generalOffset = fields.generalOffset
        vectorOffset = fields.vectorOffset
        #elseif arch(arm64)
        cursor = unsafeBitCast(arguments, to: UnsafeMutableRawPointer.self)
        #else
        #error("CVariadicArguments: no va_list layout for this platform")
        #endif
    }

    /// The next argument as a C integer of `type`'s width (`Int32` for `int`, `Int` for
    /// `long`/`size_t`, `UInt32` for `unsigned`, …): it occupies one 8-byte slot whatever its width.
    public func next<Integer: FixedWidthInteger>(_ type: Integer.Type) -> Integer {
        Integer(truncatingIfNeeded: nextGeneralSlot())
    }

    /// The next argument as a `double` (a `float` passed to `...` is a `double`).
    public func next(_ type: Double.Type) -> Double {
        nextFloatingSlot()
    }

    /// The next argument as a pointer (`void *`, `T *`), `nil` for `NULL`.
    public func nextPointer() -> UnsafeMutableRawPointer? {
        UnsafeMutableRawPointer(bitPattern: UInt(truncatingIfNeeded: nextGeneralSlot()))
    }

    /// The next argument as a C string (`char *`), copied; `nil` for `NULL`.
    public func nextCString() -> String? {
        nextPointer().map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    // MARK: The ABIs' va_arg

    #if arch(x86_64) && !os(Windows)
    /// Six general registers (48 bytes) then eight vector ones (16 bytes each) in the register
    /// save area; past them, the stack (`overflow_arg_area`), 8 bytes a slot.
    private func nextGeneralSlot() -> UInt64 {
        let offset = tag.load(as: UInt32.self)
        if offset < 48 {
            tag.storeBytes(of: offset + 8, as: UInt32.self)
            return saveArea.load(fromByteOffset: Int(offset), as: UInt64.self)
        }
        return nextOverflowSlot()
    }

    private func nextFloatingSlot() -> Double {
        let offset = tag.load(fromByteOffset: 4, as: UInt32.self)
        if offset < 176 {
            tag.storeBytes(of: offset + 16, toByteOffset: 4, as: UInt32.self)
            return saveArea.load(fromByteOffset: Int(offset), as: Double.self)
        }
        return Double(bitPattern: nextOverflowSlot())
    }

    private var saveArea: UnsafeMutableRawPointer { tag.load(fromByteOffset: 16, as: UnsafeMutableRawPointer.self) }

    private func nextOverflowSlot() -> UInt64 {
        let area = tag.load(fromByteOffset: 8, as: UnsafeMutableRawPointer.self)
        tag.storeBytes(of: area + 8, toByteOffset: 8, as: UnsafeMutableRawPointer.self)
        return area.loadUnaligned(as: UInt64.self)
    }
    #elseif arch(arm64) && os(Linux)
    /// Negative offsets count up to 0 through the saved registers (8 bytes a general one, 16 a
    /// vector one); then the stack, 8 bytes a slot.
    private func nextGeneralSlot() -> UInt64 {
        if generalOffset < 0, let generalTop {
            defer { generalOffset += 8 }
            return generalTop.advanced(by: Int(generalOffset)).loadUnaligned(as: UInt64.self)
        }
        return nextStackSlot()
    }

    private func nextFloatingSlot() -> Double {
        if vectorOffset < 0, let vectorTop {
            defer { vectorOffset += 16 }
            return vectorTop.advanced(by: Int(vectorOffset)).loadUnaligned(as: Double.self)
        }
        return Double(bitPattern: nextStackSlot())
    }

    private func nextStackSlot() -> UInt64 {
        guard let slot = stack else { return 0 }
        stack = slot + 8
        return slot.loadUnaligned(as: UInt64.self)
    }
    #elseif arch(arm64)
    private func nextGeneralSlot() -> UInt64 {
        defer { cursor += 8 }
        return cursor.loadUnaligned(as: UInt64.self)
    }

    private func nextFloatingSlot() -> Double { Double(bitPattern: nextGeneralSlot()) }
    #endif
}

#if arch(arm64) && os(Linux)
/// The layout of AAPCS64's `va_list` (and of Swift's `CVaListPointer` there).
private struct AAPCS64VaList {
    var stack: UnsafeMutableRawPointer?
    var generalTop: UnsafeMutableRawPointer?
    var vectorTop: UnsafeMutableRawPointer?
    var generalOffset: Int32
    var vectorOffset: Int32
}
#endif

/// For the link seam's generated code: the `CVaListPointer` of the `va_list` at `address`
/// (C's `&arguments` after `va_start`).
@_spi(Generated) public func __cVaListPointer(at address: UnsafeMutableRawPointer) -> CVaListPointer {
    #if arch(arm64) && os(Linux)
    // The struct itself (CVaListPointer has its layout there).
    return address.load(as: CVaListPointer.self)
    #elseif arch(arm64) && !os(Linux)
    // A `char *`: the pointer stored at the address.
    return address.load(as: CVaListPointer.self)
    #else
    // System V's `va_list` is an array of one `__va_list_tag`: its address is the tag's, which
    // is what `CVaListPointer` holds.
    return unsafeBitCast(address, to: CVaListPointer.self)
    #endif
}
