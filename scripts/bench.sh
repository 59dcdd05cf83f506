#!/usr/bin/env bash
# Release-mode benchmarks (`make bench`):
#   parse     parse throughput and memory on one thread            (mockgen-bench parse)
#   generate  the generate pipeline in-process, stage by stage     (mockgen-bench generate)
#   e2e       the mockgen binary end to end, as a build phase runs it: a full run, a no-op run and a
#             one-file-changed run, each with wall time (median, best), CPU time, peak resident
#             memory and MB/s (scripts/bench-e2e.sh), over each corpus below
#   huge      one huge file (105,000 protocols, ~14 MB in, ~350 MB of mocks out): peak resident
#             memory, which must not grow with the size of the output
#   c-headers sqlite3.h through libclang, and the binary writing its Swift side
#   runtime   the mock runtime                                      (runtime-bench)
#   build     a clean release build of mockgen (scripts/bench-build.sh; only with
#             MOCKGEN_BENCH_BUILD=1 or in MOCKGEN_BENCH_ONLY: it takes minutes)
#   typecheck what the generated mocks cost a debug build: 100 synthetic protocols' mocks
#             compiled, beside Mockolo's mocks of the same protocols when Mockolo is at hand
#             (scripts/bench-typecheck.sh --mockolo; issue 34's ≤ 0.80)
#   plugin    the build plugin on Examples/PluginSample, with the tool built from source and with
#             the prebuilt tool (MockgenBinaryPlugin): each one's first build and the switches
#             between `swift build --build-tests` and `swift test` (scripts/bench-plugin.sh; only
#             with MOCKGEN_BENCH_PLUGIN=1 or in MOCKGEN_BENCH_ONLY: it takes minutes)
# Lines that carry a target of issue 16 end in "[target: …: met|NOT met]".
#
#   scripts/bench.sh [CORPUS...]      CORPUS: a folder of sources, or a git repository (URL or
#                                     path, e.g. a local mirror of swift-nio) cloned shallowly
#   MOCKGEN_BENCH_CORPUS="a b" scripts/bench.sh
#
# Issue 16's corpora, built from git copies of Swift packages (scripts/bench-corpus.sh) into
# $MOCKGEN_BENCH_CORPORA (default .bench/corpora) once and reused:
#   MOCKGEN_BENCH_PACKAGES=DIR        a folder of package repositories (bare x.git or checkouts, at
#                                     any depth), e.g. a mirror of many owners' packages:
#     medium   the Sources/ of swift-nio, vapor, hummingbird and grpc-swift-2 under DIR (804 files,
#              6.8 MB; $MOCKGEN_BENCH_MEDIUM names them, default "apple/swift-nio vapor/vapor
#              hummingbird-project/hummingbird grpc/grpc-swift-2"); also the one-thread parse
#              figure over swift-nio's Sources/ and, if mockgen has --jobs, the 1 → 2 thread speed-up
#     large    every .swift file of every repository under DIR, skipping paths that differ from one
#              already taken only in letter case (~12,580 files, 136 MB)
#     tenfold  the large corpus under ten folder names (~1.36 GB; hard links where possible), only
#              with MOCKGEN_BENCH_TENFOLD=1
# With neither CORPUS nor MOCKGEN_BENCH_PACKAGES, it reads the checked-out dependencies and
# mockgen's own sources.
#
#   MOCKGEN_BENCH_BASELINE=BIN        another mockgen run side by side with the fresh one (runs
#                                     alternate) and the ratio new/baseline printed for each figure
#   MOCKGEN_BENCH_BASELINE_REF=REF    the same, building REF's mockgen first (scripts/bench-baseline.sh)
#   MOCKGEN_BENCH_MOCKOLO=BIN         Mockolo, run side by side with mockgen over annotated copies of the
#                                     medium, large and tenfold corpora (scripts/bench-mockolo.sh), each
#                                     ratio printed with issue 34's goal; default: the anchor's Linux
#                                     binary ($MOCKGEN_BENCH_MOCKOLO_ANCHOR/mockolo-linux-x86_64.xz,
#                                     decompressed once into .bench/mockolo) when there is one; "none"
#                                     leaves Mockolo out
#   MOCKGEN_BENCH_MOCKOLO_ANCHOR=DIR  the Mockolo anchor (binary, annotate.py): default ../shared/anchors/mockolo-2.6.1
#   MOCKGEN_BENCH_RUNS=N              end-to-end runs per kind (default 5)
#   MOCKGEN_BENCH_LARGE_RUNS=N        the same for the large and tenfold corpora (default 3)
#   MOCKGEN_BENCH_HUGE=105000         protocols in the one-file memory case (0 skips it)
#   MOCKGEN_BENCH_ONLY="e2e parse"    the sections to run (default: all but build)
#   MOCKGEN_BENCH_BUILD=1             adds the build section
#   MOCKGEN_BENCH_PLUGIN=1            adds the plugin section
#   MOCKGEN_BENCH_COLD=1              also runs mockgen and Mockolo side by side with the medium and
#                                     large corpora's files dropped from memory before each run
#                                     (scripts/bench-mockolo.sh --cold; Linux, python3)
#   MOCKGEN_BENCH_EVICTED=PERCENT     also side by side with that share of their files dropped
#                                     before each run (--evicted: some pages given back, others not)
#
# A package (a folder with Package.swift and Sources/) given as CORPUS contributes its Sources/
# only: tests and benchmarks are not what mockgen reads.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

