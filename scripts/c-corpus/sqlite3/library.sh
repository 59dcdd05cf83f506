# sqlite3 for `make c-corpus` (sourced by scripts/c-corpus.sh): the Clang module the facade imports,
# the headers its module map names, what it links, and the Debian package holding the headers.
module=CSQLite
headers=(/usr/include/sqlite3.h)
link=sqlite3
debian_package=libsqlite3-dev
