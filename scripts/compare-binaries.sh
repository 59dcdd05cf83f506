#!/usr/bin/env bash
# Runs two mockgen binaries on the same inputs and reports any difference in the generated files,
# the diagnostics or the exit status: the check that a change to the pipeline keeps its output.
#
#   scripts/compare-binaries.sh OLD NEW FOLDER...
#
# NEW_FLAGS adds options to the new binary's runs only (NEW_FLAGS="--two-pass-above 0" checks
# the two-pass path against the old one-pass binary).
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
run() { # binary label folder mode [flags]
    # Both binaries write to the same path (messages name it), then the result is moved aside.
    local out=$scratch/run flags=${5:-}
    rm -rf "$out" "$scratch/$2" "$scratch/$2.stderr"; mkdir -p "$out"
    if [ "$4" = file ]; then
        "$1" generate --no-cache --no-timestamp --debug $flags --output "$out/GeneratedMocks.swift" "$3" > "$scratch/$2.stderr" 2>&1
    else
        "$1" generate --no-cache --no-timestamp $flags --output "$out/mocks/" "$3" > "$scratch/$2.stderr" 2>&1
    fi
    echo "exit $?" >> "$scratch/$2.stderr"
    mv "$out" "$scratch/$2"
}
for folder in "$@"; do
    for mode in file folder; do
        run "$old" old "$folder" $mode
        run "$new" new "$folder" $mode "${NEW_FLAGS:-}"
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
