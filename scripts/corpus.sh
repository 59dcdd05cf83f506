#!/usr/bin/env bash
# The corpus check: generates mocks for every library module of real packages and compiles them
# against those modules in Swift 6 mode (docs/Corpus.md).
#
#   scripts/corpus.sh [--module NAME]... [--keep] [--per-module] [--plain-settings] LOCATION...
#   MOCKGEN_CORPUS_PACKAGES="LOCATION ..." scripts/corpus.sh [FLAGS...]
#
# LOCATION is a git URL or a path to a git repository. Clones and their builds go to
# $MOCKGEN_CORPUS_SCRATCH (default .corpus/ in this repository); --keep reuses them, so a re-run
# after a generator fix only regenerates the mocks and recompiles them. The report (Markdown)
# goes to stdout and to SCRATCH/report.md; build logs to SCRATCH/logs/. Exit status 0 only when
# every generated mock compiles with no error and no warning.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
swift="${SWIFT:-swift}"
scratch="${MOCKGEN_CORPUS_SCRATCH:-$root/.corpus}"

# The mockgen users run: release, with the Swift runtime linked in on Linux as `make build`
# and `./run` do, so this shares their build folder. mockgen-corpus is built the same way.
read -r -a release_flags <<< "$("$(dirname "${BASH_SOURCE[0]}")/release-flags")" || true
scratch_path=()
[ -n "${MOCKGEN_CORPUS_BUILD_PATH:-}" ] && scratch_path=(--scratch-path "$MOCKGEN_CORPUS_BUILD_PATH")
"$swift" build -c release ${scratch_path[@]+"${scratch_path[@]}"} --product mockgen ${release_flags[@]+"${release_flags[@]}"} >&2
"$swift" build -c release ${scratch_path[@]+"${scratch_path[@]}"} --product mockgen-corpus ${release_flags[@]+"${release_flags[@]}"} >&2
bin="$("$swift" build -c release ${scratch_path[@]+"${scratch_path[@]}"} ${release_flags[@]+"${release_flags[@]}"} --show-bin-path)"

exec "$bin/mockgen-corpus" --mockgen "$bin/mockgen" --runtime-sources "$root/Sources/MockRuntime" \
    --scratch "$scratch" --swift "$swift" "$@"
