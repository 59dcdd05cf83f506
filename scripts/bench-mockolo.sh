#!/usr/bin/env bash
# mockgen side by side with Mockolo over one corpus, in one run (`make bench` calls this for the
# medium, large and tenfold corpora when it has a Mockolo; issue 34):
#
#   scripts/bench-mockolo.sh [options] MOCKGEN MOCKOLO CORPUS
#     --name NAME            the corpus's name in the printed lines and its annotated copy's folder
#     --runs N               timed runs per binary (default: $MOCKGEN_BENCH_RUNS, else 5)
#     --speed-goal RATIO     the goal for mockgen's median wall time ÷ Mockolo's, printed beside it
#     --memory-goal MIB      the goal for mockgen's peak resident memory, printed beside it
#     --annotated DIR        where annotated copies live (default: $MOCKGEN_BENCH_ANNOTATED, else
#                            .bench/annotated)
#     --pre-annotated        CORPUS is annotated already (the tenfold copies of the annotated large
#                            corpus): read as it is
#     --baseline BIN         another mockgen (e.g. the previous stop's: scripts/bench-baseline.sh)
#                            run in the same alternation, its line and ratios printed too, so a
#                            change's effect and both ratios to Mockolo come from one run
#     --cold                 before every run (warm-up included), the corpus's files are dropped
#                            from memory (`posix_fadvise(DONTNEED)` by python3, Linux only, no
#                            root needed; folders stay listed in memory): each tool reads them
#                            from the disk, as a first run after a reboot does. Without it, every
#                            file is read before every run instead: a machine that gives the
#                            pages of files not touched lately back to the system (Linux's DAMON
#                            reclaim, memory pressure) would otherwise have either tool read some
#                            of them from the disk in a run said to have them in memory
#     --evicted PERCENT      like --cold, for that share of the files only (a different set each
#                            run, the same for every tool in a round): the pages of some files
#                            given back while others stay, as a machine's reclaim leaves them
#                            between two builds (this one's gave back 10 % of the large corpus's
#                            pages in 40 s, spread over 1,651 files)
#   MOCKOLO_ANNOTATE=PATH    the script that copies a tree annotating every protocol `/// @mockable`
#                            (Mockolo mocks only those); required when the copy must be made
#   MOCKOLO_EXCLUDE="re …"   extended regular expressions of paths left out of the annotated copy:
#                            files Mockolo 2.6.1 stops on (default: Spectre's Swift 2 playground and
#                            swift-openapi-generator's test Types.swift files)
#
# Both tools read the same annotated files: mockgen the folder (`generate --no-cache`, a full run:
# no output, no cache), Mockolo the sorted list of its files (`-f LIST -d OUT -j 2`, two threads
# as mockgen has two cores). The binaries alternate run by run after an untimed warm-up each, so
# other load on the machine hits both alike. Printed for each: wall time (median, best), CPU time
# (median), peak resident memory (largest), output size; then the ratios mockgen ÷ Mockolo and the
# load average.
set -euo pipefail
export LC_ALL=C
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

name=corpus
runs="${MOCKGEN_BENCH_RUNS:-5}"
speed_goal=""
memory_goal=""
annotated_root="${MOCKGEN_BENCH_ANNOTATED:-$root/.bench/annotated}"
pre_annotated=false
baseline=""
cold=false
evicted=""
while [ $# -gt 0 ]; do
    case "$1" in
    --name) name="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --speed-goal) speed_goal="$2"; shift 2 ;;
    --memory-goal) memory_goal="$2"; shift 2 ;;
    --annotated) annotated_root="$2"; shift 2 ;;
    --pre-annotated) pre_annotated=true; shift ;;
    --baseline) baseline="$2"; shift 2 ;;
    --cold) cold=true; shift ;;
    --evicted) evicted="$2"; shift 2 ;;
    --) shift; break ;;
    -*) echo "bench-mockolo: unknown option $1" >&2; exit 2 ;;
    *) break ;;
    esac
