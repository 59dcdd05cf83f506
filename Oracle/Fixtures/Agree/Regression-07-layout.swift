func f<T>(_ x: T) where T: _Trivial(64) {}
