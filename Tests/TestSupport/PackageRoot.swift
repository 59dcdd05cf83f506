import Foundation

/// The repository's root folder, found from this file's place in it (`Tests/TestSupport/`):
/// tests read fixtures and checked-in mocks by their path from there.
public enum PackageRoot {
    public static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static var path: String { url.path }
}
