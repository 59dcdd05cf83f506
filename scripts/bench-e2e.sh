#!/usr/bin/env bash
# The mockgen binary end to end over one corpus, as a build phase runs it (`make bench` calls this
# for each corpus; issue 16):
#
#   scripts/bench-e2e.sh [options] MOCKGEN ROOT...
#     --name NAME            the corpus's name in the printed lines (default: corpus)
#     --runs N               timed runs per kind and binary (default: $MOCKGEN_BENCH_RUNS, else 5)
#     --baseline BIN         another mockgen (e.g. the previous main's: scripts/bench-baseline.sh)
#                            run side by side, alternating with MOCKGEN run by run, and the ratio
#                            new/baseline printed for every figure
#     --memory-target MIB    the peak resident target of the full run, printed beside it
#     --speed-target RATIO   the wall-time target of the full run against the baseline (0.25)
#     --jobs-speedup         also time full runs with --jobs 1 and --jobs 2 (if MOCKGEN has the
#                            option) and print the speed-up
#     --jobs-target X N      the speed-up's target and the issue setting it (default 1.85, 16)
#
# Three kinds of run, each N times (binaries alternating A B A B … so other load on the machine
# hits both alike), every one `mockgen generate --output <scratch>/GeneratedMocks.swift ROOT…`:
#   full         no previous output; a fresh, empty cache folder if mockgen has a cache option
#                (one whose name starts with --cache and takes a value, or $MOCKGEN_BENCH_CACHE_FLAG)
#   no-op        the same inputs again, output and cache kept from the run before
#   one-changed  a comment line (no declaration) appended to one input file, a different line on
#                each run; the file is put back as it was at the end (even on Ctrl-C). The run
#                cache answers such a run: the declarations cannot have changed (DeclarationsHash)
#   decl-changed the same file with a declaration appended instead (a function, another name on
#                each run): the incremental index's path, which parses that file and makes its
#                mocks again
# Printed per kind and binary: wall time (median and best), CPU time (user + system, all threads,
# median), peak resident memory (largest over the runs; /usr/bin/time, GNU -f %M or BSD -l) and
# MB/s (bytes of the .swift files mockgen reads ÷ median wall time). One untimed warm-up run per
# binary comes first. The files the corpus is made of are changed only as described above.
set -euo pipefail
export LC_ALL=C

name=corpus
runs="${MOCKGEN_BENCH_RUNS:-5}"
baseline=""
memory_target=""
speed_target=""
jobs_speedup=false
jobs_target=1.85
jobs_issue=16
while [ $# -gt 0 ]; do
    case "$1" in
    --name) name="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --baseline) baseline="$2"; shift 2 ;;
    --memory-target) memory_target="$2"; shift 2 ;;
    --speed-target) speed_target="$2"; shift 2 ;;
    --jobs-speedup) jobs_speedup=true; shift ;;
    --jobs-target) jobs_target="$2"; jobs_issue="$3"; shift 3 ;;
    --) shift; break ;;
    -*) echo "bench-e2e: unknown option $1" >&2; exit 2 ;;
    *) break ;;
    esac
