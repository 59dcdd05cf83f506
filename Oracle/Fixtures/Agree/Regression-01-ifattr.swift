struct S {
    @available(*, deprecated)
    #if compiler(>=6.3)
    @inline(always)
    #endif
    public func f() {}
}
