#!/usr/bin/env bash
# What the generated mocks cost the user: the time to compile them on every test build.
#
#   scripts/bench-typecheck.sh [--baseline DIR] [--protocols N] [--runs R]
#
# Writes N synthetic protocols of a fixed mix (default 100, each with 8 methods and 2 properties:
# plain, throwing, async, async throwing, optional, closure, generic and no-argument methods, a
# read-only and a settable property), generates their mocks with this checkout's mockgen, and
# builds one module holding protocols + mocks as a debug build does (-Onone, Swift 6 mode, one
# frontend job so CPU time is comparable across machines). Prints, for R runs (default 3), the
# median type-check time (`-typecheck`) and debug build time (`-c -Onone`), both in CPU seconds of
# the compiler (user + system; wall time is printed too but depends on other load), and the
# generated lines and lines per mocked member. The protocols are also compiled alone, and that
# cost subtracted, to give what the mocks themselves cost.
#
# --instructions: instead of CPU seconds, count the instructions of one type-check and one debug
# build of each side with valgrind's callgrind (Linux; a few minutes for 20 protocols):
# deterministic, so a change of a few percent shows on a loaded machine; with --mockolo, the
# ratios to Mockolo's mocks. Use --protocols 20 to keep it short.
#
# --mockolo BIN: Mockolo's mocks of the same protocols (annotated `/// @mockable` by
# $MOCKOLO_ANNOTATE, the Mockolo anchor's annotate.py) compiled alternately with mockgen's in the
# same run, and the ratios printed (mockgen / Mockolo; issue 34's goal: debug build ≤ 0.80).
#
# --baseline DIR: DIR is another checkout of mockgen (e.g. `git worktree add /tmp/base main`);
# its mockgen and MockRuntime are built there, its mocks generated and compiled alternately with
# this checkout's in the same run, and the ratios printed (this / baseline).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

baseline=""
mockolo=""
protocols=100
runs=3
instructions=""
while [ $# -gt 0 ]; do
    case "$1" in
        --baseline) baseline="$(cd "$2" && pwd)"; shift 2 ;;
        --mockolo) mockolo="$2"; shift 2 ;;
        --protocols) protocols="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        --instructions) instructions=1; shift ;;
        *) echo "usage: $0 [--baseline DIR] [--mockolo BIN] [--protocols N] [--runs R] [--instructions]" >&2; exit 64 ;;
    esac
done
members_per_protocol=10
swiftc="$(command -v swiftc)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# --- the synthetic input: a fixed mix, the same every run -----------------------------------------
awk -v n="$protocols" 'BEGIN {
    print "public struct Record: Equatable, Sendable { public let id: Int; public init(id: Int) { self.id = id } }\n"
    for (i = 0; i < n; i++) {
        printf "public protocol Service%d {\n", i
        printf "    var name: String { get }\n"
        printf "    var count: Int { get set }\n"
        printf "    func load(id: Int) -> Record\n"
        printf "    func save(_ record: Record, forKey key: String) throws\n"
        printf "    func fetch(ids: [Int], limit: Int) async throws -> [String: Record]\n"
        printf "    func reset()\n"
        printf "    func find(name: String?) -> Int?\n"
        printf "    func observe(_ handler: @escaping @Sendable (Record) -> Void)\n"
        printf "    func update(id: Int, values: [String], force: Bool) async -> Bool\n"
        printf "    func convert<T: Equatable>(_ value: T) -> T\n"
        printf "}\n\n"
    }
}' > "$work/Protocols.swift"

# --- build each side's mockgen and MockRuntime ----------------------------------------------------
# prepare SIDE_DIR LABEL: release mockgen, debug MockRuntime (as a test build uses it), the mocks.
prepare() {
    local checkout="$1" label="$2"
    echo "bench-typecheck: building $label ($checkout)" >&2
    # The release flags the other scripts use (scripts/release-flags): other flags would rebuild
    # the whole tool, here and in the next script that builds it.
    local release_flags=()
    if [ -x "$checkout/scripts/release-flags" ]; then read -r -a release_flags <<< "$("$checkout/scripts/release-flags")" || true; fi
    (cd "$checkout" && swift build -c release --product mockgen ${release_flags[@]+"${release_flags[@]}"} >&2 && swift build --target MockRuntime >&2)
    local bin debug
    bin="$(cd "$checkout" && swift build -c release ${release_flags[@]+"${release_flags[@]}"} --show-bin-path)"
    debug="$(cd "$checkout" && swift build --show-bin-path)"
    mkdir -p "$work/$label"
    if [ -d "$debug/Modules" ]; then echo "$debug/Modules" > "$work/$label/modules"; else echo "$debug" > "$work/$label/modules"; fi
    "$bin/mockgen" generate --no-timestamp --output "$work/$label/GeneratedMocks.swift" "$work/Protocols.swift" >&2
}

