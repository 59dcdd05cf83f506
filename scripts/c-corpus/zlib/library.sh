# zlib for `make c-corpus` (sourced by scripts/c-corpus.sh); see sqlite3/library.sh.
module=CZlib
headers=(/usr/include/zlib.h)
link=z
debian_package=zlib1g-dev
