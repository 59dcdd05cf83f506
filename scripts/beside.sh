#!/usr/bin/env bash
# Runs two independent checks at once: BACKGROUND (one shell command, its output kept in LOG)
# beside FOREGROUND (its output shown as it comes). `make test` runs the build plugin's end-to-end
# check (a sample package with a build of its own) beside the tests of the main build: neither
# keeps both cores busy on its own.
#
#   scripts/beside.sh LOG BACKGROUND -- FOREGROUND...
#
# Waits for both, then prints LOG; exits non-zero if either failed, saying which.
set -uo pipefail
[ $# -ge 4 ] && [ "$3" = "--" ] || { echo "usage: scripts/beside.sh LOG BACKGROUND -- FOREGROUND..." >&2; exit 2; }
log="$1"
background="$2"
shift 3
mkdir -p "$(dirname "$log")"
echo "beside: '$background' runs in the background; its output (in $log) follows when both are done"
bash -c "$background" >"$log" 2>&1 &
pid=$!
foreground=0
"$@" || foreground=$?
background_status=0
wait "$pid" || background_status=$?
echo "beside: the output of '$background':"
cat "$log"
[ "$foreground" -eq 0 ] || echo "beside: '$*' failed (status $foreground)" >&2
[ "$background_status" -eq 0 ] || echo "beside: '$background' failed (status $background_status)" >&2
[ "$foreground" -eq 0 ] && [ "$background_status" -eq 0 ]