# prepare_mockolo: Mockolo's mocks of the annotated protocols, compiled with the current side's
# module path (they need no runtime).
prepare_mockolo() {
    [ -n "${MOCKOLO_ANNOTATE:-}" ] || { echo "bench-typecheck: --mockolo needs MOCKOLO_ANNOTATE (the anchor's annotate.py)" >&2; exit 64; }
    mkdir -p "$work/mockolo" "$work/annotated-in"
    cp "$work/Protocols.swift" "$work/annotated-in/"
    python3 "$MOCKOLO_ANNOTATE" "$work/annotated-in" "$work/annotated" > /dev/null
    "$mockolo" -srcs "$work/annotated/Protocols.swift" -d "$work/mockolo/GeneratedMocks.swift" >&2
    cp "$work/current/modules" "$work/mockolo/modules"
}

# compile LABEL MODE: prints "cpu_seconds wall_seconds" for one compile of protocols + mocks;
# LABEL "protocols" compiles the protocols alone, which is subtracted to give the mocks' own cost.
compile() {
    local label="$1" mode="$2" modules mocks
    if [ "$label" = protocols ]; then
        modules="$(cat "$work/current/modules")"
        mocks=()
    else
        modules="$(cat "$work/$label/modules")"
        mocks=("$work/$label/GeneratedMocks.swift")
    fi
    local flags=(-swift-version 6 -parse-as-library -module-name Synthetic -I "$modules"
                 -module-cache-path "$work/ModuleCache" -Onone -wmo -num-threads 0 -j 1)
    if [ "$mode" = typecheck ]; then flags+=(-typecheck); else flags+=(-c -o "$work/$label/out.o"); fi
    local TIMEFORMAT='%3R %3U %3S'
    { time "$swiftc" "${flags[@]}" "$work/Protocols.swift" ${mocks[@]+"${mocks[@]}"} > "$work/$label/log" 2>&1; } 2> "$work/$label/time" \
        || { echo "bench-typecheck: the $label mocks did not compile:" >&2; head -20 "$work/$label/log" >&2; exit 1; }
    if grep -q 'warning:' "$work/$label/log"; then
        echo "bench-typecheck: the $label mocks compile with warnings:" >&2; grep -m5 'warning:' "$work/$label/log" >&2
    fi
    awk '{ printf "%.3f %.3f\n", $2 + $3, $1 }' "$work/$label/time"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

labels=(current)
mkdir -p "$work/protocols"
prepare "$root" current
if [ -n "$baseline" ]; then
    prepare "$baseline" baseline
    labels+=(baseline)
fi
if [ -n "$mockolo" ]; then
    prepare_mockolo
    labels+=(mockolo)
fi

members=$(( protocols * members_per_protocol ))
# Warm the module cache once per side (MockRuntime, the standard library's modules).
for label in "${labels[@]}"; do compile "$label" typecheck > /dev/null; done

# count_instructions LABEL MODE: millions of instructions of one compile of LABEL's files (MODE
# `typecheck` or `build`, as `compile` does), counted by callgrind around the compiler's frontend
# job (the driver prints that job with -###).
count_instructions() {
    local label="$1" mode="$2" modules mocks=() job output=()
    if [ "$label" = protocols ]; then modules="$(cat "$work/current/modules")"; else
        modules="$(cat "$work/$label/modules")"; mocks=("$work/$label/GeneratedMocks.swift"); fi
    if [ "$mode" = typecheck ]; then output=(-typecheck); else output=(-c -o "$work/$label/counted.o"); fi
    job="$("$swiftc" -swift-version 6 -parse-as-library -module-name Synthetic -I "$modules" -module-cache-path "$work/ModuleCache" \
        -Onone -wmo -num-threads 0 -j 1 "${output[@]}" "$work/Protocols.swift" ${mocks[@]+"${mocks[@]}"} -### 2>&1 | grep -m1 -- ' -frontend ')"
    eval "valgrind --tool=callgrind --callgrind-out-file=/dev/null $job" 2>&1 \
        | awk '/Collected :/ { printf "%.0f\n", $NF / 1e6 }'
}

if [ -n "$instructions" ]; then
    # Deterministic: instruction counts do not move with other load on the machine, so one run
    # tells changes of a few percent that CPU seconds on a shared machine cannot.
    command -v valgrind > /dev/null || { echo "bench-typecheck: --instructions needs valgrind (Linux)" >&2; exit 69; }
    echo "== generated mocks: compiler instructions ($protocols protocols, $members mocked members, Swift 6 mode, callgrind)"
    for mode in typecheck build; do
        pi="$(count_instructions protocols "$mode")"
        echo "$pi" > "$work/protocols/$mode.instructions"
        echo "protocols alone, $mode: $pi M instructions (subtracted below for the mocks' own cost)"
        for label in "${labels[@]}"; do
            total="$(count_instructions "$label" "$mode")"
            echo "$total" > "$work/$label/$mode.instructions"
            echo "$label $mode $total M instructions; the mocks alone $(( total - pi )) M"
        done
    done
    for other in baseline mockolo; do
        [ -f "$work/$other/build.instructions" ] || continue
        if [ "$other" = mockolo ]; then title="mockgen / Mockolo"; else title="current / baseline"; fi
        awk -v t="$title" -v o="$other" \
            -v ct="$(cat "$work/current/typecheck.instructions")" -v ot="$(cat "$work/$other/typecheck.instructions")" \
            -v cb="$(cat "$work/current/build.instructions")" -v ob="$(cat "$work/$other/build.instructions")" \
            -v pt="$(cat "$work/protocols/typecheck.instructions")" -v pb="$(cat "$work/protocols/build.instructions")" 'BEGIN {
            printf "ratio (%s): type-check %.3f, debug build %.3f; the mocks alone %.3f and %.3f", t, ct / ot, cb / ob, (ct - pt) / (ot - pt), (cb - pb) / (ob - pb)
            if (o == "mockolo") printf "  [goal: debug build <= 0.80 (issue 34): %s]", cb / ob <= 0.80 ? "met" : "NOT met"
            printf "\n"
        }'
    done
    exit 0
