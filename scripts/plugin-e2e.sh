#!/usr/bin/env bash
# The SwiftPM plugins end to end (docs/Plugins.md), on a copy of Examples/PluginSample that
# depends on this checkout by its absolute path, built in one scratch folder throughout (mockgen is
# compiled once, in the first step):
#   a. the first build generates the mocks (and warns about the module with nothing to mock); tests pass
#   f. a build with nothing changed runs no mockgen command
#   b. a protocol gains a requirement and a test stubs it: only that module's mocks are made again
#   c. a syntax error fails the build at its line, and again on the next build
#   d. fixed, the build and the tests pass again
#   h. a mockgen.toml at the package's root: its [modules.Shop] section applies to Shop's mocks only;
#      added or removed, it applies from the next planning (docs/Plugins.md)
#   g. a failing mockgen alone fails the build with its diagnostic, build after build
#   t. `swift test` builds and passes, and a second `swift test` runs no mockgen command
#   e. the command plugin writes the same files into the test target's folder; without the build
#      plugin the target compiles and passes against them; a syntax error makes it fail with
#      mockgen's diagnostic at the line and write nothing
#
#   scripts/plugin-e2e.sh [SCRATCH]   SCRATCH (kept) defaults to a new temporary folder (removed
#                                     when every check passed); SWIFT=/path/to/swift
#
# Tests are built by `swift build --build-tests` and run by `run_tests`: `swift test` (even with
# --skip-build) plans the build with its own settings, and the next build then relinks the mockgen
# tool and runs every mockgen command again (about 15 s each time). Step t runs `swift test` itself.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
prepared="$root/scripts/plugin-e2e"
swift="${SWIFT:-swift}"
if [ $# -ge 1 ]; then
    scratch="$1"
    mkdir -p "$scratch"
else
    scratch="$(mktemp -d "${TMPDIR:-/tmp}/mockgen-plugin-e2e.XXXXXX")"
    trap 'status=$?; [ $status -eq 0 ] && rm -rf "$scratch" || echo "plugin-e2e: scratch kept in $scratch" >&2' EXIT
fi
# Without symbolic links (macOS's /tmp and /var are), as the compiler and mockgen print paths.
scratch="$(cd "$scratch" && pwd -P)"
sample="$scratch/PluginSample"
logs="$scratch/logs"
outputs="$sample/.build/plugins/outputs/pluginsample/ShopTests/destination/MockgenPlugin"

# Seconds with milliseconds where bash has EPOCHREALTIME (5.0+), whole seconds elsewhere.
now() { if [ -n "${EPOCHREALTIME:-}" ]; then echo "$EPOCHREALTIME"; else date +%s; fi; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f s", b - a }'; }
last_log=""
fail() {
    [ -n "$last_log" ] && { echo "--- the end of $last_log:" >&2; tail -n 30 "$last_log" >&2; }
    echo "plugin-e2e: FAILED: $*" >&2
    exit 1
}
# run LOG COMMAND…: runs in the sample's folder with its output in $logs/LOG; the exit status is
# the command's (`fail` then shows the end of the log).
#
# SwiftPM on Linux now and then dies of a signal on its own (a segmentation fault in libdispatch's
# event loop, swiftlang/swift#87033), whatever the plugin did. A status above 128 is such a death,
# never an answer of mockgen's: the command is run again, at most twice, and the retry is said.
run() {
    last_log="$logs/$1"; shift
    local attempt status
    for attempt in 1 2 3; do
        status=0
        (cd "$sample" && "$@") >"$last_log" 2>&1 || status=$?
        [ "$status" -gt 128 ] && [ "$attempt" -lt 3 ] || return "$status"
        cp "$last_log" "$last_log.crash$attempt"
        echo "plugin-e2e:    '$*' died of signal $((status - 128)) (kept in $last_log.crash$attempt); running it again" >&2
    done
}
# run_tests LOG: the built tests, run as `swift test` runs them: on Linux the test executable
# itself, elsewhere `swift test --skip-build`.
run_tests() {
    if [ "$(uname)" = Linux ]; then
        run "$1" "$bin/PluginSamplePackageTests.xctest" --testing-library swift-testing
    else
        run "$1" "$swift" test --skip-build
    fi
}
expect_in() { grep -qF -- "$2" "$logs/$1" || fail "$1 lacks: $2"; }
expect_not_in() { if grep -qF -- "$2" "$logs/$1"; then fail "$1 should not contain: $2"; fi; }
# sed -i differs between GNU and BSD: write a copy, then move it.
edit() { sed "$1" "$2" >"$2.edited" && mv "$2.edited" "$2"; }

rm -rf "$sample" "$logs"
mkdir -p "$logs"
cp -R "$root/Examples/PluginSample" "$sample"
rm -rf "$sample/.build" "$sample/Package.resolved"
edit "s|path: \"\.\./\.\.\"|path: \"$root\"|" "$sample/Package.swift"
grep -qF "path: \"$root\"" "$sample/Package.swift" || fail "the sample's dependency path was not rewritten"

echo "plugin-e2e: a. first build (compiles mockgen from source, debug), in $sample"
start=$(now)
run a-build.log "$swift" build --build-tests || fail "a. the first build failed"
first_build=$(elapsed "$start")
[ -f "$outputs/ShopMocks.swift" ] || fail "a. no ShopMocks.swift in $outputs"
grep -qF "class MockInventory: " "$outputs/ShopMocks.swift" || fail "a. ShopMocks.swift has no MockInventory"
# Inherited from Catalog's ArticleSource: read through --dependency.
grep -qF "func articles() -> [String]" "$outputs/ShopMocks.swift" || fail "a. MockInventory lacks articles() from Catalog"
expect_in a-build.log "warning: no protocol or class to mock among the inputs: $outputs/ReceiptsMocks.swift has no mocks, only its header and imports"
bin="$(cd "$sample" && "$swift" build --show-bin-path)"
run_tests a-test.log || fail "a. the tests failed"
expect_in a-test.log "theShelfShowsTheArticlesInStock() passed"
echo "plugin-e2e:    first build $first_build; tests pass"

echo "plugin-e2e: f. a build with nothing changed runs no mockgen command"
# The build after the first plans the plugin tools again and relinks the mockgen tool (SwiftPM
# does so once, whatever changed), and a relinked tool is a changed input: that build may run
# mockgen again (its run cache replays, the output stays as it was). So: build, then build.
run f-settle.log "$swift" build --build-tests || fail "f. the second build failed"
stamp="$scratch/before-rebuild"
touch -r "$outputs/ShopMocks.swift" "$stamp"
start=$(now)
run f-build.log "$swift" build --build-tests || fail "f. the no-change build failed"
rebuild=$(elapsed "$start")
# SwiftPM prints each command's description and mockgen its summary when it runs.
expect_not_in f-build.log "Generating mocks for"
expect_not_in f-build.log "mockgen:"
[ ! "$outputs/ShopMocks.swift" -nt "$stamp" ] || fail "f. ShopMocks.swift was rewritten"
run_tests f-test.log || fail "f. the tests failed"
echo "plugin-e2e:    no-change build $rebuild"

echo "plugin-e2e: b. a new requirement in a protocol, and a test that stubs it"
# The file is changed in place: with no file added, SwiftPM plans nothing again and runs only the
# command whose input changed. (Adding or removing a file makes it plan and relink the mockgen
# tool, and a relinked tool re-runs every mockgen command; their run caches keep that cheap.)
cat "$prepared/Inventory.swift" >"$sample/Sources/Shop/Inventory.swift"
start=$(now)
run b-build.log "$swift" build --build-tests || fail "b. the build after the protocol change failed"
changed_build=$(elapsed "$start")
expect_in b-build.log "Generating mocks for Shop (mockgen)"
expect_not_in b-build.log "Generating mocks for Receipts"
grep -qF "func restock(_ article: String, count: Int) async throws -> Int" "$outputs/ShopMocks.swift" || fail "b. MockInventory has no restock"
cp "$prepared/RestockTests.swift" "$sample/Tests/ShopTests/RestockTests.swift"
run b-build-tests.log "$swift" build --build-tests || fail "b. the build of the new test failed"
run_tests b-test.log || fail "b. the tests failed after the protocol change"
expect_in b-test.log "restockingIsStubbedAndVerifiedThroughTheRegeneratedMock() passed"
echo "plugin-e2e:    build after the change $changed_build; the mock follows"

echo "plugin-e2e: c. a syntax error fails the build at its line"
broken="$sample/Sources/Shop/Inventory.swift"
grep -n "func restock" "$broken" | grep -q "^8:" || fail "c. the prepared Inventory.swift changed: restock is not on line 8"
edit 's/count: Int) async throws -> Int/count: Int async throws -> Int/' "$broken"
for attempt in first second; do
    if run "c-build-$attempt.log" "$swift" build --build-tests; then fail "c. the $attempt build with a syntax error succeeded"; fi
    # The compiler of Shop usually reports it first (SwiftPM then starts no more commands), else
    # mockgen does; both as path:line:col: error:, at the broken line.
    grep -qE "^$broken:8:[0-9]+: error: " "$logs/c-build-$attempt.log" || fail "c. the $attempt build's output has no $broken:8:<col>: error:"
done
echo "plugin-e2e:    $(grep -m1 -E "^$broken:8:[0-9]+: error: " "$logs/c-build-first.log")"

echo "plugin-e2e: d. fixed: builds and passes again"
cp "$prepared/Inventory.swift" "$broken"
run d-build.log "$swift" build --build-tests || fail "d. the build after the fix failed"
run_tests d-test.log || fail "d. the tests failed after the fix"

echo "plugin-e2e: h. a mockgen.toml at the package's root gives each module its settings"
# The plugins pass it as --config with --module <Module>: [modules.Shop] applies to Shop's mocks
# only; Receipts, which has no section, keeps the defaults. Adding or removing the file takes
# effect at the next planning, as docs/Plugins.md says ("touch Package.swift" forces one).
printf '[modules.Shop]\nheader = false\n' >"$sample/mockgen.toml"
run h-build-unplanned.log "$swift" build --build-tests || fail "h. the build after adding mockgen.toml failed"
expect_not_in h-build-unplanned.log "Generating mocks for"
touch "$sample/Package.swift"
run h-build.log "$swift" build --build-tests || fail "h. the build with mockgen.toml failed"
if grep -qF "// mockgen " "$outputs/ShopMocks.swift"; then fail "h. ShopMocks.swift kept its header although [modules.Shop] says header = false"; fi
grep -qF "// mockgen " "$outputs/ReceiptsMocks.swift" || fail "h. ReceiptsMocks.swift lost its header (mockgen.toml has no section for Receipts)"
grep -qF "class MockInventory: " "$outputs/ShopMocks.swift" || fail "h. ShopMocks.swift has no MockInventory"
run_tests h-test.log || fail "h. the tests failed with mockgen.toml"
rm "$sample/mockgen.toml"
if run h-build-removed.log "$swift" build --build-tests; then fail "h. the build planned with the removed mockgen.toml succeeded"; fi
expect_in h-build-removed.log "missing inputs"
touch "$sample/Package.swift"
run h-build-without.log "$swift" build --build-tests || fail "h. the build after removing mockgen.toml failed"
grep -qF "// mockgen " "$outputs/ShopMocks.swift" || fail "h. without mockgen.toml, ShopMocks.swift did not get its header back"

echo "plugin-e2e: g. mockgen failing alone fails the build with its diagnostic"
# A file that is not mockgen's where the plugin writes (as if another tool had put it there): the
# mocks without mockgen's marker line. mockgen refuses to overwrite it; the compiler and the tests
# would accept it, so only mockgen's exit status can fail the build.
tail -n +2 "$outputs/ShopMocks.swift" >"$scratch/NotMarked.swift"
cp "$scratch/NotMarked.swift" "$outputs/ShopMocks.swift"
for attempt in first second; do
    if run "g-build-$attempt.log" "$swift" build --build-tests; then fail "g. the $attempt build succeeded although mockgen failed"; fi
    expect_in "g-build-$attempt.log" "$outputs/ShopMocks.swift:1:1: error: refusing to overwrite a file mockgen did not generate"
done
rm "$outputs/ShopMocks.swift"
run g-build-fixed.log "$swift" build --build-tests || fail "g. the build after removing the foreign file failed"
grep -qF "class MockInventory: " "$outputs/ShopMocks.swift" || fail "g. ShopMocks.swift was not made again"

echo "plugin-e2e: t. swift test, twice"
# `swift test` builds the mockgen tool with its own settings: the first run may relink it and run
# the mockgen commands again (their run caches replay); the second runs none.
run t-test.log "$swift" test || fail "t. swift test failed"
expect_in t-test.log "restockingIsStubbedAndVerifiedThroughTheRegeneratedMock() passed"
run t-test-again.log "$swift" test || fail "t. swift test failed the second time"
expect_not_in t-test-again.log "Generating mocks for"
expect_in t-test-again.log "theShelfShowsTheArticlesInStock() passed"

echo "plugin-e2e: e. the command plugin writes the mocks into the source tree"
# The sample without the build plugin: the test target now compiles the files the command writes.
edit '/plugins: \[\.plugin(name: "MockgenPlugin"/d' "$sample/Package.swift"
if grep -qF '.plugin(name: "MockgenPlugin"' "$sample/Package.swift"; then fail "e. the build plugin is still applied"; fi
tests="$sample/Tests/ShopTests"
start=$(now)
run e-generate.log "$swift" package --allow-writing-to-package-directory generate-mocks --target ShopTests --exclude NoSuchType \
    || fail "e. generate-mocks failed"
command_run=$(elapsed "$start")
# The extra argument reached mockgen.
expect_in e-generate.log "warning: --exclude NoSuchType: no protocol or class of that name among the inputs"
for module in Shop Receipts; do
    # The same name and content as the build plugin's file: a team can switch either way.
    cmp "$tests/${module}Mocks.swift" "$outputs/${module}Mocks.swift" || fail "e. ${module}Mocks.swift differs from the build plugin's"
done
run e-build.log "$swift" build --build-tests || fail "e. the build against the written mocks failed"
expect_not_in e-build.log "Generating mocks for"
run e-test.log "$swift" test || fail "e. the tests against the written mocks failed"
expect_in e-test.log "restockingIsStubbedAndVerifiedThroughTheRegeneratedMock() passed"
cp "$tests/ShopMocks.swift" "$scratch/ShopMocks.good"
edit 's/count: Int) async throws -> Int/count: Int async throws -> Int/' "$broken"
if run e-generate-broken.log "$swift" package --allow-writing-to-package-directory generate-mocks --target ShopTests; then
    fail "e. generate-mocks succeeded on a syntax error"
fi
grep -qE "^$broken:8:[0-9]+: error: " "$logs/e-generate-broken.log" || fail "e. generate-mocks did not report $broken:8:<col>: error:"
expect_in e-generate-broken.log "error: mockgen failed for Shop (for ShopTests)"
cmp "$tests/ShopMocks.swift" "$scratch/ShopMocks.good" || fail "e. the failed run changed ShopMocks.swift"
if run e-generate-unknown.log "$swift" package --allow-writing-to-package-directory generate-mocks --target NoSuchTests; then
    fail "e. generate-mocks succeeded for a target that does not exist"
fi
expect_in e-generate-unknown.log "--target NoSuchTests: package 'PluginSample' has no test target of that name"
echo "plugin-e2e:    generate-mocks $command_run; the written mocks compile and pass"

echo "plugin-e2e: passed (first build $first_build, no-change build $rebuild, build after a protocol change $changed_build)"
