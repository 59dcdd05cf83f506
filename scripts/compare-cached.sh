#!/usr/bin/env bash
# Checks the incremental index on code nobody here wrote: a sequence of edits to a copy of some
# folders, and after each one a run with a cache folder (the run cache, the incremental index, the
# folded index taken back, the record appended to) against a run without one. The output files,
# the diagnostics and the exit status must be the same, in both layouts (one output file, a
# folder of outputs).
#
#   scripts/compare-cached.sh BIN FOLDER...
#
# The folders are copied to a scratch folder first (hard links where the file system allows
# them; each edit writes a new file, so the originals never change). The edits, in order, each on
# top of the last: none (a full run, then a no-op run), a function appended to a file, a line
# added at the top of another (every declaration moves), a requirement added to a protocol, a
# protocol appended (a new type: the tables are folded again), a comment at the top of a file,
# every file put back, the requirement again, a file removed, a file added, everything put back.
# The files are those that declare a protocol, picked at fixed places in path order. Prints a
# line per step; exits 1 if any step differs. Part of `make check` (over the dependency checkouts
# and Sources/), and a check before a change to Cache/ or TwoPass/ lands (over the large corpus).
set -euo pipefail
export LC_ALL=C

[ $# -ge 2 ] || { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//' >&2; exit 2; }
bin="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
[ -x "$bin" ] || { echo "compare-cached: $bin is not an executable" >&2; exit 2; }

scratch="$(mktemp -d "${TMPDIR:-/tmp}/mockgen-compare-cached.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
roots=()
for folder in "$@"; do
    [ -d "$folder" ] || { echo "compare-cached: $folder is not a folder" >&2; exit 2; }
    copy="$scratch/in/$(printf '%02d' ${#roots[@]})-$(basename "$folder")"
    mkdir -p "$scratch/in"
    cp -al "$folder" "$copy" 2>/dev/null || { rm -rf "$copy"; cp -a "$folder" "$copy"; }
    roots+=("$copy")
done

mapfile -t protocols < <(grep -rlE --include='*.swift' '^(public |open |internal )?protocol [A-Za-z_]+' "${roots[@]}" | sort)
[ ${#protocols[@]} -ge 6 ] || { echo "compare-cached: fewer than 6 files declare a protocol" >&2; exit 2; }
pick() { echo "${protocols[$(( $1 * (${#protocols[@]} - 1) / 6 ))]}"; }
files=("$(pick 0)" "$(pick 1)" "$(pick 2)" "$(pick 3)" "$(pick 4)" "$(pick 5)")
mkdir -p "$scratch/saved"
for index in "${!files[@]}"; do cp -p "${files[$index]}" "$scratch/saved/$index"; done

# Replaces a file with what a command makes of it (a new file: other links stay as they were).
rewrite() {
    local file="$1"
    shift
    "$@" < "$file" > "$scratch/edited"
    rm -f "$file"
    cp "$scratch/edited" "$file"
}
put_back() {
    for index in "${!files[@]}"; do
        rm -f "${files[$index]}"
        cp -p "$scratch/saved/$index" "${files[$index]}"
    done
    rm -f "$scratch/added.swift" "${roots[0]}/MockgenCompareCachedAdded.swift"
}
requirement='0,/^\(public \|open \|internal \)\{0,1\}protocol [A-Za-z_]*[^{]*{ *$/s//&\n    func mockgenCompareCachedRequirement(_ value: Int) -> String/'

differences=0
run_step() {  # description
    local layout output
    for layout in file folder; do
        for kind in cached plain; do
            # Each run in a working folder of its own, with the same relative output path, so
            # that diagnostics that name the output read the same.
            output="out/GeneratedMocks.swift"
            [ "$layout" = folder ] && output="out/mocks/"
            mkdir -p "$scratch/$layout-$kind/out"
            local cache_args=(--no-cache)
            [ "$kind" = cached ] && cache_args=(--cache-dir "$scratch/$layout-cache")
            set +e
            (cd "$scratch/$layout-$kind" && "$bin" generate "${cache_args[@]}" --output "$output" "${roots[@]}" > /dev/null 2> "$scratch/$layout-$kind.stderr")
            echo $? > "$scratch/$layout-$kind.status"
            set -e
        done
        if diff -r "$scratch/$layout-cached" "$scratch/$layout-plain" > /dev/null 2>&1 \
            && cmp -s "$scratch/$layout-cached.stderr" "$scratch/$layout-plain.stderr" \
            && cmp -s "$scratch/$layout-cached.status" "$scratch/$layout-plain.status"; then
            echo "same       $layout: $1"
        else
            echo "DIFFERENT  $layout: $1"
            differences=$((differences + 1))
        fi
    done
}

run_step "a full run"
run_step "nothing changed"
rewrite "${files[0]}" sed '$a\
func mockgenCompareCachedFunction() {}'
run_step "a function appended to ${files[0]#"$scratch/in/"}"
rewrite "${files[1]}" sed '1i\
'
run_step "a line added at the top of ${files[1]#"$scratch/in/"}"
rewrite "${files[2]}" sed "$requirement"
run_step "a requirement added to a protocol in ${files[2]#"$scratch/in/"}"
rewrite "${files[3]}" sed '$a\
protocol MockgenCompareCachedProtocol { func go() }'
run_step "a protocol appended to ${files[3]#"$scratch/in/"}"
rewrite "${files[4]}" sed '1i\
// mockgen compare-cached'
run_step "a comment at the top of ${files[4]#"$scratch/in/"}"
put_back
run_step "every file put back"
rewrite "${files[2]}" sed "$requirement"
run_step "the requirement added again"
rm -f "${files[5]}"
run_step "${files[5]#"$scratch/in/"} removed"
printf 'protocol MockgenCompareCachedAdded {\n    func added() -> Int\n}\n' > "${roots[0]}/MockgenCompareCachedAdded.swift"
run_step "a file added"
put_back
run_step "everything put back"

if [ "$differences" -gt 0 ]; then
    echo "compare-cached: $differences step(s) differ (scratch folder kept: $scratch)" >&2
    trap - EXIT
    exit 1
fi
echo "compare-cached: every step the same with and without a cache"
