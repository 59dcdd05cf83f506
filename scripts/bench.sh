#!/usr/bin/env bash
# Release-mode benchmarks over a corpus of real Swift code:
#   1. parse throughput and memory on one thread        (mockgen-bench parse)
#   2. the generate pipeline in-process, stage by stage (mockgen-bench generate)
#   3. the mockgen binary end to end, as a build phase runs it: wall time (best, median), MB/s,
#      CPU use and peak resident memory
#   4. the mock runtime                                  (runtime-bench)
#
#   scripts/bench.sh [CORPUS...]      CORPUS: a folder of sources, or a git repository (URL or
#                                     path, e.g. a local mirror of swift-nio) cloned shallowly
#   MOCKGEN_BENCH_CORPUS="a b" scripts/bench.sh
#   MOCKGEN_BENCH_RUNS=9 scripts/bench.sh …      end-to-end runs (default 7)
#   MOCKGEN_BENCH_HUGE=105000 scripts/bench.sh … protocols in the one-file memory case (5. below;
#                                                0 skips it)
#   5. one huge file (105,000 protocols, ~14 MB in, ~350 MB of mocks out): peak resident memory,
#      which must not grow with the size of the output (it is written a batch at a time)
#
# A package (a folder with Package.swift and Sources/) contributes its Sources/ only: tests and
# benchmarks are not what mockgen reads. With no corpus given, it reads the checked-out
# dependencies and mockgen's own sources.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