done
[ $# -ge 2 ] || { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//' >&2; exit 2; }
new="$1"
shift
roots=()
for item in "$@"; do
    case "$item" in /*) roots+=("$item") ;; *) roots+=("$(pwd)/$item") ;; esac
done
case "$new" in /*) ;; *) new="$(pwd)/$new" ;; esac
case "$baseline" in /* | "") ;; *) baseline="$(pwd)/$baseline" ;; esac
[ -x "$new" ] || { echo "bench-e2e: $new is not an executable" >&2; exit 1; }
[ -z "$baseline" ] || [ -x "$baseline" ] || { echo "bench-e2e: baseline $baseline is not an executable" >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/mockgen-bench-e2e.XXXXXX")"
changed_file=""
restore_changed() {
    if [ -n "$changed_file" ] && [ -f "$work/changed.orig" ]; then
        rm -f "$changed_file"
        cp -p "$work/changed.orig" "$changed_file"
    fi
}
cleanup() { restore_changed; rm -rf "$work"; }
trap cleanup EXIT
trap 'exit 130' INT TERM

# mockgen's default cache (issue 16) would otherwise be picked by where it runs: each binary gets
# its own folder through its cache option instead, and runs in the scratch folder.
unset MOCKGEN_CACHE_DIR DERIVED_FILE_DIR
cd "$work"

tags="new"
[ -n "$baseline" ] && tags="new base"
binary_of() { if [ "$1" = new ]; then echo "$new"; else echo "$baseline"; fi; }

# --- what each binary offers ---------------------------------------------------------------------
cache_flag_of() {
    if [ -n "${MOCKGEN_BENCH_CACHE_FLAG:-}" ]; then echo "$MOCKGEN_BENCH_CACHE_FLAG"; return; fi
    local help
    help="$("$1" generate --help 2>/dev/null || true)"
    printf '%s\n' "$help" | grep -oE -- '--cache(-[a-z]+)* <' | sed -n '1s/ <$//p' || true
}
has_jobs() {
    local help
    help="$("$1" generate --help 2>/dev/null || true)"
    case "$help" in *--jobs*) return 0 ;; *) return 1 ;; esac
}
new_cache_flag="$(cache_flag_of "$new")"
base_cache_flag=""
[ -n "$baseline" ] && base_cache_flag="$(cache_flag_of "$baseline")"

# --- peak memory: GNU time writes %M (KiB) to a file; BSD time (macOS) prints bytes with -l ------
memory_tool=none
if [ -x /usr/bin/time ]; then
    if /usr/bin/time -f '%M' -o /dev/null true 2>/dev/null; then
        memory_tool=gnu
    elif /usr/bin/time -l true 2>&1 | grep -q 'maximum resident set size'; then
        memory_tool=bsd
    fi
fi

# The bytes mockgen reads: .swift files, hidden folders (.build, .git) skipped as mockgen does.
count_inputs() {
    find "${roots[@]}" -mindepth 1 -name '.*' -prune -o -name '*.swift' -type f -print > "$work/inputs"
    files=$(wc -l < "$work/inputs" | tr -d ' ')
    bytes=$(tr '\n' '\0' < "$work/inputs" | xargs -0 cat | wc -c | tr -d ' ')
}
count_inputs

# --- one timed run -------------------------------------------------------------------------------
# Appends "wall user system peak-KiB status" to $work/<record>; the peak is 0 when unknown.
TIMEFORMAT='%3R %3U %3S'
timed_run() {  # record, command…
    local record="$1" status kb=0 real user system
    shift
    set +e
    case "$memory_tool" in
    gnu) { time /usr/bin/time -f '%M' -o "$work/rss" "$@" > /dev/null 2> "$work/stderr"; } 2> "$work/bash-time" ;;
    bsd) { time /usr/bin/time -l "$@" > /dev/null 2> "$work/stderr"; } 2> "$work/bash-time" ;;
    *) { time "$@" > /dev/null 2> "$work/stderr"; } 2> "$work/bash-time" ;;
    esac
    status=$?
    set -e
    case "$memory_tool" in
    gnu) kb=$(tail -n 1 "$work/rss" | tr -dc '0-9') ;;
    bsd) kb=$(awk '/maximum resident set size/ { printf "%d", $1 / 1024 }' "$work/stderr") ;;
    esac
    read -r real user system < <(tail -n 1 "$work/bash-time")
    echo "$real $user $system ${kb:-0} $status" >> "$work/$record"
    # Keep what a failing run said, once per record, for the summary.
    if [ "$status" -ne 0 ] && [ ! -f "$work/$record.failure" ]; then
        cp "$work/stderr" "$work/$record.failure"
    fi
    [ -f "$work/$record.first-stderr" ] || cp "$work/stderr" "$work/$record.first-stderr"
}

# `mockgen generate` for binary tag $1 (its own output and cache), extra flags after it.
generate() {  # tag, record, extra flags…
    local tag="$1" record="$2" binary flag
    shift 2
    binary="$(binary_of "$tag")"
    flag="$new_cache_flag"
    [ "$tag" = base ] && flag="$base_cache_flag"
    local cache_args=()
    [ -n "$flag" ] && cache_args=("$flag" "$work/$tag/cache")
    timed_run "$record" "$binary" generate ${cache_args[@]+"${cache_args[@]}"} "$@" --output "$work/$tag/out/GeneratedMocks.swift" "${roots[@]}"
}
fresh_state() {  # tag: no output, an empty cache folder
    rm -rf "$work/$1/out" "$work/$1/cache"
    mkdir -p "$work/$1/out" "$work/$1/cache"
}

# --- summaries -----------------------------------------------------------------------------------
# "median best cpu peak_kb failures runs" of a record (seconds, seconds, seconds, KiB).
stats() {
    awk '{ print $1 }' "$work/$1" | sort -n > "$work/sorted"
    local median best cpu peak failures count
    count=$(wc -l < "$work/sorted" | tr -d ' ')
    best=$(head -n 1 "$work/sorted")
    median=$(sed -n "$((count / 2 + 1))p" "$work/sorted")
    cpu=$(awk '{ printf "%.3f\n", $2 + $3 }' "$work/$1" | sort -n | sed -n "$((count / 2 + 1))p")
    peak=$(awk 'BEGIN { m = 0 } $4 > m { m = $4 } END { print m }' "$work/$1")
    failures=$(awk '$5 != 0 { n++ } END { print n + 0 }' "$work/$1")
    echo "$median $best $cpu $peak $failures $count"
}

figure_line() {  # kind, tag, record
    local median best cpu peak failures count
    read -r median best cpu peak failures count <<< "$(stats "$3")"
    awk -v name="$name" -v kind="$1" -v tag="$2" -v median="$median" -v best="$best" -v cpu="$cpu" -v peak="$peak" \
        -v bytes="$bytes" -v count="$count" -v memory="$memory_tool" 'BEGIN {
        peak_text = memory == "none" ? "peak n/a (no /usr/bin/time)" : sprintf("peak %.1f MiB", peak / 1024)
        printf "%-8s %-12s %-4s wall %8.1f ms median, %8.1f ms best (%d runs) | CPU %8.1f ms | %s | %6.1f MB/s\n",
            name, kind, tag, median * 1000, best * 1000, count, cpu * 1000, peak_text, bytes / 1e6 / median
    }'
    if [ "$failures" -gt 0 ]; then
        local errors example
        errors=$(grep -c ': error:' "$work/$3.failure" || true)
        example=$(grep -m 1 ': error:' "$work/$3.failure" || tail -n 1 "$work/$3.failure")
        echo "$(printf '%-8s %-12s %-4s' "$name" "$1" "$2") !! $failures of $count runs failed ($errors errors, so nothing was generated or written: the figures are of runs that stopped early), e.g. $example"
    fi
}

# "met" or "NOT met"; a figure of runs that failed (mockgen reported errors and stopped before
# writing) is not a measure of the job, so it says so.
verdict() {  # value, target, "le"|"ge"
    local note=""
    [ -n "$(cat "$work"/new.*.failure 2>/dev/null | head -c 1)" ] && note=" (but mockgen failed: see !! above)"
    awk -v v="$1" -v t="$2" -v way="$3" -v note="$note" 'BEGIN { ok = (way == "le") ? (v <= t) : (v >= t); print (ok ? "met" : "NOT met") note }'
}

ratio_line() {  # kind: new/base of every figure
    local n_med n_best n_cpu n_peak _ b_med b_best b_cpu b_peak target_text=""
    read -r n_med n_best n_cpu n_peak _ _ <<< "$(stats "new.$1")"
    read -r b_med b_best b_cpu b_peak _ _ <<< "$(stats "base.$1")"
    if [ "$1" = full ] && [ -n "$speed_target" ]; then
        local wall_ratio
        wall_ratio=$(awk -v a="$n_med" -v b="$b_med" 'BEGIN { printf "%.3f", a / b }')
        target_text="  [target: wall ≤ $speed_target × baseline (issue 16, against the previous main): $(verdict "$wall_ratio" "$speed_target" le)]"
    fi
    awk -v name="$name" -v kind="$1" -v nm="$n_med" -v nb="$n_best" -v nc="$n_cpu" -v np="$n_peak" \
        -v bm="$b_med" -v bb="$b_best" -v bc="$b_cpu" -v bp="$b_peak" -v target="$target_text" 'BEGIN {
        peak = (np > 0 && bp > 0) ? sprintf("%.2f", np / bp) : "n/a"
        printf "%-8s %-12s new/base: wall %.2f median, %.2f best | CPU %.2f | peak %s | MB/s %.2f%s\n",
            name, kind, nm / bm, nb / bb, nc / bc, peak, bm / nm, target
    }'
}

# --- the runs ------------------------------------------------------------------------------------
load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*load averages*: *//' | tr -d ','; }
echo "== end to end: $name: $files files, $(awk -v b="$bytes" 'BEGIN { printf "%.2f MB", b / 1e6 }') (${roots[*]}); $runs runs per kind$([ -n "$baseline" ] && echo ", new and baseline alternating"); load average $(load)"
for tag in $tags; do
    binary="$(binary_of "$tag")"
    flag="$new_cache_flag"
    [ "$tag" = base ] && flag="$base_cache_flag"
    echo "$(printf '%-8s' "$name") $tag: $binary ($("$binary" --version 2>/dev/null || echo '?')); cache: ${flag:-no cache option, so every run parses and generates everything (no-op ≈ full)}"
done

# Warm-up: loads the binaries and the corpus into memory; leaves nothing behind.
for tag in $tags; do
    fresh_state "$tag"
    generate "$tag" warm-up
done

for _ in $(seq "$runs"); do
    for tag in $tags; do
        fresh_state "$tag"
        generate "$tag" "$tag.full"
    done
done
for _ in $(seq "$runs"); do
    for tag in $tags; do generate "$tag" "$tag.no-op"; done
done

# The input changed: the first file (in path order) that declares a protocol, else the first file.
changed_file=$( (tr '\n' '\0' < "$work/inputs" | xargs -0 grep -l 'protocol ' 2>/dev/null || true) | sort | sed -n 1p)
[ -n "$changed_file" ] || changed_file=$(sort "$work/inputs" | sed -n 1p)
cp -p "$changed_file" "$work/changed.orig"
changed_runs() {  # kind, printf format of the line appended (%d: the run's number)
    for run in $(seq "$runs"); do
        # A new file (not written through a hard link: other copies of the corpus stay as they are).
        rm -f "$changed_file"
        cp -p "$work/changed.orig" "$changed_file"
        # shellcheck disable=SC2059
        printf "$2" "$run" >> "$changed_file"
        for tag in $tags; do generate "$tag" "$tag.$1"; done
    done
}
changed_runs one-changed '// mockgen bench: one-file-changed run %d\n'
changed_runs decl-changed 'func mockgenBenchDeclarationChanged%d() {}\n'
restore_changed
changed_path="$changed_file"
changed_file=""

for kind in full no-op one-changed decl-changed; do
    for tag in $tags; do figure_line "$kind" "$tag" "$tag.$kind"; done
    [ -n "$baseline" ] && ratio_line "$kind"
    if [ "$kind" = full ]; then
        read -r _ _ _ peak _ _ <<< "$(stats new.full)"
        if [ -n "$memory_target" ] && [ "$memory_tool" != none ]; then
            mib=$(awk -v kb="$peak" 'BEGIN { printf "%.1f", kb / 1024 }')
            echo "$(printf '%-8s %-12s' "$name" full) target: peak ≤ $memory_target MiB (issue 16): $mib MiB, $(verdict "$mib" "$memory_target" le)"
        fi
        if [ -n "$speed_target" ] && [ -z "$baseline" ]; then
            echo "$(printf '%-8s %-12s' "$name" full) target: wall ≤ $speed_target × the previous main's (issue 16): not checked, run with BASELINE=… (scripts/bench-baseline.sh)"
        fi
    else
        read -r full_median _ full_cpu _ _ _ <<< "$(stats new.full)"
        read -r median _ cpu _ _ _ <<< "$(stats "new.$kind")"
        target=0.10
        issue=16
        [ "$kind" = one-changed ] || [ "$kind" = decl-changed ] && target=0.20
        # Issue 34: one file changed in the large corpus ≤ 0.15 of a full run.
        if { [ "$kind" = one-changed ] || [ "$kind" = decl-changed ]; } && [ "$name" = large ]; then target=0.15; issue=34; fi
        ratio=$(awk -v a="$median" -v b="$full_median" 'BEGIN { printf "%.2f", a / b }')
        echo "$(printf '%-8s %-12s' "$name" "$kind") $kind/full: wall $ratio (median), CPU $(awk -v a="$cpu" -v b="$full_cpu" 'BEGIN { printf "%.2f", a / b }')  [target: ≤ $target of a full run (issue $issue): $(verdict "$ratio" "$target" le)]"
    fi
done

# --- 1 thread against 2 ------------------------------------------------------------------------------
if $jobs_speedup; then
    if has_jobs "$new"; then
        for _ in $(seq "$runs"); do
            for jobs in 1 2; do
                fresh_state new
                generate new "jobs-$jobs" --jobs "$jobs"
            done
        done
        figure_line "full" "1 thread" "jobs-1"
        figure_line "full" "2 threads" "jobs-2"
        read -r one one_best _ _ _ _ <<< "$(stats jobs-1)"
        read -r two two_best _ _ _ _ <<< "$(stats jobs-2)"
        speedup=$(awk -v a="$one" -v b="$two" 'BEGIN { printf "%.2f", a / b }')
        echo "$(printf '%-8s %-12s' "$name" full) speed-up from --jobs 1 to --jobs 2: ${speedup}× (median wall), $(awk -v a="$one_best" -v b="$two_best" 'BEGIN { printf "%.2f", a / b }')× (best)  [target: ≥ $jobs_target× (issue $jobs_issue): $(verdict "$speedup" "$jobs_target" ge)]"
    else
        echo "$(printf '%-8s %-12s' "$name" full) speed-up from 1 to 2 threads: skipped, this mockgen has no --jobs option  [target: ≥ 1.85× (issue 16)]"
    fi
fi

echo "$(printf '%-8s' "$name") one-changed: a comment line appended to $changed_path; decl-changed: a function appended to it"
echo "$(printf '%-8s' "$name") mockgen said (first full run): $(tail -n 1 "$work/new.full.first-stderr"); $(nproc 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null || echo '?') cores, load average now $(load)"
