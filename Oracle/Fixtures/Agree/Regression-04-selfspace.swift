struct O: OptionSet {
    static let a = Self (rawValue: 1)
}
