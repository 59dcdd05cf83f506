#include "SQLiteCaller.h"
#include <sqlite3.h>

char *sqlite_caller_describe(int rows, const char *table) {
    return sqlite3_mprintf("%d rows in %Q", rows, table);
}
