#!/usr/bin/env bash
# The tool's own build (issue 16, deliverable 5): a clean release build of the `mockgen` product,
# with the flags of `make build`, in a fresh scratch folder (.bench/build-clean, removed after),
# timed as wall and CPU time (user + system of every compiler process). Dependencies are resolved
# before the clock starts (from SwiftPM's cache: fetching is not building), so the figure is the
# compile and link alone. Prints one line against the 60 s target (issue 16) and the 90 s goal
# (issue 34).
#
#   scripts/bench-build.sh                      (make bench-build; or MOCKGEN_BENCH_BUILD=1 make bench)
#   MOCKGEN_BENCH_KEEP_BUILD=1 scripts/bench-build.sh   keeps .bench/build-clean
#   SWIFT=/path/to/swift                        the toolchain (default: `swift` on PATH)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
swift="${SWIFT:-swift}"
scratch="$root/.bench/build-clean"
read -r -a release_flags <<< "$("$(dirname "${BASH_SOURCE[0]}")/release-flags")" || true
load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*load averages*: *//' | tr -d ','; }

rm -rf "$scratch"
trap '[ -n "${MOCKGEN_BENCH_KEEP_BUILD:-}" ] || rm -rf "$scratch"' EXIT
"$swift" package resolve --scratch-path "$scratch" >&2
load_before="$(load)"
TIMEFORMAT='%3R %3U %3S'
{ time "$swift" build -c release --product mockgen ${release_flags[@]+"${release_flags[@]}"} --scratch-path "$scratch" > "$scratch/build.log" 2>&1; } 2> "$scratch/time" || {
    tail -n 20 "$scratch/build.log" >&2
    echo "bench-build: the build failed" >&2
    exit 1
}
read -r real user system < <(tail -n 1 "$scratch/time")
echo "bench-build: wall, user, system seconds: $real $user $system" >&2
awk -v real="$real" -v user="$user" -v sys="$system" -v cores="$(nproc 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null || echo '?')" \
    -v before="$load_before" -v after="$(load)" 'BEGIN {
    printf "build: clean release build of mockgen: wall %.1f s, CPU %.1f s (user %.1f + system %.1f; %s cores; load average %s before, %s after)  [target: wall ≤ 60 s (issue 16): %s; goal: wall ≤ 90 s (issue 34): %s]\n",
        real, user + sys, user, sys, cores, before, after, real <= 60 ? "met" : "NOT met", real <= 90 ? "met" : "NOT met"
}'
