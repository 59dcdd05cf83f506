#!/usr/bin/env bash
# What the build plugin costs where users build (issue 34): on a copy of Examples/PluginSample
# that depends on this checkout by its absolute path, in a fresh build folder,
#   1. the first `swift build --build-tests` (compiles the mockgen tool, generates, builds)
#   2. `swift test` after it, then `swift build --build-tests` after that, twice: the switches
#      between the two commands, which make SwiftPM rebuild the tool's C and C++ targets
#      (docs/Plugins.md, "Why switching … costs 20 s")
# Prints each wall time against issue 34's targets (first build ≤ 60 s, a switch ≤ 3 s).
#
#   scripts/bench-plugin.sh          (make bench with MOCKGEN_BENCH_PLUGIN=1, or MOCKGEN_BENCH_ONLY=plugin)
#   SWIFT=/path/to/swift             the toolchain (default: `swift` on PATH)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
swift="${SWIFT:-swift}"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/mockgen-bench-plugin.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
scratch="$(cd "$scratch" && pwd -P)"
sample="$scratch/PluginSample"
load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*load averages*: *//' | tr -d ','; }
now() { if [ -n "${EPOCHREALTIME:-}" ]; then echo "$EPOCHREALTIME"; else date +%s; fi; }

cp -R "$root/Examples/PluginSample" "$sample"
rm -rf "$sample/.build" "$sample/Package.resolved"
sed "s|path: \"\.\./\.\.\"|path: \"$root\"|" "$sample/Package.swift" > "$sample/Package.swift.edited"
mv "$sample/Package.swift.edited" "$sample/Package.swift"
grep -qF "path: \"$root\"" "$sample/Package.swift" || { echo "bench-plugin: the sample's dependency path was not rewritten" >&2; exit 1; }
(cd "$sample" && "$swift" package resolve > "$scratch/resolve.log" 2>&1) || { tail -20 "$scratch/resolve.log" >&2; exit 1; }

# timed LABEL COMMAND…: the wall seconds of one command in the sample's folder (its output in a log).
timed() {
    local label="$1" start status=0
    shift
    start="$(now)"
    (cd "$sample" && "$@") > "$scratch/$label.log" 2>&1 || status=$?
    if [ "$status" -ne 0 ]; then
        tail -20 "$scratch/$label.log" >&2
        echo "bench-plugin: '$*' failed ($status)" >&2
        exit 1
    fi
    awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'
}

load_before="$(load)"
first="$(timed first "$swift" build --build-tests)"
switches=()
for round in 1 2; do
    switches+=("$(timed "test-$round" "$swift" test)")
    switches+=("$(timed "build-$round" "$swift" build --build-tests)")
done
load_after="$(load)"
verdict() { awk -v v="$1" -v t="$2" 'BEGIN { print (v <= t) ? "met" : "NOT met" }'; }
worst="$(printf '%s\n' "${switches[@]}" | sort -n | tail -1)"
echo "plugin: first build of Examples/PluginSample (the mockgen tool compiled, debug): $first s  [target: ≤ 60 s (issue 34): $(verdict "$first" 60)]"
echo "plugin: switches swift test / swift build --build-tests / swift test / swift build --build-tests: ${switches[*]} s (tests run included)  [target: ≤ 3 s each (issue 34): $(verdict "$worst" 3)]"
echo "plugin: load average $load_before before, $load_after after"
