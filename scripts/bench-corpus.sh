#!/usr/bin/env bash
# Builds the corpora `make bench` times mockgen over (issue 16), from git copies of Swift packages,
# and prints the corpus folder on stdout (progress goes to stderr):
#
#   scripts/bench-corpus.sh medium  PACKAGES DEST   the .swift files under Sources/ of swift-nio,
#       vapor, hummingbird and grpc-swift-2 (about 804 files, 6.8 MB), as DEST/<name>/Sources/…;
#       the four are PACKAGES/<path>[.git] for each path in $MOCKGEN_BENCH_MEDIUM (default
#       "apple/swift-nio vapor/vapor hummingbird-project/hummingbird grpc/grpc-swift-2")
#   scripts/bench-corpus.sh large   PACKAGES DEST   every .swift file of every repository under
#       PACKAGES (about 12,580 files, 136 MB), as DEST/<owner>/<repo>/…: a path that differs from
#       one already taken only in letter case is skipped (a repository copied under a lower-case
#       name, a folder that exists twice in one spelling and another), so the corpus also fits a
#       case-insensitive file system
#   scripts/bench-corpus.sh tenfold LARGE    DEST   the large corpus (a folder built as above)
#       under ten folder names, DEST/copy-01 … DEST/copy-10: hard links where the file system
#       allows them (no disk space; the page cache then holds each file once), else copies
#
# A repository is a bare one (x.git) or a checkout's .git folder, found at any depth under
# PACKAGES; symbolic links to repositories count too. Each is read at its HEAD (no checkout is
# changed: the files come out through a throw-away index). DEST is built once and reused while
# its stamp (every repository's path and HEAD commit) still matches; it is rebuilt otherwise.
set -euo pipefail