sections=" ${MOCKGEN_BENCH_ONLY:-parse generate e2e huge c-headers runtime typecheck} "
[ -n "${MOCKGEN_BENCH_BUILD:-}" ] && [ "${MOCKGEN_BENCH_BUILD}" != 0 ] && sections="$sections build "
[ -n "${MOCKGEN_BENCH_PLUGIN:-}" ] && [ "${MOCKGEN_BENCH_PLUGIN}" != 0 ] && sections="$sections plugin "
wants() { case "$sections" in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

corpus=("$@")
if [ ${#corpus[@]} -eq 0 ] && [ -n "${MOCKGEN_BENCH_CORPUS:-}" ]; then
    read -r -a corpus <<< "$MOCKGEN_BENCH_CORPUS"
fi
packages="${MOCKGEN_BENCH_PACKAGES:-}"
corpora="${MOCKGEN_BENCH_CORPORA:-$root/.bench/corpora}"
baseline="${MOCKGEN_BENCH_BASELINE:-}"
if [ -z "$baseline" ] && [ -n "${MOCKGEN_BENCH_BASELINE_REF:-}" ]; then
    baseline="$("$root/scripts/bench-baseline.sh" "$MOCKGEN_BENCH_BASELINE_REF")"
fi
if [ -n "$baseline" ]; then
    case "$baseline" in /*) ;; *) baseline="$(pwd)/$baseline" ;; esac
    [ -x "$baseline" ] || { echo "bench: baseline $baseline is not an executable" >&2; exit 1; }
fi

# The folder mockgen reads from a checkout: its Sources/ if it is a package.
sources_of() {
    if [ -f "$1/Package.swift" ] && [ -d "$1/Sources" ]; then echo "$1/Sources"; else echo "$1"; fi
}

roots=()
for item in ${corpus[@]+"${corpus[@]}"}; do
    if [ -d "$item" ] && ! git -C "$item" rev-parse --is-bare-repository 2>/dev/null | grep -q true; then
        roots+=("$(sources_of "$item")")
    else
        name="$(basename "$item" .git)"
        dest="$root/.bench/corpus/$name"
        if [ ! -d "$dest" ]; then
            echo "bench: cloning $item into .bench/corpus/$name" >&2
            source="$item"
            # A local repository is cloned shallowly only through a file:// URL.
            [ -e "$item" ] && source="file://$(cd "$item" && pwd)"
            git clone -q --depth 1 "$source" "$dest"
        fi
        roots+=("$(sources_of "$dest")")
    fi
done
given_corpus=false
[ ${#roots[@]} -gt 0 ] && given_corpus=true

# --- issue 16's corpora ----------------------------------------------------------------------------
medium=""
large=""
tenfold=""
if [ -n "$packages" ]; then
    medium="$("$root/scripts/bench-corpus.sh" medium "$packages" "$corpora/medium")"
    if wants e2e; then
        large="$("$root/scripts/bench-corpus.sh" large "$packages" "$corpora/large")"
        if [ -n "${MOCKGEN_BENCH_TENFOLD:-}" ] && [ "$MOCKGEN_BENCH_TENFOLD" != 0 ]; then
            # Hard links take next to no space, copies 1.4 GB; the output of a run hundreds of MB.
            free_kb=$(df -Pk "$corpora" | awk 'NR == 2 { print $4 }')
            if [ "$free_kb" -lt 3000000 ]; then
                echo "bench: tenfold corpus skipped: $((free_kb / 1024)) MiB free under $corpora, 3 GB wanted" >&2
            else
                tenfold="$("$root/scripts/bench-corpus.sh" tenfold "$large" "$corpora/tenfold")"
            fi
        fi
    fi
    $given_corpus || roots=("$medium")
fi
if [ ${#roots[@]} -eq 0 ]; then
    echo "bench: no corpus given; reading dependency checkouts and Sources/ (MOCKGEN_BENCH_PACKAGES=DIR for issue 16's corpora)" >&2
    roots=("$root/Sources")
    [ -d "$root/.build/checkouts" ] && roots+=("$root/.build/checkouts")
fi

# --- Mockolo, the speed anchor (issue 34) -----------------------------------------------------------
mockolo="${MOCKGEN_BENCH_MOCKOLO:-}"
anchor="${MOCKGEN_BENCH_MOCKOLO_ANCHOR:-$root/../shared/anchors/mockolo-2.6.1}"
if [ -z "$mockolo" ] && [ -f "$anchor/mockolo-linux-x86_64.xz" ] && [ "$(uname -s)-$(uname -m)" = Linux-x86_64 ]; then
    mockolo="$root/.bench/mockolo"
    if [ ! -x "$mockolo" ]; then
        mkdir -p "$root/.bench"
        xz -dc "$anchor/mockolo-linux-x86_64.xz" > "$mockolo.partial" && chmod +x "$mockolo.partial" && mv "$mockolo.partial" "$mockolo"
    fi
fi
[ "$mockolo" = none ] && mockolo=""
if [ -n "$mockolo" ]; then
    case "$mockolo" in /*) ;; *) mockolo="$(pwd)/$mockolo" ;; esac
    [ -x "$mockolo" ] || { echo "bench: Mockolo $mockolo is not an executable" >&2; exit 1; }
    export MOCKOLO_ANNOTATE="${MOCKOLO_ANNOTATE:-$anchor/annotate.py}"
fi

# --- the binaries ----------------------------------------------------------------------------------
# The same flags as `./run` and `make build`, so the binary timed is the one users run.
read -r -a release_flags <<< "$("$(dirname "${BASH_SOURCE[0]}")/release-flags")" || true
swift build -c release --product mockgen ${release_flags[@]+"${release_flags[@]}"} >&2
if wants parse || wants generate || wants c-headers; then
    swift build -c release --product mockgen-bench ${release_flags[@]+"${release_flags[@]}"} >&2
fi
# MockRuntime links XCTest and Testing, which have no static libraries on Linux.
wants runtime && swift build -c release --product runtime-bench >&2
bin="$(swift build -c release ${release_flags[@]+"${release_flags[@]}"} --show-bin-path)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
output="$work/GeneratedMocks.swift"
have_time=false
[ -x /usr/bin/time ] && /usr/bin/time -f '%M' true 2>/dev/null && have_time=true
# bash's `time` gives wall and CPU time in milliseconds (also on macOS, unlike `date +%N`).
TIMEFORMAT='%3R %3U %3S'
runs="${MOCKGEN_BENCH_RUNS:-5}"
large_runs="${MOCKGEN_BENCH_LARGE_RUNS:-3}"

echo "== corpus: ${roots[*]}"
if wants parse; then
    "$bin/mockgen-bench" parse "${roots[@]}"
    # Issue 16's parser figure: one thread over swift-nio's Sources/.
    if [ -n "$medium" ] && [ -d "$medium/swift-nio/Sources" ]; then
        "$bin/mockgen-bench" parse "$medium/swift-nio/Sources" > "$work/parse-nio"
        read -r median best <<< "$(sed -n 's/^parse: throughput \([0-9]*\) MB\/s best, \([0-9]*\) MB\/s median.*/\2 \1/p' "$work/parse-nio")"
        echo "parse: one thread over swift-nio's Sources/ ($(sed -n 's/^parse: \([0-9]* files, [0-9.]* MB\).*/\1/p' "$work/parse-nio")): ${median:-?} MB/s median, ${best:-?} MB/s best  [target: ≥ 400 MB/s (issue 16): $([ "${median:-0}" -ge 400 ] && echo met || echo 'NOT met')]"
        read -r median best <<< "$(sed -n 's/^parse: skeletons (pass 1) \([0-9]*\) MB\/s best, \([0-9]*\) MB\/s median.*/\2 \1/p' "$work/parse-nio")"
        echo "parse: pass 1's skeletons, one thread over swift-nio's Sources/: ${median:-?} MB/s median, ${best:-?} MB/s best  [target: ≥ 400 MB/s (issue 34's first pass): $([ "${median:-0}" -ge 400 ] && echo met || echo 'NOT met')]"
    fi
fi
wants generate && "$bin/mockgen-bench" generate "${roots[@]}"

# --- the binary end to end -------------------------------------------------------------------------
if wants e2e; then
    e2e=("$root/scripts/bench-e2e.sh")
    [ -n "$baseline" ] && e2e+=(--baseline "$baseline")
    side_by_side=("$root/scripts/bench-mockolo.sh")
    [ -n "$baseline" ] && side_by_side+=(--baseline "$baseline")
    if [ -n "$packages" ]; then
        $given_corpus && "${e2e[@]}" --name corpus --runs "$runs" "$bin/mockgen" "${roots[@]}"
        "${e2e[@]}" --name medium --runs "$runs" --speed-target 0.25 --jobs-speedup "$bin/mockgen" "$medium"
        "${e2e[@]}" --name large --runs "$large_runs" --speed-target 0.25 --memory-target 150 --jobs-speedup --jobs-target 1.8 34 "$bin/mockgen" "$large"
        if [ -n "$mockolo" ]; then
            "${side_by_side[@]}" --name medium --runs "$runs" --speed-goal 0.30 "$bin/mockgen" "$mockolo" "$medium"
            "${side_by_side[@]}" --name large --runs "$large_runs" --speed-goal 0.35 --memory-goal 150 "$bin/mockgen" "$mockolo" "$large"
            if [ -n "${MOCKGEN_BENCH_COLD:-}" ] && [ "$MOCKGEN_BENCH_COLD" != 0 ]; then
                "${side_by_side[@]}" --cold --name medium --runs "$runs" --speed-goal 0.30 "$bin/mockgen" "$mockolo" "$medium"
                "${side_by_side[@]}" --cold --name large --runs "$large_runs" --speed-goal 0.35 --memory-goal 150 "$bin/mockgen" "$mockolo" "$large"
            fi
            if [ -n "${MOCKGEN_BENCH_EVICTED:-}" ]; then
                "${side_by_side[@]}" --evicted "$MOCKGEN_BENCH_EVICTED" --name medium --runs "$runs" --speed-goal 0.30 "$bin/mockgen" "$mockolo" "$medium"
                "${side_by_side[@]}" --evicted "$MOCKGEN_BENCH_EVICTED" --name large --runs "$large_runs" --speed-goal 0.35 --memory-goal 150 "$bin/mockgen" "$mockolo" "$large"
            fi
        fi
        if [ -n "$tenfold" ]; then
            "${e2e[@]}" --name tenfold --runs "$large_runs" --memory-target 250 "$bin/mockgen" "$tenfold"
            if [ -n "$mockolo" ]; then
                annotated_tenfold="$("$root/scripts/bench-corpus.sh" tenfold "${MOCKGEN_BENCH_ANNOTATED:-$root/.bench/annotated}/large" "${MOCKGEN_BENCH_ANNOTATED:-$root/.bench/annotated}/tenfold")"
                "${side_by_side[@]}" --name tenfold --pre-annotated --runs "$large_runs" --speed-goal 0.35 --memory-goal 250 "$bin/mockgen" "$mockolo" "$annotated_tenfold"
            fi
        else
            echo "== end to end: tenfold: skipped (MOCKGEN_BENCH_TENFOLD=1 builds it: ten hard-linked copies of the large corpus, 1.36 GB of input; targets: peak ≤ 250 MiB, issue 16)"
        fi
    else
        "${e2e[@]}" --name corpus --runs "$runs" "$bin/mockgen" "${roots[@]}"
        echo "== end to end: issue 16's corpora (medium, large, tenfold): skipped, MOCKGEN_BENCH_PACKAGES=DIR (a folder of package repositories) builds them"
    fi
fi

# --- one huge file: the output is streamed, so memory follows the input, not the output --------
huge="${MOCKGEN_BENCH_HUGE:-105000}"
if wants huge && [ "$huge" -gt 0 ] && $have_time; then
    awk -v n="$huge" 'BEGIN { for (i = 0; i < n; i++) printf "public protocol Service%d {\n    func fetch(_ id: Int, name: String) async throws -> [String]\n    var count: Int { get set }\n}\n\n", i }' > "$work/Huge.swift"
    rm -f "$output"
    { time /usr/bin/time -f '%M' -o "$work/time" "$bin/mockgen" generate --output "$output" "$work/Huge.swift" 2> "$work/stderr"; } 2> "$work/bash-time"
    read -r real _ _ < "$work/bash-time"
    awk -v n="$huge" -v in_bytes="$(wc -c < "$work/Huge.swift")" -v out_bytes="$(wc -c < "$output")" -v kb="$(tail -1 "$work/time")" -v real="$real" 'BEGIN {
        printf "huge file: %d protocols, %.1f MB in, %.1f MB of mocks out: %.2f s, peak resident %.1f MiB\n", n, in_bytes / 1e6, out_bytes / 1e6, real, kb / 1024
    }'
    rm -f "$output" "$work/Huge.swift"
fi

# C headers: sqlite3.h read through libclang, and the mockgen binary writing its whole Swift side
# (protocol, live implementation, mocks), as a build phase would.
sqlite_header="${MOCKGEN_BENCH_C_HEADER:-/usr/include/sqlite3.h}"
if ! wants c-headers; then
    :
elif [ -f "$sqlite_header" ] && ! "$bin/mockgen" version | grep -q '^libclang: none'; then
    echo "== C headers: $sqlite_header ($("$bin/mockgen" version | sed -n 's/^libclang: //p'))"
    "$bin/mockgen-bench" c-headers --runs 9 "$sqlite_header"
    c_times=()
    for _ in $(seq "${MOCKGEN_BENCH_RUNS:-7}"); do
        rm -rf "$work/c" && mkdir -p "$work/c"
        { time "$bin/mockgen" generate --no-header --c-module CSQLite --c-facade-output "$work/c/CSQLiteAPI.swift" --output "$work/c/Mocks.swift" "$sqlite_header" 2> "$work/c-stderr"; } 2> "$work/c-time"
        c_times+=("$(awk '{ printf "%d", $1 * 1000 }' "$work/c-time")")
    done
    read -r -a c_sorted <<< "$(printf '%s\n' "${c_times[@]}" | sort -n | tr '\n' ' ')"
    echo "c-headers end to end (read, facade, mocks, write): ${c_sorted[0]} ms best, ${c_sorted[$(( ${#c_sorted[@]} / 2 ))]} ms median over ${#c_sorted[@]} runs; $(tail -1 "$work/c-stderr")"
else
    echo "== C headers: skipped (no $sqlite_header, or no libclang: see \`mockgen version\`)"
fi

if wants runtime; then
    echo "== runtime"
    "$bin/runtime-bench"
fi

if wants typecheck; then
    echo "== generated mocks in a debug build"
    if [ -n "$mockolo" ] && [ "$mockolo" != none ] && [ -f "$anchor/annotate.py" ]; then
        MOCKOLO_ANNOTATE="$anchor/annotate.py" "$root/scripts/bench-typecheck.sh" --mockolo "$mockolo" 2> "$work/typecheck-stderr" \
            || { tail -20 "$work/typecheck-stderr" >&2; exit 1; }
    else
        "$root/scripts/bench-typecheck.sh" 2> "$work/typecheck-stderr" || { tail -20 "$work/typecheck-stderr" >&2; exit 1; }
        echo "(without Mockolo: issue 34's ratio needs the anchor's binary and annotate.py)"
    fi
fi

if wants build; then
    echo "== build"
    "$root/scripts/bench-build.sh"
fi

if wants plugin; then
    echo "== build plugin"
    "$root/scripts/bench-plugin.sh"
else
    echo "== build plugin: skipped (MOCKGEN_BENCH_PLUGIN=1 measures its first build and the build/test switches: minutes)"
fi
