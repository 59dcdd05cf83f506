#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Resident-memory figures of this process, read from `/proc/self/status` on Linux
/// (`getrusage` elsewhere), in bytes.
enum ProcessMemory {
    /// Current resident set size.
    static var resident: Int { statusField("VmRSS") ?? 0 }

    /// Peak resident set size since the process started.
    static var peakResident: Int {
        if let peak = statusField("VmHWM") { return peak }
        #if canImport(Darwin)
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        return 0
        #endif
    }

    private static func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.split(separator: " ").dropFirst().first { Int($0) != nil }
            return digits.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }
}

func formatBytes(_ bytes: Int) -> String {
    String(format: "%.1f MiB", Double(bytes) / 1_048_576)
}
