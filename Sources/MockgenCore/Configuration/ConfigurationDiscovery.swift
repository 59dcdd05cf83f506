import Foundation

extension Configuration {
    /// The names looked for when `mockgen generate` is given neither inputs nor `--config`, in
    /// this order: mockgen's own file wins over Cuckoo's.
    public static let discoveredNames = ["mockgen.toml", "Cuckoofile.toml"]

    /// The configuration file in `folder` (as `folder/name`, or the bare name for "" or "."),
    /// if there is one.
    public static func discover(inFolder folder: String) -> String? {
        for name in discoveredNames {
            let path = folder.isEmpty || folder == "." ? name : DirectoryListing.join(folder, name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue { return path }
        }
        return nil
    }
}
