import Foundation
import Testing
@testable import MockgenCore
#if os(Linux)
import CProcessorCount
#endif

/// The cores a run uses: counted with system calls on Linux, the same count Foundation gives.
@Suite struct ProcessorCountTests {
    /// On the machine running the tests (its affinity mask, its cgroup's quota if any): on Linux
    /// Foundation's count capped by the affinity mask (Foundation counts the CPUs online and the
    /// quota; `taskset -c 0 swift test` checks the cap), elsewhere Foundation's count.
    @Test func agreesWithFoundationCappedByTheAffinityMask() {
        let foundation = ProcessInfo.processInfo.activeProcessorCount
        #if os(Linux)
        #expect(ProcessorCount.available() == min(Int(mockgen_affinity_cpu_count()), foundation))
        #else
        #expect(ProcessorCount.available() == foundation)
        #endif
    }

    #if os(Linux)
    /// A quota in whole CPUs, rounded up: 1.5 CPUs are 2 threads' worth; none, or a malformed
    /// period, is no cap.
    @Test(arguments: [(150_000, 100_000, 2), (200_000, 100_000, 2), (50_000, 100_000, 1), (100_000, 100_000, 1)])
    func quotaInWholeCPUs(quota: Int, period: Int, cpus: Int) {
        #expect(ProcessorCount.wholeCPUs(quota: quota, period: period) == cpus)
    }

    @Test(arguments: [(-1, 100_000), (0, 100_000), (100_000, 0)])
    func noQuota(quota: Int, period: Int) {
        #expect(ProcessorCount.wholeCPUs(quota: quota, period: period) == nil)
    }
    #endif
}
