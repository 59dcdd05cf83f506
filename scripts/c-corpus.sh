#!/usr/bin/env bash
# The C corpus check: mocks real C libraries end to end (docs/CHeaders.md, "Real C libraries").
#
#   scripts/c-corpus.sh [LIBRARY...]          (default: $LIBS, else every folder of scripts/c-corpus/)
#
# A LIBRARY is a folder of scripts/c-corpus/: library.sh (the Clang module name, its headers, what
# it links, the Debian package of the headers) and the Swift Testing smoke tests. For each one, in
# $MOCKGEN_C_CORPUS_SCRATCH/<library> (default .c-corpus/ in this repository), a SwiftPM package
# is made: a system-library module map, the generated facade, the generated link seam (Linux),
# MockRuntime copied from this checkout, and a test target with the generated mocks and the smoke
# tests. It is built in Swift 6 mode and its tests run, through the live implementation, the mock
# and the seam. The report (Markdown) goes to stdout and SCRATCH/report.md, logs to SCRATCH/logs/.
# Exit status 0 only when every library was checked, built with no warning in a generated file,
# and every smoke test passed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
swift="${SWIFT:-swift}"
scratch="${MOCKGEN_C_CORPUS_SCRATCH:-$root/.c-corpus}"
libraries_dir="$root/scripts/c-corpus"
if [ "$#" -gt 0 ]; then
    libraries=("$@")
elif [ -n "${LIBS:-}" ]; then
    read -r -a libraries <<< "$LIBS"
