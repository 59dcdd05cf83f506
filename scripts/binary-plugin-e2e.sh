#!/usr/bin/env bash
# The binary-target variant of the build plugin end to end (Packaging/MockgenBinaryPlugin): the
# artifact bundle of `make artifactbundle` put into a copy of the plugin package, and a copy of
# Examples/PluginSample that takes MockRuntime from this checkout with `traits: []` (the runtime
# only) and MockgenPlugin from the binary package. Built and tested with git unable to fetch
# anything (scripts/without-fetching.sh): no package but these two is resolved, and mockgen is not
# compiled with the sample.
#
#   scripts/binary-plugin-e2e.sh [SCRATCH]   SCRATCH (kept) defaults to a new temporary folder
#                                            (removed when every check passed); SWIFT=/path/to/swift
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
swift="${SWIFT:-swift}"
if [ $# -ge 1 ]; then
    scratch="$1"
    mkdir -p "$scratch"
else
    scratch="$(mktemp -d "${TMPDIR:-/tmp}/mockgen-binary-plugin-e2e.XXXXXX")"
    trap 'status=$?; [ $status -eq 0 ] && rm -rf "$scratch" || echo "binary-plugin-e2e: scratch kept in $scratch" >&2' EXIT
fi
scratch="$(cd "$scratch" && pwd -P)"
fail() { echo "binary-plugin-e2e: FAILED: $*" >&2; exit 1; }
edit() { sed "$1" "$2" >"$2.edited" && mv "$2.edited" "$2"; }

echo "binary-plugin-e2e: the artifact bundle (release build of mockgen)"
SWIFT="$swift" "$root/scripts/artifactbundle.sh" "$scratch/bundle" > "$scratch/bundle.log" 2>&1 || { tail -20 "$scratch/bundle.log" >&2; fail "make artifactbundle failed"; }

plugin="$scratch/MockgenBinaryPlugin"
rm -rf "$plugin"
# -L: the plugin sources are links into this checkout's Plugins/; the copy holds the files.
cp -RL "$root/Packaging/MockgenBinaryPlugin" "$plugin"
rm -rf "$plugin/.build" "$plugin/mockgen.artifactbundle"
cp -R "$scratch/bundle/mockgen.artifactbundle" "$plugin/"

sample="$scratch/PluginSample"
rm -rf "$sample"
cp -R "$root/Examples/PluginSample" "$sample"
rm -rf "$sample/.build" "$sample/Package.resolved"
edit "s|\.package(name: \"mockgen\", path: \"\.\./\.\.\"),|.package(name: \"mockgen\", path: \"$root\", traits: []), .package(name: \"mockgen-binary\", path: \"$plugin\"),|" "$sample/Package.swift"
edit "s|\.plugin(name: \"MockgenPlugin\", package: \"mockgen\")|.plugin(name: \"MockgenBinaryPlugin\", package: \"mockgen-binary\")|" "$sample/Package.swift"
grep -qF "package: \"mockgen-binary\")" "$sample/Package.swift" || fail "the sample's plugin was not rewritten"
grep -qF "traits: [])" "$sample/Package.swift" || fail "the sample's dependency was not rewritten"

echo "binary-plugin-e2e: build and test the sample with the prebuilt mockgen, git unable to fetch"
(cd "$sample" && "$root/scripts/without-fetching.sh" "$swift" build --build-tests) > "$scratch/build.log" 2>&1 || { tail -30 "$scratch/build.log" >&2; fail "the build failed"; }
# The tool the plugin ran is the bundle's, and mockgen's sources were not compiled.
grep -q "Compiling mockgen " "$scratch/build.log" && fail "the build compiled mockgen from source"
mocks="$sample/.build/plugins/outputs/pluginsample/ShopTests/destination/MockgenBinaryPlugin/ShopMocks.swift"
[ -f "$mocks" ] || fail "no ShopMocks.swift in the plugin's work folder"
grep -qF "class MockInventory: " "$mocks" || fail "ShopMocks.swift has no MockInventory"
(cd "$sample" && "$root/scripts/without-fetching.sh" "$swift" test) > "$scratch/test.log" 2>&1 || { tail -30 "$scratch/test.log" >&2; fail "the tests failed"; }
grep -qF "theShelfShowsTheArticlesInStock() passed" "$scratch/test.log" || fail "the sample's test did not run"
echo "binary-plugin-e2e: passed"