done
[ $# -eq 3 ] || { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//' >&2; exit 2; }
absolute() { case "$1" in /*) echo "$1" ;; *) echo "$(pwd)/$1" ;; esac; }
mockgen="$(absolute "$1")"
mockolo="$(absolute "$2")"
corpus="$(absolute "$3")"
[ -z "$baseline" ] || baseline="$(absolute "$baseline")"
for binary in "$mockgen" "$mockolo" ${baseline:+"$baseline"}; do
    [ -x "$binary" ] || { echo "bench-mockolo: $binary is not an executable" >&2; exit 1; }
done
[ -d "$corpus" ] || { echo "bench-mockolo: $corpus is not a folder" >&2; exit 1; }
[ -x /usr/bin/time ] && /usr/bin/time -f '%M' -o /dev/null true 2>/dev/null \
    || { echo "bench-mockolo: needs GNU time at /usr/bin/time (Debian's time package) for peak memory" >&2; exit 1; }

# --- the annotated copy, made once per corpus and reused while its stamp matches ----------------
exclude="${MOCKOLO_EXCLUDE:-/Spectre/.*\.playground/ /swift-openapi-generator/Tests/.*/Types\.swift$}"
annotated="$annotated_root/$name"
$pre_annotated || stamp="$corpus $(find "$corpus" -name '*.swift' -type f | wc -l | tr -d ' ') $exclude"
if $pre_annotated; then
    annotated="$corpus"
elif [ ! -f "$annotated.stamp" ] || [ "$(cat "$annotated.stamp")" != "$stamp" ]; then
    [ -n "${MOCKOLO_ANNOTATE:-}" ] && [ -f "$MOCKOLO_ANNOTATE" ] \
        || { echo "bench-mockolo: MOCKOLO_ANNOTATE must name the annotation script (the Mockolo anchor's annotate.py) to annotate $name" >&2; exit 1; }
    rm -rf "$annotated" "$annotated.stamp"
    mkdir -p "$annotated_root"
    echo "bench-mockolo: annotating $corpus into $annotated: $(python3 "$MOCKOLO_ANNOTATE" "$corpus" "$annotated")" >&2
    for pattern in $exclude; do
        { find "$annotated" -type f -name '*.swift' | grep -E -e "$pattern" || true; } | while IFS= read -r file; do rm -f "$file"; done
    done
    echo "$stamp" > "$annotated.stamp"
fi
# A finished corpus to `bench-corpus.sh tenfold`, which copies the annotated large one ten times
# (`make bench TENFOLD=1`): without its stamp inside, that copy refused it.
$pre_annotated || [ "$(cat "$annotated/.bench-corpus-stamp" 2>/dev/null)" = "annotated $stamp" ] || echo "annotated $stamp" > "$annotated/.bench-corpus-stamp"

work="$(mktemp -d "${TMPDIR:-/tmp}/mockgen-bench-mockolo.XXXXXX")"
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
# `-type f`: a folder named like a file (`GRDB.swift`) in the list makes Mockolo stop.
find "$annotated" -type f -name '*.swift' | sort > "$work/list"
files=$(wc -l < "$work/list" | tr -d ' ')
bytes=$(tr '\n' '\0' < "$work/list" | xargs -0 cat | wc -c | tr -d ' ')
protocols=$( { tr '\n' '\0' < "$work/list" | xargs -0 grep -h -c '^[[:space:]]*/// @mockable$' || true; } | awk '{ n += $1 } END { print n + 0 }')
unset MOCKGEN_CACHE_DIR DERIVED_FILE_DIR
# bash's `time` gives wall and CPU time in milliseconds; GNU time the peak.
TIMEFORMAT='%3R %3U %3S'

# --cold: the files' pages dropped (written back first, so none is kept dirty). With a share
# (--evicted), the files whose number in the list, mixed with the round's, falls in it.
evict() {  # [percent round]
    python3 -c '
import os, sys
share, round = (float(sys.argv[1]), int(sys.argv[2])) if len(sys.argv) > 2 else (100.0, 0)
for number, path in enumerate(sys.stdin.read().split("\n")):
    if not path: continue
    if share < 100 and (number * 2654435761 + round * 40503) % 10000 >= share * 100: continue
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
        os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(descriptor)
' "$@" < "$work/list"
}
# Otherwise: every file read through, so that its pages are in memory when the run starts.
warm() {
    tr '\n' '\0' < "$work/list" | xargs -0 cat > /dev/null
}
if $cold || [ -n "$evicted" ]; then
    command -v python3 > /dev/null && python3 -c 'import os; os.posix_fadvise' 2> /dev/null || {
        echo "bench-mockolo: --cold and --evicted need python3 with os.posix_fadvise (Linux)" >&2; exit 2; }
fi

round=0
run() {  # tag
    local out status binary
    if $cold; then evict; else warm; fi
    [ -z "$evicted" ] || evict "$evicted" "$round"
    if [ "$1" = mockgen ] || [ "$1" = baseline ]; then
        binary="$mockgen"
        [ "$1" = baseline ] && binary="$baseline"
        out="$work/$1/GeneratedMocks.swift"
        rm -rf "${work:?}/$1" && mkdir -p "$work/$1"
        set +e
        { time /usr/bin/time -f '%M' -o "$work/rss" "$binary" generate --no-cache --output "$out" "$annotated" > /dev/null 2> "$work/stderr"; } 2> "$work/time"
        status=$?
        set -e
    else
        out="$work/mockolo/Mocks.swift"
        rm -rf "$work/mockolo" && mkdir -p "$work/mockolo"
        set +e
        { time /usr/bin/time -f '%M' -o "$work/rss" "$mockolo" -f "$work/list" -d "$out" -j 2 > /dev/null 2> "$work/stderr"; } 2> "$work/time"
        status=$?
        set -e
    fi
    if [ "$status" -ne 0 ] || [ ! -s "$out" ]; then
        echo "bench-mockolo: $1 failed on $name (exit $status):" >&2
        grep -m 5 -E 'error|fatal|failure' "$work/stderr" >&2 || tail -n 5 "$work/stderr" >&2
        exit 1
    fi
    echo "$(tail -n 1 "$work/time") $(tail -n 1 "$work/rss" | tr -dc '0-9') $(wc -c < "$out" | tr -d ' ') $(wc -l < "$out" | tr -d ' ')"
}

echo "== mockgen and Mockolo: $name ($files files, $(awk -v b="$bytes" 'BEGIN { printf "%.1f MB", b / 1e6 }'), $protocols protocols annotated; $runs runs each, alternating$($cold && echo ', the files dropped from memory before each')${evicted:+, $evicted % of the files dropped from memory before each}; load $(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*averages*: //'))"
tools="mockgen mockolo${baseline:+ baseline}"
for tool in $tools; do
    run "$tool" > /dev/null
    : > "$work/$tool.runs"
done
for round in $(seq "$runs"); do
    for tool in $tools; do run "$tool" >> "$work/$tool.runs"; done
done

# "median best cpu peak_kib out_bytes out_lines" of a tool's runs.
stats() {
    local count
    count=$(wc -l < "$work/$1.runs" | tr -d ' ')
    awk '{ print $1 }' "$work/$1.runs" | sort -n > "$work/sorted"
    echo "$(sed -n "$((count / 2 + 1))p" "$work/sorted") $(head -n 1 "$work/sorted")" \
        "$(awk '{ printf "%.2f\n", $2 + $3 }' "$work/$1.runs" | sort -n | sed -n "$((count / 2 + 1))p")" \
        "$(awk 'BEGIN { m = 0 } $4 > m { m = $4 } END { print m }' "$work/$1.runs")" \
        "$(tail -n 1 "$work/$1.runs" | awk '{ print $5, $6 }')"
}
read -r g_med g_best g_cpu g_peak g_bytes g_lines <<< "$(stats mockgen)"
read -r o_med o_best o_cpu o_peak o_bytes o_lines <<< "$(stats mockolo)"
line() {  # tag median best cpu peak bytes lines
    awk -v name="$name" -v tag="$1" -v med="$2" -v best="$3" -v cpu="$4" -v peak="$5" -v ob="$6" -v ol="$7" -v bytes="$bytes" 'BEGIN {
        printf "%-8s %-8s wall %8.0f ms median, %8.0f ms best | CPU %8.0f ms | peak %7.1f MiB | %6.1f MB/s | out %.1f MB, %d lines\n",
            name, tag, med * 1000, best * 1000, cpu * 1000, peak / 1024, bytes / 1e6 / med, ob / 1e6, ol
    }'
}
line mockgen "$g_med" "$g_best" "$g_cpu" "$g_peak" "$g_bytes" "$g_lines"
line Mockolo "$o_med" "$o_best" "$o_cpu" "$o_peak" "$o_bytes" "$o_lines"
awk -v name="$name" -v gm="$g_med" -v om="$o_med" -v gc="$g_cpu" -v oc="$o_cpu" -v gp="$g_peak" -v op="$o_peak" \
    -v goal="$speed_goal" -v mgoal="$memory_goal" 'BEGIN {
    ratio = gm / om
    text = sprintf("%-8s mockgen ÷ Mockolo: wall %.2f (median), CPU %.2f, peak %.2f", name, ratio, gc / oc, gp / op)
    if (goal != "") text = text sprintf("  [goal: wall ≤ %s: %s]", goal, ratio <= goal + 0 ? "met" : "NOT met")
    if (mgoal != "") text = text sprintf("  [goal: mockgen peak ≤ %s MiB: %s]", mgoal, gp / 1024 <= mgoal + 0 ? "met" : "NOT met")
    print text
}'
if [ -n "$baseline" ]; then
    read -r b_med b_best b_cpu b_peak b_bytes b_lines <<< "$(stats baseline)"
    line baseline "$b_med" "$b_best" "$b_cpu" "$b_peak" "$b_bytes" "$b_lines"
    awk -v name="$name" -v gm="$g_med" -v bm="$b_med" -v om="$o_med" -v gc="$g_cpu" -v bc="$b_cpu" 'BEGIN {
        printf "%-8s baseline ÷ Mockolo: wall %.2f (median); mockgen ÷ baseline: wall %.3f (median), CPU %.3f\n", name, bm / om, gm / bm, gc / bc
    }'
fi