corpus=("$@")
if [ ${#corpus[@]} -eq 0 ] && [ -n "${MOCKGEN_BENCH_CORPUS:-}" ]; then
    read -r -a corpus <<< "$MOCKGEN_BENCH_CORPUS"
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
if [ ${#roots[@]} -eq 0 ]; then
    echo "bench: no corpus given; reading dependency checkouts and Sources/ (pass swift-nio, vapor, hummingbird and grpc-swift-2 for the headline figure)" >&2
    roots=("$root/Sources")
    [ -d "$root/.build/checkouts" ] && roots+=("$root/.build/checkouts")
fi

# The same flags as `./run` and `make build`, so the binary timed is the one users run.
static_stdlib=""
[ "$(uname -s)" = Linux ] && static_stdlib="--static-swift-stdlib"
swift build -c release --product mockgen $static_stdlib >&2
swift build -c release --product mockgen-bench $static_stdlib >&2
# MockRuntime links XCTest and Testing, which have no static libraries on Linux.
swift build -c release --product runtime-bench >&2
bin="$(swift build -c release $static_stdlib --show-bin-path)"

echo "== corpus: ${roots[*]}"
"$bin/mockgen-bench" parse "${roots[@]}"
"$bin/mockgen-bench" generate "${roots[@]}"

# --- the binary end to end ---------------------------------------------------------------------
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
output="$work/GeneratedMocks.swift"
runs="${MOCKGEN_BENCH_RUNS:-7}"
have_time=false
[ -x /usr/bin/time ] && /usr/bin/time -f '%M' true 2>/dev/null && have_time=true

# The bytes mockgen reads: .swift files, hidden folders (.build, .git) skipped as mockgen does.
bytes="$(find "${roots[@]}" -mindepth 1 -name '.*' -prune -o -name '*.swift' -type f -print0 | xargs -0 cat | wc -c)"
walls=()
peak_kb=0
cpu=""
cpu_ms=()
# bash's `time` gives wall and CPU time in milliseconds; /usr/bin/time, where present, the peak
# resident size (it is a child of the timed command, so its own start-up is included: ~1 ms).
TIMEFORMAT='%3R %3U %3S'
for run in $(seq "$runs"); do
    rm -f "$output"  # every run does the whole job, writing included
    if $have_time; then
        { time /usr/bin/time -f '%M %P' -o "$work/time" "$bin/mockgen" generate --output "$output" "${roots[@]}" 2> "$work/stderr" || true; } 2> "$work/bash-time"
        read -r kb percent < <(tail -1 "$work/time")
        [ "$kb" -gt "$peak_kb" ] && peak_kb="$kb"
        cpu="$cpu $percent"
    else
        { time "$bin/mockgen" generate --output "$output" "${roots[@]}" 2> "$work/stderr" || true; } 2> "$work/bash-time"
    fi
    read -r real user system < "$work/bash-time"
    walls+=("$(awk -v r="$real" 'BEGIN { printf "%d", r * 1e6 }')")
    cpu_ms+=("$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%d", (u + s) * 1000 }')")
done
echo "end to end: $(tail -1 "$work/stderr")"
errors="$(grep -c ': error:' "$work/stderr" || true)"
if [ "$errors" -gt 0 ]; then
    echo "end to end: $errors errors reported, e.g. $(grep -m1 ': error:' "$work/stderr") (so nothing was generated or written)"
fi
sorted=($(printf '%s\n' "${walls[@]}" | sort -n))
best="${sorted[0]}"
median="${sorted[$(( ${#sorted[@]} / 2 ))]}"
awk -v best="$best" -v median="$median" -v bytes="$bytes" -v runs="$runs" 'BEGIN {
    printf "end to end: mockgen generate over %.2f MB: %.1f ms best, %.1f ms median over %d runs; %.0f MB/s (best)\n",
        bytes / 1e6, best / 1000, median / 1000, runs, bytes / best
}'
if $have_time; then
    echo "end to end: peak resident $(awk -v kb="$peak_kb" 'BEGIN { printf "%.1f MiB", kb / 1024 }'); CPU use per run:$cpu (200% = both cores busy)"
else
    echo "end to end: /usr/bin/time not available; see the in-process peak resident figure above"
fi
# CPU time hardly depends on other load: on a busy machine it is the figure to compare.
cpu_sorted=($(printf '%s\n' "${cpu_ms[@]}" | sort -n))
echo "end to end: CPU time (user + system, all threads) per run: ${cpu_sorted[$(( ${#cpu_sorted[@]} / 2 ))]} ms median"
echo "end to end: $(nproc 2>/dev/null || echo '?') cores; load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?') (other work on the machine inflates wall times)"

# --- one huge file: the output is streamed, so memory follows the input, not the output --------
huge="${MOCKGEN_BENCH_HUGE:-105000}"
if [ "$huge" -gt 0 ] && $have_time; then
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
if [ -f "$sqlite_header" ] && ! "$bin/mockgen" version | grep -q '^libclang: none'; then
    echo "== C headers: $sqlite_header ($("$bin/mockgen" version | sed -n 's/^libclang: //p'))"
    "$bin/mockgen-bench" c-headers --runs 9 "$sqlite_header"
    c_times=()
    for _ in $(seq "${MOCKGEN_BENCH_RUNS:-7}"); do
        rm -rf "$work/c" && mkdir -p "$work/c"
        start=$(date +%s%N)
        "$bin/mockgen" generate --no-header --c-module CSQLite --c-facade-output "$work/c/CSQLiteAPI.swift" --output "$work/c/Mocks.swift" "$sqlite_header" 2> "$work/c-stderr"
        c_times+=($(( ($(date +%s%N) - start) / 1000000 )))
    done
    read -r -a c_sorted <<< "$(printf '%s\n' "${c_times[@]}" | sort -n | tr '\n' ' ')"
    echo "c-headers end to end (read, facade, mocks, write): ${c_sorted[0]} ms best, ${c_sorted[$(( ${#c_sorted[@]} / 2 ))]} ms median over ${#c_sorted[@]} runs; $(tail -1 "$work/c-stderr")"
else
    echo "== C headers: skipped (no $sqlite_header, or no libclang: see \`mockgen version\`)"
fi

echo "== runtime"
"$bin/runtime-bench"
