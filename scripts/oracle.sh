#!/usr/bin/env bash
# Compares mockgen's declaration parser with swift-syntax over real Swift packages.
#
#   scripts/oracle.sh [ORACLE_FLAGS...] LOCATION[#REF]...
#   MOCKGEN_ORACLE_PACKAGES="LOCATION[#REF] ..." scripts/oracle.sh [ORACLE_FLAGS...]
#
# LOCATION is a git URL, a path to a git repository (bare or not), or a plain directory of
# sources (used in place). Repositories are cloned shallowly into .oracle/corpus/<name>
# (REF: a tag or branch, else the default branch); an existing clone is reused unless
# MOCKGEN_ORACLE_REFRESH=1. Flags starting with `--` go to the oracle executable
# (`--allow-differences`, `--show N`, `--jobs N`; see `oracle --help`).
# Reports: .oracle/report-<name>.txt. See docs/Oracle.md.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift="${SWIFT:-swift}"
corpus="$root/.oracle/corpus"

flags=()
locations=()
while [ $# -gt 0 ]; do
    case "$1" in
        --show|--jobs|--report-dir|--timeout) flags+=("$1" "$2"); shift 2 ;;
        --*) flags+=("$1"); shift ;;
        *) locations+=("$1"); shift ;;
    esac
done
if [ ${#locations[@]} -eq 0 ] && [ -n "${MOCKGEN_ORACLE_PACKAGES:-}" ]; then
    read -r -a locations <<< "$MOCKGEN_ORACLE_PACKAGES"
fi
if [ ${#locations[@]} -eq 0 ]; then
    echo "usage: scripts/oracle.sh [--allow-differences] LOCATION[#REF]... (or set MOCKGEN_ORACLE_PACKAGES)" >&2
    exit 2
fi

# A bare repository or the top of a work tree (a folder inside some repository is just a folder).
is_repository() {
    [ "$(git -C "$1" rev-parse --is-bare-repository 2>/dev/null)" = "true" ] && return 0
    local top
    top="$(git -C "$1" rev-parse --show-toplevel 2>/dev/null)" || return 1
    [ "$top" = "$(cd "$1" && pwd -P)" ]
}

mkdir -p "$corpus"
dirs=()
for spec in "${locations[@]}"; do
    location="${spec%%#*}"
    ref=""
    [ "$location" != "$spec" ] && ref="${spec#*#}"
    name="$(basename "${location%/}")"
    name="${name%.git}"
    if [ -d "$location" ] && ! is_repository "$location"; then
        dirs+=("$(cd "$location" && pwd)")      # plain source folder: used in place
        continue
    fi
    target="$corpus/$name"
    if [ -d "$location" ] && [ "$(cd "$location" && pwd)" = "$target" ]; then
        dirs+=("$target")                       # already our clone
        continue
    fi
    url="$location"
    if [ -d "$location" ]; then
        url="file://$(cd "$location" && pwd)"   # file:// so that --depth is honoured
    fi
    if [ -d "$target" ] && [ "${MOCKGEN_ORACLE_REFRESH:-0}" != "1" ]; then
        echo "oracle: reusing $target" >&2
    else
        rm -rf "$target"
        echo "oracle: cloning $url${ref:+ at $ref}" >&2
        if [ -n "$ref" ]; then
            git clone -q --depth 1 --branch "$ref" "$url" "$target"
        else
            git clone -q --depth 1 "$url" "$target"
        fi
    fi
    dirs+=("$target")
done

echo "oracle: building (release; the first build compiles swift-syntax and takes minutes)" >&2
"$swift" build -c release --package-path Oracle >&2
bin="$("$swift" build -c release --package-path Oracle --show-bin-path)"

status=0
"$bin/oracle" --report-dir "$root/.oracle" ${flags[@]+"${flags[@]}"} "${dirs[@]}" || status=$?
if [ "$status" -ge 128 ]; then
    # A crash (in our parser, most likely): run again one file at a time to name the file.
    echo "oracle: crashed (status $status); running again with --trace to find the file" >&2
    "$bin/oracle" --report-dir "$root/.oracle" --trace --jobs 1 --allow-differences "${dirs[@]}" 2>&1 >/dev/null \
        | grep '^oracle: ' | tail -1 | sed 's/^oracle: /oracle: crashed on /' >&2 || true
fi
exit "$status"
