/// A member that writes its own text: what a mock has by the hundred (member table entries,
/// proxy members, mock members) laid out by `CodeRenderer` as a tree of it would be, without
/// the tree. Building, rendering and freeing a tree per member was most of emission's cost
/// (docs/Performance.md, "Members written without a tree"); a writer holds the values the
/// member is made from and writes its bytes when the renderer reaches it.
protocol MemberWriting: Sendable {
    func write(into renderer: inout CodeRenderer)
}

struct WrittenMember: Sendable, Equatable {
    let writer: any MemberWriting

    init(_ writer: any MemberWriting) {
        self.writer = writer
    }

    /// The same text is the same member (declaration trees are compared in tests).
    static func == (left: WrittenMember, right: WrittenMember) -> Bool {
        left.text == right.text
    }

    private var text: String {
        var renderer = CodeRenderer()
        writer.write(into: &renderer)
        return renderer.text
    }
}
