struct S {
    @MainActor(unsafe) func f() {}
}