else
    libraries=()
    for folder in "$libraries_dir"/*/; do libraries+=("$(basename "$folder")"); done
fi
mkdir -p "$scratch/logs"
scratch="$(cd "$scratch" && pwd)"
linux=false
[ "$(uname -s)" = Linux ] && linux=true

# The mockgen users run: release, with the Swift runtime linked in on Linux, the same build as
# `make build`, `./run` and scripts/corpus.sh.
read -r -a release_flags <<< "$("$(dirname "${BASH_SOURCE[0]}")/release-flags")" || true
echo "c-corpus: building mockgen (release)…" >&2
"$swift" build -c release --product mockgen ${release_flags[@]+"${release_flags[@]}"} >&2
mockgen="$("$swift" build -c release ${release_flags[@]+"${release_flags[@]}"} --show-bin-path)/mockgen"
libclang="$("$mockgen" version 2>&1 | grep -i libclang | head -n 1 || true)"

# Copies $1's files into $2, only those whose bytes changed: an unchanged MockRuntime is not
# recompiled on the next run (as mockgen-corpus does for the Swift corpus).
sync_folder() {
    local from="$1" to="$2" file
    (cd "$from" && find . -type f ! -path '*.docc/*') | while read -r file; do
        mkdir -p "$to/$(dirname "$file")"
        cmp -s "$from/$file" "$to/$file" || cp "$from/$file" "$to/$file"
    done
}

# $1 with every character a regular expression gives a meaning to escaped (paths in grep -E).
regex_escape() { printf '%s' "$1" | sed 's/[][\.*^$+?(){}|/]/\\&/g'; }

summary_rows=""
details=""
all_passed=true

# One library: sets the row of the summary table and appends its details; false when it failed.
check_library() {
    local name="$1"
    local config="$libraries_dir/$name/library.sh"
    local module headers link debian_package pkg_config=""
    if [ ! -f "$config" ]; then
        summary_rows+="| $name | not checked | | | | | | | | |"$'\n'
        details+=$'\n'"### $name"$'\n\n'"Not checked: no \`scripts/c-corpus/$name/library.sh\`."$'\n'
        return 1
    fi
    # shellcheck source=/dev/null
    source "$config"
    local logs="$scratch/logs/$name" pkg="$scratch/$name"
    mkdir -p "$logs"

    # 1. The headers, installed from Debian when missing and we may.
    local header missing=()
    for header in "${headers[@]}"; do [ -f "$header" ] || missing+=("$header"); done
    if [ "${#missing[@]}" -gt 0 ] && [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
        echo "c-corpus: $name: installing $debian_package" >&2
        # Package lists once per run: a fresh machine has none.
        [ -n "${apt_updated:-}" ] || { apt-get update -qq > /dev/null 2>&1 || true; apt_updated=1; }
        apt-get install -y "$debian_package" > "$logs/apt-get.out" 2>&1 || true
        missing=()
        for header in "${headers[@]}"; do [ -f "$header" ] || missing+=("$header"); done
    fi
    if [ "${#missing[@]}" -gt 0 ]; then
        summary_rows+="| $name | not checked | | | | | | | | |"$'\n'
        details+=$'\n'"### $name"$'\n\n'"Not checked: ${missing[*]} is missing; install it with \`apt-get install $debian_package\` (as root)."$'\n'
        return 1
    fi

    # 2. The package: module map, facade, seam, MockRuntime, tests. Generated folders are emptied
    # so that nothing from an earlier run survives; .build is kept (an unchanged MockRuntime is
    # not recompiled).
    echo "c-corpus: $name: generating" >&2
    local facade_dir="Sources/${module}Facade" seam_dir="Sources/${module}Seam" tests_dir="Tests/${module}Tests"
    local link_check_dir="Sources/${module}LinkCheck"
    rm -rf "$pkg/Sources/$module" "$pkg/$facade_dir" "$pkg/$seam_dir" "$pkg/$tests_dir" "$pkg/$link_check_dir"
    mkdir -p "$pkg/Sources/$module" "$pkg/$facade_dir" "$pkg/$tests_dir/Mocks" "$pkg/$link_check_dir"
    {
        echo "module $module [system] {"
        for header in "${headers[@]}"; do echo "    header \"$header\""; done
        echo "    link \"$link\""
        echo "    export *"
        echo "}"
    } > "$pkg/Sources/$module/module.modulemap"
    sync_folder "$root/Sources/MockRuntime" "$pkg/Sources/MockRuntime"
    cp "$libraries_dir/$name"/*.swift "$pkg/$tests_dir/"

    # The C flags the headers need (pkg_config in library.sh: a pkg-config package, whose flags
    # SwiftPM also passes, through the system library target's pkgConfig).
    local cflags=() flag
    if [ -n "$pkg_config" ] && ! command -v pkg-config > /dev/null && [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
        apt-get install -y pkg-config > "$logs/apt-get-pkg-config.out" 2>&1 || true
    fi
    if [ -n "$pkg_config" ]; then
        for flag in $(pkg-config --cflags "$pkg_config"); do cflags+=(-Xcc "$flag"); done
    fi

    # 3. Generate with the release mockgen.
    local seam_args=()
    $linux && seam_args=(--c-seam-output "$pkg/$seam_dir")
    local mocks="$pkg/$tests_dir/Mocks/Mock.${module}API.swift" facade="$pkg/$facade_dir/${module}API.swift"
    local command=("$mockgen" generate --no-timestamp --c-module "$module" -Xcc "-I$pkg/Sources/$module" ${cflags[@]+"${cflags[@]}"}
        --import "${module}Facade" --c-facade-output "$facade" ${seam_args[@]+"${seam_args[@]}"} --output "$mocks")
    printf '%q ' "${command[@]}" > "$logs/mockgen.command"
    if ! "${command[@]}" > "$logs/mockgen.out" 2> "$logs/mockgen.err"; then
        summary_rows+="| $name | mockgen failed | | | | | | | | |"$'\n'
        details+=$'\n'"### $name"$'\n\n'"mockgen failed (\`logs/$name/mockgen.err\`):"$'\n\n```\n'"$(head -n 20 "$logs/mockgen.err")"$'\n```\n'
        return 1
    fi
    # The facade alone, as code under test links it (no seam, no --wrap): with --c-skip-undefined,
    # which leaves out what the library on this machine does not define, in an executable that
    # references every function through the live implementation's conformance.
    local link_check_command=("$mockgen" generate --no-timestamp --c-module "$module" -Xcc "-I$pkg/Sources/$module" ${cflags[@]+"${cflags[@]}"}
        --c-skip-undefined --c-facade-output "$pkg/$link_check_dir/${module}API.swift" --output "$logs/link-check-mocks.swift")
    if ! "${link_check_command[@]}" > "$logs/link-check-mockgen.out" 2> "$logs/link-check-mockgen.err"; then
        summary_rows+="| $name | mockgen --c-skip-undefined failed | | | | | | | | |"$'\n'
        details+=$'\n'"### $name"$'\n\n'"mockgen failed (\`logs/$name/link-check-mockgen.err\`)."$'\n'
        return 1
    fi
    printf '%s\n' "// Written by mockgen's scripts/c-corpus.sh: the live implementation linked alone, without a seam." \
        "let api: any ${module}API = ${module}Live()" 'print("\(type(of: api)) linked")' > "$pkg/$link_check_dir/main.swift"
    # Declared functions the library lacks (kept in the main facade, with a warning each).
    local undefined undefined_count=0
    undefined="$(grep -E ' on this machine does not define it: ' "$logs/mockgen.err" | sed -E 's/^.*warning: ([A-Za-z0-9_]+) is declared.*$/\1/' || true)"
    [ -n "$undefined" ] && undefined_count="$(printf '%s\n' "$undefined" | wc -l)"

    # What mockgen read and left out: `cannot mock NAME: REASON`, `no link seam for NAME: REASON`.
    local skipped no_seam requirements seam_count=0 found
    skipped="$(grep -E 'warning: cannot mock ' "$logs/mockgen.err" || true)"
    no_seam="$(grep -E 'no link seam for ' "$logs/mockgen.err" || true)"
    # The protocol's requirements: one `func` line each, from `public protocol` to its closing brace.
    requirements="$(awk '/^public protocol /{inside=1; next} inside && /^}/{exit} inside && /^ *func /{n++} END{print n+0}' "$facade")"
    local skipped_count=0 no_seam_count=0
    [ -n "$skipped" ] && skipped_count="$(printf '%s\n' "$skipped" | wc -l)"
    [ -n "$no_seam" ] && no_seam_count="$(printf '%s\n' "$no_seam" | wc -l)"
    found=$((requirements + skipped_count))

    # What Swift itself imports from the module (its importer printing the module's interface),
    # compared by name with the facade's requirements: every function Swift imports must be mocked.
    # (Swift imports no variadic function: those are the seam's, counted under "skipped".)
    local synthesizer swift_count="?" missing_from_facade=""
    synthesizer="$(dirname "$(readlink -f "$(command -v "$swift")")")/swift-synthesize-interface"
    if [ -x "$synthesizer" ]; then
        "$synthesizer" -module-name "$module" -I "$pkg/Sources/$module" ${cflags[@]+"${cflags[@]}"} > "$logs/swift-interface.swift" 2> "$logs/swift-interface.err" || true
        local swift_imported facade_names
        # The C library's functions that a header includes textually are printed as the module's
        # too; mockgen leaves them to Glibc/Darwin (docs/CHeaders.md), so they are not counted.
        local c_library_module=SwiftGlibc
        $linux || c_library_module=Darwin
        "$synthesizer" -module-name "$c_library_module" 2> /dev/null | sed -nE 's/^public func ([A-Za-z0-9_]+)[(<].*/\1/p' | sort -u > "$logs/c-library-functions.txt" || true
        swift_imported="$(sed -nE 's/^public func ([A-Za-z0-9_]+)[(<].*/\1/p' "$logs/swift-interface.swift" | sort -u | comm -23 - "$logs/c-library-functions.txt")"
        swift_count="$(printf '%s' "$swift_imported" | grep -c . || true)"
        facade_names="$(awk '/^public protocol /{inside=1; next} inside && /^}/{exit} inside && /^ *func /{sub(/^ *func /, ""); sub(/[(<].*/, ""); print}' "$facade" | sort -u)"
        missing_from_facade="$(comm -23 <(printf '%s\n' "$swift_imported") <(printf '%s\n' "$facade_names") | grep . || true)"
    fi
    # Functions of headers outside the module that mockgen said it leaves out, with the reason
    # ("not mocking the N functions of ucnv.h, which CXML2's headers include: …"): accounted for
    # when their count is what is missing (the warning counts them; it does not name them).
    local warned_out=0 missing_count=0 unaccounted=""
    warned_out="$(sed -nE 's/.*warning: not mocking the ([0-9]+) functions? of .*/\1/p' "$logs/mockgen.err" | awk '{ total += $1 } END { print total + 0 }')"
    [ -z "$warned_out" ] && warned_out=0
    [ -n "$missing_from_facade" ] && missing_count="$(printf '%s\n' "$missing_from_facade" | wc -l)"
    [ "$missing_count" -ne "$warned_out" ] && unaccounted="$missing_from_facade"

    # The manifest: tools 6.0, so every target is in Swift 6 mode; the test binary linked with the
    # seam's --wrap flags. The package is the root, so unsafe flags are allowed.
    local wrap_flags="" seam_target="" seam_dependency="" caller_target="" caller_dependency=""
    # A C caller (scripts/c-corpus/<library>/caller/: *.c and include/*.h): C code calling the
    # library directly, as the code under test of a C project does, to show the seam catches it.
    local caller_dir="Sources/${module}Caller"
    rm -rf "${pkg:?}/$caller_dir"
    if [ -d "$libraries_dir/$name/caller" ]; then
        mkdir -p "$pkg/$caller_dir"
        cp -R "$libraries_dir/$name/caller/." "$pkg/$caller_dir/"
        caller_target=".target(name: \"${module}Caller\", dependencies: [\"$module\"], path: \"$caller_dir\"),"
        caller_dependency="\"${module}Caller\","
    fi
    if $linux; then
        seam_count="$(grep -c -- '--wrap=' "$pkg/$seam_dir/wrap.flags" || true)"
        # wrap.flags: one `--wrap=<function>` per line, nothing else: handed to the linker as
        # the response file it is. Through clang (`-Wl,@…`): the swift driver would expand a bare
        # `@file` argument as its own response file, `-Xlinker @file` included.
        wrap_flags="    \"-Xclang-linker\", \"-Wl,@$pkg/$seam_dir/wrap.flags\","
        seam_target=".target(name: \"${module}Seam\", dependencies: [\"$module\"], path: \"$seam_dir\", exclude: [\"wrap.flags\"]),"
        seam_dependency="\"${module}Seam\","
    fi
    cat > "$pkg/Package.swift" <<EOF
