// What `../Mocks/Mock.TitleView.swift` mocks; GeneratedFileSnapshotTests (MockgenCoreTests) checks that
// it is the generator's output for this file.

@MainActor
protocol TitleView {
    func show(_ title: String)
    var isVisible: Bool { get }
}