fi
for run in $(seq "$runs"); do
    for label in "${labels[@]}" protocols; do
        for mode in typecheck build; do
            compile "$label" "$mode" >> "$work/$label/$mode.times"
        done
    done
done

echo "== generated mocks: type-check and debug-build cost ($protocols protocols, $members mocked members, Swift 6 mode, $runs runs, median CPU seconds)"
ptc="$(cut -d' ' -f1 "$work/protocols/typecheck.times" | median)"
pbd="$(cut -d' ' -f1 "$work/protocols/build.times" | median)"
echo "protocols alone: type-check $ptc s, debug build $pbd s (subtracted below for the mocks' own cost)"
for label in "${labels[@]}"; do
    lines="$(wc -l < "$work/$label/GeneratedMocks.swift")"
    long="$(awk 'length($0) > 120' "$work/$label/GeneratedMocks.swift" | wc -l)"
    tc="$(cut -d' ' -f1 "$work/$label/typecheck.times" | median)"
    tcw="$(cut -d' ' -f2 "$work/$label/typecheck.times" | median)"
    bd="$(cut -d' ' -f1 "$work/$label/build.times" | median)"
    bdw="$(cut -d' ' -f2 "$work/$label/build.times" | median)"
    echo "$tc $bd $lines" > "$work/$label/summary"
    awk -v l="$label" -v tc="$tc" -v tcw="$tcw" -v bd="$bd" -v bdw="$bdw" -v lines="$lines" -v long="$long" -v m="$members" -v ptc="$ptc" -v pbd="$pbd" 'BEGIN {
        printf "%-8s type-check %6.2f s (wall %.2f), debug build %6.2f s (wall %.2f); %d lines, %.1f lines per member, %d lines over 120 characters\n",
            l, tc, tcw, bd, bdw, lines, lines / m, long
        printf "%-8s the mocks alone: type-check %6.2f s, debug build %6.2f s\n", l, tc - ptc, bd - pbd
    }'
done
if [ -n "$baseline" ]; then
    read -r ctc cbd clines < "$work/current/summary"
    read -r btc bbd blines < "$work/baseline/summary"
    awk -v ctc="$ctc" -v btc="$btc" -v cbd="$cbd" -v bbd="$bbd" -v cl="$clines" -v bl="$blines" -v ptc="$ptc" -v pbd="$pbd" 'BEGIN {
        printf "ratio (current / baseline): type-check %.2f, debug build %.2f, lines %.2f\n", ctc / btc, cbd / bbd, cl / bl
        printf "ratio of the mocks alone:   type-check %.2f, debug build %.2f\n", (ctc - ptc) / (btc - ptc), (cbd - pbd) / (bbd - pbd)
    }'
fi
if [ -n "$mockolo" ]; then
    read -r ctc cbd clines < "$work/current/summary"
    read -r otc obd olines < "$work/mockolo/summary"
    awk -v ctc="$ctc" -v otc="$otc" -v cbd="$cbd" -v obd="$obd" -v cl="$clines" -v ol="$olines" 'BEGIN {
        ratio = cbd / obd
        printf "ratio (mockgen / Mockolo): type-check %.2f, debug build %.2f, lines %.2f  [goal: debug build ≤ 0.80 (issue 34): %s]\n",
            ctc / otc, ratio, cl / ol, ratio <= 0.80 ? "met" : "NOT met"
    }'
fi
echo "load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?') on $(nproc 2>/dev/null || echo '?') cores"
