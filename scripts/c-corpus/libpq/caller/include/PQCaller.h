#ifndef PQ_CALLER_H
#define PQ_CALLER_H

#include <stddef.h>

/// C code under test calling libpq directly (no facade).
/// Connects with `conninfo` and returns PQstatus, with PQerrorMessage copied into `message`
/// (`capacity` bytes).
int pq_caller_connect_status(const char *conninfo, char *message, size_t capacity);

/// Connects with `conninfo`, counts the notices the connection's notice processor gets while
/// `sql` runs (PQexec), and disconnects: the count, or -1 when PQexec gave no result.
int pq_caller_count_notices(const char *conninfo, const char *sql);

/// The length PQunescapeBytea gives `text` through its out-parameter, or -1.
long pq_caller_unescaped_length(const char *text);

#endif
