#!/usr/bin/env bash
# Runs a command (a SwiftPM build, say) with git unable to fetch anything: no system or user git
# configuration (so no mirror of github.com), git allowed only local paths, and a new, empty HOME
# (so no SwiftPM cache of earlier fetches). A package that resolves and builds this way needs no
# package but the ones it names by path.
#
#   scripts/without-fetching.sh swift test --package-path Examples/QuickStart
set -euo pipefail
[ $# -ge 1 ] || { sed -n '2,7p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
HOME="$home" XDG_CONFIG_HOME="$home/.config" GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null GIT_ALLOW_PROTOCOL=file "$@"
