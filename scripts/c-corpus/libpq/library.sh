# libpq for `make c-corpus` (sourced by scripts/c-corpus.sh); see sqlite3/library.sh. Picked for
# what it stresses: a header in a folder of its own (/usr/include/postgresql) including two of
# its neighbours (postgres_ext.h, pg_config_ext.h), opaque handles (PGconn, PGresult, PGcancel),
# a callback with its context set apart from the calls that fire it (PQsetNoticeProcessor),
# C enums as results and parameters (ConnStatusType, ExecStatusType), FILE * parameters
# (PQtrace, PQprint), out-parameters (PQconninfoParse's error message, PQunescapeBytea's length),
# and arrays of structs handed back to be freed (PQconninfoOption). The live tests need no server.
module=CPQ
headers=(/usr/include/postgresql/libpq-fe.h)
link=pq
debian_package=libpq-dev
# -I/usr/include/postgresql, for the C caller's `#include <libpq-fe.h>` (mockgen finds the header's
# own includes beside it without it).
pkg_config=libpq
