// The protocol `TitleView+Mock.swift` mocks. HandWrittenMockContractTests (MockgenCoreTests) runs the
// generator on this file and expects exactly `TitleView+Mock.swift`.

@MainActor
protocol TitleView {
    func show(_ title: String)
    var isVisible: Bool { get }
}
