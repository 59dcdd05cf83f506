#!/usr/bin/env bash
# Builds mockgen in release mode and packs it as a SwiftPM artifact bundle: the prebuilt-binary
# route for CI machines and Xcode projects, where a `binaryTarget` gives the build plugin its
# tool instead of building it from source (docs/Install.md).
#
#   scripts/artifactbundle.sh [OUTPUT_DIR]          (default: .build/artifactbundle)
#
# Writes OUTPUT_DIR/mockgen.artifactbundle/ (info.json, one folder per platform variant),
# OUTPUT_DIR/mockgen.artifactbundle.zip, and prints the zip's checksum, which
# `.binaryTarget(name: "mockgen", url: …, checksum: …)` names.
#   Linux: the host's architecture, with the Swift runtime linked in (scripts/release-flags), so
#          the binary needs only the C and C++ runtime of the system.
#   macOS: one universal binary (arm64 and x86_64).
#   MERGE=path/to/mockgen.artifactbundle   adds that bundle's variants (built on the other
#          system) to this one, so one bundle serves Linux and macOS.
#   SWIFT=/path/to/swift                    the toolchain to build with (default: `swift` on PATH)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/.build/artifactbundle}"
swift="${SWIFT:-swift}"
command -v zip > /dev/null || { echo "artifactbundle: zip is missing (Debian: apt-get install zip)" >&2; exit 1; }

cd "$root"
case "$(uname -s)" in
Linux)
    read -r -a release_flags <<< "$("$root/scripts/release-flags")" || true
    "$swift" build -c release --product mockgen "${release_flags[@]}" >&2
    binary="$("$swift" build -c release --product mockgen "${release_flags[@]}" --show-bin-path)/mockgen"
    arch="$(uname -m)"
    platform="linux-$arch"
    triples="\"$arch-unknown-linux-gnu\""
    ;;
Darwin)
    "$swift" build -c release --product mockgen --arch arm64 --arch x86_64 >&2
    binary="$("$swift" build -c release --product mockgen --arch arm64 --arch x86_64 --show-bin-path)/mockgen"
    platform="macos-universal"
    triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
    ;;
*)
    echo "artifactbundle: $(uname -s) is not supported (Linux and macOS are)" >&2
    exit 1
    ;;
esac
version="$("$binary" --version)"

bundle="$out/mockgen.artifactbundle"
rm -rf "$bundle" "$bundle.zip"
mkdir -p "$bundle/mockgen-$platform/bin"
cp "$binary" "$bundle/mockgen-$platform/bin/mockgen"
# Linux: symbols stripped (83 MB → 61 MB; the Swift runtime reads its metadata from sections, not
# from the symbol table, so the tool works the same; a crash's backtrace shows addresses only).
if [ "$(uname -s)" = Linux ] && command -v strip > /dev/null; then strip "$bundle/mockgen-$platform/bin/mockgen"; fi
# Each variant folder carries its own entry, so bundles built on different systems merge by
# copying folders (info.json is rebuilt from the entries below).
printf '{ "path": "mockgen-%s/bin/mockgen", "supportedTriples": [%s] }\n' "$platform" "$triples" > "$bundle/mockgen-$platform/variant.json"
if [ -n "${MERGE:-}" ]; then
    for variant in "$MERGE"/mockgen-*/; do
        name="$(basename "$variant")"
        [ "$name" = "mockgen-$platform" ] || cp -R "$variant" "$bundle/$name"
    done
fi
{
    printf '{\n  "schemaVersion": "1.0",\n  "artifacts": {\n    "mockgen": {\n'
    printf '      "version": "%s",\n      "type": "executable",\n      "variants": [\n' "$version"
    first=true
    for entry in "$bundle"/mockgen-*/variant.json; do
        $first || printf ',\n'
        first=false
        printf '        %s' "$(cat "$entry")"
    done
    printf '\n      ]\n    }\n  }\n}\n'
} > "$bundle/info.json"

(cd "$out" && zip -qr -X mockgen.artifactbundle.zip mockgen.artifactbundle)
echo "artifactbundle: $bundle ($version, $platform)" >&2
echo "artifactbundle: $bundle.zip, checksum:" >&2
"$swift" package compute-checksum "$bundle.zip"
