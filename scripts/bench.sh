#!/usr/bin/env bash
# Release-mode benchmarks: parse throughput and memory over a corpus of real Swift code.
#
#   scripts/bench.sh [CORPUS...]      CORPUS: a folder of sources, or a git repository (URL or
#                                     path, e.g. a local mirror of swift-nio) cloned shallowly
#   MOCKGEN_BENCH_CORPUS="a b" scripts/bench.sh
#
# With no corpus given, it parses the checked-out dependencies and mockgen's own sources.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

corpus=("$@")
if [ ${#corpus[@]} -eq 0 ] && [ -n "${MOCKGEN_BENCH_CORPUS:-}" ]; then
    read -r -a corpus <<< "$MOCKGEN_BENCH_CORPUS"
fi

roots=()
for item in "${corpus[@]}"; do
    if [ -d "$item" ] && ! git -C "$item" rev-parse --is-bare-repository 2>/dev/null | grep -q true; then
        roots+=("$item")
    else
        name="$(basename "$item" .git)"
        dest="$root/.bench/corpus/$name"
        if [ ! -d "$dest" ]; then
            echo "bench: cloning $item into .bench/corpus/$name" >&2
            git clone -q --depth 1 "$item" "$dest"
        fi
        roots+=("$dest")
    fi
done
if [ ${#roots[@]} -eq 0 ]; then
    echo "bench: no corpus given; parsing dependency checkouts and Sources/ (pass a swift-nio clone for the headline figure)" >&2
    roots=("$root/Sources")
    [ -d "$root/.build/checkouts" ] && roots+=("$root/.build/checkouts")
fi

swift build -c release --product mockgen-bench >&2
bin="$(swift build -c release --show-bin-path)"
"$bin/mockgen-bench" parse "${roots[@]}"
