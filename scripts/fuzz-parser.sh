#!/usr/bin/env bash
# `make fuzz`: coverage-guided fuzzing of the lexer, parser and generator with libFuzzer.
#
#   scripts/fuzz-parser.sh [SECONDS]      (default 1800; FUZZ_JOBS=N runs N fuzzers in parallel)
#
# MockgenCore's sources and scripts/fuzz/ParserFuzzEntry.swift are compiled into one binary with
# -sanitize=fuzzer,address. The corpus starts from the fixtures and grows in .fuzz/corpus;
# crashes, hangs (-timeout) and out-of-memory inputs are written to .fuzz/artifacts/ and make
# the script fail. Leak detection is off: the parser's process-lifetime statics (the standard
# interfaces it parses once) are reported as leaks, and a leak is not what this run looks for.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-1800}"
jobs="${FUZZ_JOBS:-1}"
work=.fuzz
mkdir -p "$work/corpus" "$work/artifacts"

swiftc="${SWIFTC:-$(command -v swiftc)}"
# Rebuilt only when a source changed (a build takes a minute or two).
if [ ! -x "$work/parser-fuzzer" ] || [ -n "$(find Sources/MockgenCore scripts/fuzz -newer "$work/parser-fuzzer" -name '*.swift' | head -1)" ]; then
    echo "fuzz: building the fuzzer (swiftc -sanitize=fuzzer,address)" >&2
    "$swiftc" -sanitize=fuzzer,address -parse-as-library -O -g -module-name MockgenCore \
        -module-cache-path "$work/ModuleCache" \
        $(find Sources/MockgenCore -name '*.swift' | sort) scripts/fuzz/ParserFuzzEntry.swift \
        -o "$work/parser-fuzzer"
fi

# Seeds: every Swift file of the fixtures (valid code the mutations start from).
find Fixtures -name '*.swift' -exec cp {} "$work/corpus/" \;

echo "fuzz: running for $seconds s ($jobs job(s)); artifacts go to $work/artifacts/" >&2
status=0
# Parallel jobs log to fuzz-N.log in the current folder: kept under .fuzz with the rest.
parallel=()
if [ "$jobs" -gt 1 ]; then parallel=(-jobs="$jobs" -workers="$jobs"); fi
ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" "$work/parser-fuzzer" "$work/corpus" -dict=scripts/fuzz/swift.dict -max_total_time="$seconds" \
    -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 -max_len=8192 -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/" "${parallel[@]}" || status=$?
if ls "$work/artifacts/"* >/dev/null 2>&1; then
    echo "fuzz: failing inputs in $work/artifacts/:" >&2
    ls -l "$work/artifacts/" >&2
    exit 1
fi
exit "$status"
