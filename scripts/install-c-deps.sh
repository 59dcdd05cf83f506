#!/usr/bin/env bash
# What the C side of the tests reads, installed when missing (Debian/Ubuntu, as root; elsewhere it
# only says what is missing): Debian's libclang (a second C front end next to the Swift
# toolchain's own, so the C reader is tested against both) and the headers of the real C
# libraries the tests and `make c-corpus` read (sqlite3.h, zlib.h).
#
#   scripts/install-c-deps.sh            what `make test` needs
#   scripts/install-c-deps.sh --corpus   and the -dev package of every library of scripts/c-corpus/
#                                        (its library.sh's debian_package, when a header is missing)
set -euo pipefail
missing=()
if [ "${1:-}" = --corpus ]; then
    command -v pkg-config > /dev/null || missing+=(pkg-config)
    for config in "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"/c-corpus/*/library.sh; do
        # shellcheck source=/dev/null
        headers=() debian_package=""
        source "$config"
        for header in "${headers[@]}"; do
            [ -f "$header" ] || { missing+=("$debian_package"); break; }
        done
    done
fi
ls /usr/lib/llvm-*/lib/libclang*.so* > /dev/null 2>&1 || missing+=(libclang-dev)
[ -f /usr/include/sqlite3.h ] || missing+=(libsqlite3-dev)
[ -f /usr/include/zlib.h ] || missing+=(zlib1g-dev)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
    echo "install-c-deps: installing ${missing[*]}" >&2
    apt-get update -qq > /dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" > /dev/null
else
    echo "install-c-deps: missing ${missing[*]} (install them, e.g. apt-get install ${missing[*]}); the tests that need them will say so" >&2
fi
