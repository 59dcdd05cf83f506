// C code under test for the sqlite3 smoke tests: it calls SQLite's variadic sqlite3_mprintf
// directly, as C code does; the link seam hands that call to MockCSQLiteVariadicAPI.
#ifndef SQLITE_CALLER_H
#define SQLITE_CALLER_H

/// "<rows> rows in '<table>'" (the table name quoted by SQLite's %Q), freed with sqlite3_free.
char *sqlite_caller_describe(int rows, const char *table);

#endif
