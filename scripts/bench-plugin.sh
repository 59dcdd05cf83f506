#!/usr/bin/env bash
# What the build plugin costs where users build (issue 34), on fresh copies of
# Examples/PluginSample, each in a fresh build folder, with two tools:
#   source    MockgenPlugin of this checkout: the mockgen tool is compiled (debug) with the sample
#   prebuilt  MockgenBinaryPlugin (Packaging/MockgenBinaryPlugin, docs/Install.md): the tool is an
#             artifact bundle's binary, and the sample takes MockRuntime with `traits: []`
# and for each
#   1. the first `swift build --build-tests` (the tool, generating, building)
#   2. `swift test` after it, then `swift build --build-tests` after that, twice: the switches
#      between the two commands, which make SwiftPM rebuild a source-built tool's C and C++
#      targets (docs/Plugins.md, "Why switching … costs 20 s")
# Prints each wall time against issue 34's targets (first build ≤ 60 s, a switch ≤ 3 s).
#
#   scripts/bench-plugin.sh [source|prebuilt]...  (default: both; make bench with
#                                    MOCKGEN_BENCH_PLUGIN=1, or MOCKGEN_BENCH_ONLY=plugin)
#   BUNDLE=path/mockgen.artifactbundle   the prebuilt tool (default: made by
#                                    scripts/artifactbundle.sh before the clock starts: a user
#                                    downloads it, builds it never)
#   SWIFT=/path/to/swift             the toolchain (default: `swift` on PATH)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
swift="${SWIFT:-swift}"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/mockgen-bench-plugin.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
scratch="$(cd "$scratch" && pwd -P)"
variants=("$@")
[ ${#variants[@]} -gt 0 ] || variants=(source prebuilt)
for variant in "${variants[@]}"; do
    case "$variant" in source|prebuilt) ;; *) echo "bench-plugin: unknown variant '$variant' (source, prebuilt)" >&2; exit 2 ;; esac
done
load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*load averages*: *//' | tr -d ','; }
now() { if [ -n "${EPOCHREALTIME:-}" ]; then echo "$EPOCHREALTIME"; else date +%s; fi; }
edit() { sed "$1" "$2" > "$2.edited" && mv "$2.edited" "$2"; }

# sample VARIANT: a fresh copy of the sample for that tool, resolved (its folder on stdout).
sample() {
    local folder="$scratch/$1/PluginSample"
    mkdir -p "$scratch/$1"
    cp -R "$root/Examples/PluginSample" "$folder"
    rm -rf "$folder/.build" "$folder/Package.resolved"
    if [ "$1" = source ]; then
        edit "s|path: \"\.\./\.\.\"|path: \"$root\"|" "$folder/Package.swift"
        grep -qF "path: \"$root\"" "$folder/Package.swift" || { echo "bench-plugin: the sample's dependency path was not rewritten" >&2; exit 1; }
    else
        local plugin="$scratch/$1/MockgenBinaryPlugin"
        # -L: the plugin's sources are links into this checkout's Plugins/.
        cp -RL "$root/Packaging/MockgenBinaryPlugin" "$plugin"
        rm -rf "$plugin/.build" "$plugin/mockgen.artifactbundle"
        cp -R "$bundle" "$plugin/mockgen.artifactbundle"
        edit "s|\.package(name: \"mockgen\", path: \"\.\./\.\.\"),|.package(name: \"mockgen\", path: \"$root\", traits: []), .package(name: \"mockgen-binary\", path: \"$plugin\"),|" "$folder/Package.swift"
        edit "s|\.plugin(name: \"MockgenPlugin\", package: \"mockgen\")|.plugin(name: \"MockgenBinaryPlugin\", package: \"mockgen-binary\")|" "$folder/Package.swift"
        grep -qF "package: \"mockgen-binary\")" "$folder/Package.swift" && grep -qF "traits: [])" "$folder/Package.swift" \
            || { echo "bench-plugin: the sample was not rewritten for the prebuilt plugin" >&2; exit 1; }
    fi
    (cd "$folder" && "$swift" package resolve > "$scratch/$1/resolve.log" 2>&1) || { tail -20 "$scratch/$1/resolve.log" >&2; exit 1; }
    echo "$folder"
}

# timed FOLDER LABEL COMMAND…: the wall seconds of one command in FOLDER (its output in a log).
timed() {
    local folder="$1" label="$2" start status=0
    shift 2
    start="$(now)"
    (cd "$folder" && "$@") > "$folder/../$label.log" 2>&1 || status=$?
    if [ "$status" -ne 0 ]; then
        tail -20 "$folder/../$label.log" >&2
        echo "bench-plugin: '$*' failed ($status)" >&2
        exit 1
    fi
    awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'
}
verdict() { awk -v v="$1" -v t="$2" 'BEGIN { print (v <= t) ? "met" : "NOT met" }'; }

bundle="${BUNDLE:-}"
for variant in "${variants[@]}"; do
    if [ "$variant" = prebuilt ] && [ -z "$bundle" ]; then
        echo "bench-plugin: making the artifact bundle (release build, not timed)" >&2
        SWIFT="$swift" "$root/scripts/artifactbundle.sh" "$scratch/bundle" > "$scratch/bundle.log" 2>&1 \
            || { tail -20 "$scratch/bundle.log" >&2; echo "bench-plugin: make artifactbundle failed" >&2; exit 1; }
        bundle="$scratch/bundle/mockgen.artifactbundle"
    fi
done
[ -z "$bundle" ] || [ -f "$bundle/info.json" ] || { echo "bench-plugin: $bundle is no artifact bundle (no info.json)" >&2; exit 1; }

for variant in "${variants[@]}"; do
    folder="$(sample "$variant")"
    if [ "$variant" = source ]; then what="the mockgen tool compiled, debug"; else what="the tool prebuilt: MockgenBinaryPlugin"; fi
    load_before="$(load)"
    first="$(timed "$folder" first "$swift" build --build-tests)"
    if [ "$variant" = prebuilt ] && grep -q "Compiling mockgen " "$folder/../first.log"; then
        echo "bench-plugin: the prebuilt variant compiled mockgen from source" >&2
        exit 1
    fi
    switches=()
    for round in 1 2; do
        switches+=("$(timed "$folder" "test-$round" "$swift" test)")
        # A switch counts only if the tests ran (and passed) in it.
        grep -qF "theShelfShowsTheArticlesInStock() passed" "$folder/../test-$round.log" \
            || { echo "bench-plugin: the sample's tests did not run in 'swift test' ($variant)" >&2; exit 1; }
        switches+=("$(timed "$folder" "build-$round" "$swift" build --build-tests)")
    done
    load_after="$(load)"
    worst="$(printf '%s\n' "${switches[@]}" | sort -n | tail -1)"
    echo "plugin ($variant): first build of Examples/PluginSample ($what): $first s  [target: ≤ 60 s (issue 34): $(verdict "$first" 60)]"
    echo "plugin ($variant): switches swift test / swift build --build-tests / swift test / swift build --build-tests: ${switches[*]} s (tests run included)  [target: ≤ 3 s each (issue 34): $(verdict "$worst" 3)]"
    echo "plugin ($variant): load average $load_before before, $load_after after"
done