usage() {
    sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//' >&2
    exit 2
}
[ $# -eq 3 ] || usage
kind="$1"
source_dir="$2"
dest="$3"
[ -d "$source_dir" ] || { echo "bench-corpus: no folder $source_dir" >&2; exit 1; }
source_dir="$(cd "$source_dir" && pwd)"
case "$dest" in /*) ;; *) dest="$(pwd)/$dest" ;; esac
export LC_ALL=C  # one sort order (upper case before lower case) on every machine

# The repositories under $1 as "relative-name<TAB>git-dir" lines, sorted by name. The name drops
# ".git" ("apple/swift-nio.git" → "apple/swift-nio"; "tool/.git" → "tool").
repositories_under() {
    (cd "$1" && find . -name '*.git' -prune -print) | sed 's|^\./||' | sort | while IFS= read -r path; do
        git --git-dir="$1/$path" rev-parse --verify -q HEAD >/dev/null 2>&1 || continue
        name="${path%.git}"
        name="${name%/}"
        [ -n "$name" ] || name="$(basename "$1")"
        printf '%s\t%s\n' "$name" "$1/$path"
    done
}

# The stamp of a corpus: the way it was built and every repository's HEAD.
stamp_of() {  # kind, "name<TAB>git-dir" lines on stdin
    echo "bench-corpus 1 $1"
    while IFS="$(printf '\t')" read -r name gitdir; do
        printf '%s %s\n' "$name" "$(git --git-dir="$gitdir" rev-parse HEAD)"
    done
}

# Writes the files listed on stdin (paths in the repository) from its HEAD under a prefix folder.
export_files() {  # git-dir, prefix (ending in /)
    local index
    index="$(mktemp "${TMPDIR:-/tmp}/bench-corpus-index.XXXXXX")"
    mkdir -p "$2"
    GIT_INDEX_FILE="$index" git --git-dir="$1" read-tree HEAD
    GIT_INDEX_FILE="$index" git --git-dir="$1" --work-tree="$2" checkout-index --prefix="$2" --stdin
    rm -f "$index"
}

# The .swift files of a repository's HEAD ("path" lines), optionally under one folder. Paths git
# would have to quote (a tab, newline, quote or backslash in the name) are left out.
swift_files() {  # git-dir [folder]
    git --git-dir="$1" -c core.quotePath=false ls-tree -r --name-only HEAD ${2:+"$2"} |
        grep '\.swift$' | grep -v '^"' || true
}

finish() {  # the stamp file written last: an interrupted build is not reused
    printf '%s\n' "$1" > "$dest/.bench-corpus-stamp"
    echo "bench-corpus: $kind corpus in $dest: $(find "$dest" -name '*.swift' -type f | wc -l | tr -d ' ') files, $(du -sh "$dest" 2>/dev/null | cut -f1)" >&2
    echo "$dest"
}

reuse_if_current() {  # stamp
    if [ -f "$dest/.bench-corpus-stamp" ] && [ "$(cat "$dest/.bench-corpus-stamp")" = "$1" ]; then
        echo "$dest"
        exit 0
    fi
    [ -e "$dest" ] && echo "bench-corpus: rebuilding $dest (stamp changed or build unfinished)" >&2
    rm -rf "$dest"
    mkdir -p "$dest"
}

case "$kind" in
medium)
    repos=""
    for path in ${MOCKGEN_BENCH_MEDIUM:-apple/swift-nio vapor/vapor hummingbird-project/hummingbird grpc/grpc-swift-2}; do
        gitdir="$source_dir/$path"
        [ -e "$gitdir" ] || gitdir="$source_dir/$path.git"
        if ! git --git-dir="$gitdir" rev-parse --verify -q HEAD >/dev/null 2>&1; then
            echo "bench-corpus: no git repository at $source_dir/$path[.git] (set MOCKGEN_BENCH_MEDIUM)" >&2
            exit 1
        fi
        repos="$repos$(basename "${path%.git}")	$gitdir
"
    done
    stamp="$(printf '%s' "$repos" | stamp_of medium)"
    reuse_if_current "$stamp"
    echo "bench-corpus: exporting Sources/ of $(printf '%s' "$repos" | cut -f1 | tr '\n' ' ')into $dest" >&2
    printf '%s' "$repos" | while IFS="$(printf '\t')" read -r name gitdir; do
        swift_files "$gitdir" Sources | export_files "$gitdir" "$dest/$name/"
    done
    finish "$stamp"
    ;;
large)
    repos="$(repositories_under "$source_dir")"
    [ -n "$repos" ] || { echo "bench-corpus: no git repositories under $source_dir" >&2; exit 1; }
    stamp="$(printf '%s\n' "$repos" | stamp_of large)"
    reuse_if_current "$stamp"
    echo "bench-corpus: exporting every .swift file of $(printf '%s\n' "$repos" | wc -l | tr -d ' ') repositories under $source_dir into $dest" >&2
    taken="$dest/.bench-corpus-taken"  # every path taken so far, in lower case
    : > "$taken"
    skipped=0
    while IFS="$(printf '\t')" read -r name gitdir; do
        swift_files "$gitdir" > "$dest/.bench-corpus-files"
        # Keep the paths whose lower-case spelling (with the repository's name) is new.
        awk -v name="$name" -v taken="$taken" '
            BEGIN { while ((getline line < taken) > 0) seen[line] = 1 }
            { key = tolower(name "/" $0); if (!(key in seen)) { seen[key] = 1; print; print key >> taken } }
        ' "$dest/.bench-corpus-files" > "$dest/.bench-corpus-keep"
        total=$(wc -l < "$dest/.bench-corpus-files")
        kept=$(wc -l < "$dest/.bench-corpus-keep")
        skipped=$((skipped + total - kept))
        if [ "$kept" -gt 0 ]; then export_files "$gitdir" "$dest/$name/" < "$dest/.bench-corpus-keep"; fi
    done <<EOF
$repos
EOF
    rm -f "$dest/.bench-corpus-files" "$dest/.bench-corpus-keep" "$taken"
    echo "bench-corpus: $skipped paths skipped (same path in another letter case)" >&2
    finish "$stamp"
    ;;
tenfold)
    large="$source_dir"
    [ -f "$large/.bench-corpus-stamp" ] || { echo "bench-corpus: $large is not a finished corpus (build it with: $0 large …)" >&2; exit 1; }
    stamp="$(printf 'bench-corpus 1 tenfold\n'; cat "$large/.bench-corpus-stamp")"
    reuse_if_current "$stamp"
    echo "bench-corpus: copying $large ten times into $dest" >&2
    for i in 01 02 03 04 05 06 07 08 09 10; do
        # GNU cp makes hard links with -l; BSD cp has no -l, pax -rwl does the same.
        if ! cp -Rl "$large" "$dest/copy-$i" 2>/dev/null; then
            rm -rf "$dest/copy-$i"
            if ! (mkdir -p "$dest/copy-$i" && cd "$large" && pax -rwl . "$dest/copy-$i") 2>/dev/null; then
                rm -rf "$dest/copy-$i"
                cp -R "$large" "$dest/copy-$i"
            fi
        fi
        rm -f "$dest/copy-$i/.bench-corpus-stamp"
    done
    finish "$stamp"
    ;;
*) usage ;;
esac
