#!/usr/bin/env bash
# Runs two mockgen binaries on the same inputs and reports any difference in the generated files,
# the diagnostics or the exit status: the check that a change to the pipeline keeps its output.
#
#   scripts/compare-binaries.sh OLD NEW FOLDER...
#
# Each FOLDER is generated from twice per binary: into one file (with --debug, so notes are
# compared too) and into a folder (one file per input; skipped when input names clash, which is
# an error both must report the same way). Prints one line per difference and a summary; exits
# non-zero if anything differed. Scratch files go to $COMPARE_SCRATCH (default: a temporary
# folder, removed at the end).
set -u
old=$1 new=$2
shift 2
scratch=${COMPARE_SCRATCH:-$(mktemp -d)}
keep=${COMPARE_SCRATCH:+yes}
differences=0 compared=0
run() { # binary label folder mode
    local out=$scratch/$2
    rm -rf "$out"; mkdir -p "$out"
    if [ "$4" = file ]; then
        "$1" generate --no-cache --no-timestamp --debug --output "$out/GeneratedMocks.swift" "$3" > "$out.stderr" 2>&1
    else
        "$1" generate --no-cache --no-timestamp --output "$out/mocks/" "$3" > "$out.stderr" 2>&1
    fi
    echo "exit $?" >> "$out.stderr"
}
for folder in "$@"; do
    for mode in file folder; do
        run "$old" old "$folder" $mode
        run "$new" new "$folder" $mode
        compared=$((compared + 1))
        if ! diff -r "$scratch/old" "$scratch/new" > /dev/null || ! diff "$scratch/old.stderr" "$scratch/new.stderr" > /dev/null; then
            differences=$((differences + 1))
            echo "DIFFERENT ($mode): $folder"
        fi
    done
done
[ -z "$keep" ] && rm -rf "$scratch"
echo "compare-binaries: $compared runs, $differences different"
[ "$differences" -eq 0 ]
