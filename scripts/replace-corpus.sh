#!/usr/bin/env bash
# --replace on code nobody here wrote: for each Swift package given, every folder of Sources/ that
# compiles on its own (no dependency) is built as a module the way docs/BeyondInheritance.md says
# (-enable-implicit-dynamic, -enable-private-imports, testing), mockgen replaces every top-level
# struct, class, enum and actor of it (generic ones too), and the generated file is compiled against the
# module in Swift 6 mode with warnings as errors. Prints one line per module; exits 1 if any
# module's replacements did not compile.
#
#   scripts/replace-corpus.sh PACKAGE_FOLDER...
#   MOCKGEN=path (default: a release build of this checkout), REPLACE_CORPUS_SCRATCH=folder
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
if [ $# -eq 0 ]; then
    echo "usage: scripts/replace-corpus.sh PACKAGE_FOLDER..." >&2
    exit 2
fi
if [ -z "${MOCKGEN:-}" ]; then
    (cd "$root" && swift build -c release --product mockgen > /dev/null)
    MOCKGEN="$root/.build/release/mockgen"
fi
# The runtime module the generated file imports.
(cd "$root" && swift build --target MockRuntime > /dev/null)
runtime="$root/.build/debug/Modules"
scratch="${REPLACE_CORPUS_SCRATCH:-$(mktemp -d)}"
mkdir -p "$scratch"
failed=0
for package in "$@"; do
    # One module per folder of Sources/, or Sources/ itself when the sources lie there flat.
    folders=()
    for folder in "$package"/Sources/*/; do [ -d "$folder" ] && folders+=("$folder"); done
    if compgen -G "$package/Sources/*.swift" > /dev/null; then folders+=("$package/Sources/"); fi
    for folder in "${folders[@]}"; do
        module="$(basename "$folder")"
        [ "$module" = Sources ] && module="$(basename "$package" | tr -c 'A-Za-z0-9_\n' '_')"
        files=()
        while IFS= read -r -d '' file; do files+=("$file"); done < <(find "$folder" -name '*.swift' -print0 | sort -z)
        [ ${#files[@]} -gt 0 ] || continue
        out="$scratch/$(basename "$package")-$module"
        rm -rf "$out" && mkdir -p "$out"
        if ! swiftc -emit-module -module-name "$module" -swift-version 5 -enable-testing -parse-as-library \
                -Xfrontend -enable-implicit-dynamic -Xfrontend -enable-private-imports \
                -emit-module-path "$out/$module.swiftmodule" "${files[@]}" > "$out/module.log" 2>&1; then
            echo "replace-corpus: $(basename "$package")/$module: skipped (does not compile on its own)"
            continue
        fi
        # Top-level concrete types (generic ones too), as written at the start of a line.
        names="$(grep -hoE '^(@[A-Za-z]+ +)*((public|open|internal|package|final) +)*(class|struct|enum|actor) +[A-Za-z_][A-Za-z0-9_]*[ :{<]' "${files[@]}" \
            | sed -E 's/.*(class|struct|enum|actor) +([A-Za-z_][A-Za-z0-9_]*).*/\2/' | sort -u | paste -sd, -)"
        if [ -z "$names" ]; then
            echo "replace-corpus: $(basename "$package")/$module: no concrete type"
            continue
        fi
        if ! "$MOCKGEN" generate --testable "$module" --replace "$names" --output "$out/Mocks.swift" "$folder" > "$out/mockgen.log" 2>&1; then
            echo "replace-corpus: $(basename "$package")/$module: mockgen failed ($out/mockgen.log)"
            failed=1
            continue
        fi
        if swiftc -typecheck -swift-version 6 -warnings-as-errors -I "$out" -I "$runtime" "$out/Mocks.swift" > "$out/compile.log" 2>&1; then
            echo "replace-corpus: $(basename "$package")/$module: $(grep -c '@_dynamicReplacement' "$out/Mocks.swift") replacements compile"
        else
            echo "replace-corpus: $(basename "$package")/$module: replacements do not compile ($out/compile.log):"
            grep -E 'error|warning' "$out/compile.log" | grep -v '^ ' | head -5
            failed=1
        fi
    done
done
exit $failed