// swift-tools-version:6.0
// Written by mockgen's scripts/c-corpus.sh (rewritten on every run).
import PackageDescription

let wrapFlags: [String] = [
$wrap_flags
]

let package = Package(
    name: "c-corpus-$name",
    targets: [
        .systemLibrary(name: "$module", path: "Sources/$module"$([ -n "$pkg_config" ] && printf ', pkgConfig: "%s"' "$pkg_config")),
        .target(name: "MockRuntime", path: "Sources/MockRuntime"),
        .target(name: "${module}Facade", dependencies: ["$module"], path: "$facade_dir"),
        .executableTarget(name: "${module}LinkCheck", dependencies: ["$module"], path: "$link_check_dir"),
        $seam_target
        $caller_target
        .testTarget(
            name: "${module}Tests",
            dependencies: ["$module", "${module}Facade", $seam_dependency $caller_dependency "MockRuntime"],
            path: "$tests_dir",
            linkerSettings: [.unsafeFlags(wrapFlags, .when(platforms: [.linux]))]
        ),
    ]
)
EOF

    # 4. Build (debug, as tests are). Generated files are touched so that their warnings are
    # printed again on a re-run.
    echo "c-corpus: $name: building" >&2
    touch "$facade" "$mocks" "$pkg/$link_check_dir/${module}API.swift"
    local build_status=0
    (cd "$pkg" && "$swift" build --build-tests) > "$logs/build.out" 2>&1 || build_status=$?
    local generated_regex
    generated_regex="^($(regex_escape "$pkg/$facade_dir")|$(regex_escape "$pkg/$tests_dir/Mocks")|$(regex_escape "$pkg/$seam_dir")|$(regex_escape "$pkg/$link_check_dir"))/[^:]*:[0-9]+:[0-9]+: "
    local warnings errors
    warnings="$(grep -E "${generated_regex}warning: " "$logs/build.out" | sort -u | wc -l || true)"
    errors="$(grep -E "${generated_regex}error: " "$logs/build.out" | sort -u | wc -l || true)"
    local compiling="$requirements"
    [ "$build_status" -ne 0 ] && compiling="0 (build failed)"

    # The facade-only executable: built with the tests (no --wrap), run to show it loads.
    local link_check="not built"
    if [ "$build_status" -eq 0 ]; then
        if (cd "$pkg" && "$swift" run --skip-build "${module}LinkCheck") > "$logs/link-check.out" 2>&1; then
            link_check="links and runs"
        else
            link_check="failed (\`logs/$name/link-check.out\`)"
        fi
    fi
    [ "$undefined_count" -gt 0 ] && link_check+=" ($undefined_count undefined left out)"

    # 5. Smoke tests.
    local passed=0 failed=0 tests="not run"
    if [ "$build_status" -eq 0 ]; then
        echo "c-corpus: $name: testing" >&2
        local test_status=0
        (cd "$pkg" && "$swift" test --skip-build) > "$logs/test.out" 2>&1 || test_status=$?
        # Swift Testing prints one `Test name() passed` / `failed` line per test (and per
        # argument of a parameterized one: those are counted once, as the test).
        passed="$(grep -E 'Test [^ ].* passed after' "$logs/test.out" | grep -vc 'Test run with' || true)"
        failed="$(grep -E 'Test [^ ].* failed after' "$logs/test.out" | grep -vc 'Test run with' || true)"
        tests="$passed passed, $failed failed"
        [ "$test_status" -ne 0 ] && [ "$failed" -eq 0 ] && { failed=1; tests+=" (swift test exited $test_status)"; }
    fi

    summary_rows+="| $name | $swift_count | $found | $requirements | $compiling | $skipped_count | $seam_count | $link_check | $warnings | $tests |"$'\n'
    details+=$'\n'"### $name"$'\n\n'"Module \`$module\` (${headers[*]}, links \`$link\`, Debian \`$debian_package\`)."
    details+=" Facade $requirements requirements; link seam $seam_count functions; build: $([ "$build_status" -eq 0 ] && echo ok || echo "failed, $errors errors in generated files (\`logs/$name/build.out\`)")."$'\n'
    if [ -n "$unaccounted" ]; then
        details+=$'\n'"Imported by Swift but not in the facade ($missing_count, of which mockgen's warnings account for $warned_out):"$'\n\n'"$(printf '%s\n' "$unaccounted" | sed 's/.*/- `&`/')"$'\n'
    elif [ "$missing_count" -gt 0 ]; then
        details+=$'\n'"Imported by Swift but not in the facade: $missing_count, the functions of headers outside the module that mockgen's warnings name (below)."$'\n'
    fi
    local outside_warnings
    outside_warnings="$(grep -E 'warning: not mocking the [0-9]+ functions? of ' "$logs/mockgen.err" || true)"
    if [ -n "$outside_warnings" ]; then
        details+=$'\n'"Headers outside the module, left out:"$'\n\n'"$(printf '%s\n' "$outside_warnings" | cut -c1-400 | sed -e 's/^/- /')"$'\n'
    fi
    if [ -n "$skipped" ]; then
        details+=$'\n'"Not mocked:"$'\n\n'"$(printf '%s\n' "$skipped" | sed -e "s|^$pkg/||" -e 's/^/- /')"$'\n'
    fi
    if [ -n "$undefined" ]; then
        details+=$'\n'"Declared but not defined by the library on this machine (kept in the facade with a warning each; the facade-alone check leaves them out with \`--c-skip-undefined\`): $(printf '%s\n' "$undefined" | sed 's/.*/`&`/' | paste -sd, - | sed 's/,/, /g')."$'\n'
    fi
    if [ -n "$no_seam" ]; then
        details+=$'\n'"No link seam:"$'\n\n'"$(printf '%s\n' "$no_seam" | sed -e 's/^/- /')"$'\n'
    fi
    if [ "$warnings" -gt 0 ] || [ "$errors" -gt 0 ]; then
        details+=$'\n'"Diagnostics in generated files:"$'\n\n```\n'"$(grep -E "${generated_regex}(warning|error): " "$logs/build.out" | sort -u | head -n 20)"$'\n```\n'
    fi
    if [ "$build_status" -ne 0 ]; then
        details+=$'\n'"Build errors (\`logs/$name/build.out\`):"$'\n\n```\n'"$(grep -E 'error: ' "$logs/build.out" | cut -c1-400 | head -n 10)"$'\n```\n'
    fi
    if [ "$failed" -gt 0 ]; then
        details+=$'\n'"Failed tests (\`logs/$name/test.out\`):"$'\n\n```\n'"$(grep -E 'failed after|recorded an issue' "$logs/test.out" | head -n 20)"$'\n```\n'
    fi
    [ -z "$unaccounted" ] && [ "$build_status" -eq 0 ] && [ "$warnings" -eq 0 ] && [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ] && [[ "$link_check" == "links and runs"* ]]
}

for library in "${libraries[@]}"; do
    check_library "$library" || all_passed=false
done

report="# mockgen C corpus

$(date -u +%Y-%m-%d), ${libclang:-libclang: unknown}, Swift: $("$swift" --version 2>/dev/null | head -n 1)

| library | Swift imports | functions found | mocked | compiling | skipped | seam functions | facade alone | warnings in generated files | smoke tests |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |
${summary_rows}${details}"
printf '%s\n' "$report" | tee "$scratch/report.md"
$all_passed
