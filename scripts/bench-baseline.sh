#!/usr/bin/env bash
# Builds the mockgen of another git revision (release, the same flags as `make build`) for
# `make bench BASELINE=…`, and prints the binary's path on stdout (the build's output goes to
# stderr):
#
#   scripts/bench-baseline.sh REF          e.g. main, HEAD~1, a tag or a commit
#   make bench BASELINE=$(scripts/bench-baseline.sh main)
#
# REF's files are exported (git archive, so no worktree is registered in the repository) into
# .bench/baseline/<commit>/ and built there with their own .build folder; a second call for the
# same commit reuses both. `rm -rf .bench/baseline` removes them all.
#   SWIFT=/path/to/swift   the toolchain to build with (default: `swift` on PATH)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ $# -eq 1 ] || { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//' >&2; exit 2; }
swift="${SWIFT:-swift}"
commit="$(git -C "$root" rev-parse --verify "$1^{commit}")"
dir="$root/.bench/baseline/$commit"
if [ ! -f "$dir/.exported" ]; then
    echo "bench-baseline: exporting $1 ($(git -C "$root" log -1 --format='%h %s' "$commit")) into .bench/baseline/$commit" >&2
    rm -rf "$dir"
    mkdir -p "$dir"
    git -C "$root" archive "$commit" | tar -x -C "$dir"
    touch "$dir/.exported"
fi
read -r -a release_flags <<< "$("$(dirname "${BASH_SOURCE[0]}")/release-flags")" || true
(cd "$dir" && "$swift" build -c release --product mockgen ${release_flags[@]+"${release_flags[@]}"} >&2)
echo "$(cd "$dir" && "$swift" build -c release ${release_flags[@]+"${release_flags[@]}"} --show-bin-path)/mockgen"
