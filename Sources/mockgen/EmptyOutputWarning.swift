#if Generator // the command line exists only with the package trait (GeneratorTrait.swift)
import MockgenCore

extension GenerationReport {
    /// A run that found nothing to mock still writes its file (the header and imports), so that a
    /// build compiling it keeps working; but it says so. Otherwise a wrong input folder, a
    /// `--regex` that matches nothing or a build plugin applied to the wrong target would give a
    /// file with no mocks and no word about it (a silent build plugin is the most reported
    /// problem with other generators' plugins).
    var emptyOutputWarning: Diagnostic? {
        guard !hasErrors, mockCount == 0, let file = files.first else { return nil }
        let written = files.count == 1 ? file.path : "\(files.count) files"
        return .option(.warning, "no protocol or class to mock among the inputs: \(written) has no mocks, only its header and imports")
    }
}
#endif
