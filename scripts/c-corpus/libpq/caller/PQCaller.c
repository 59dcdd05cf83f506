#include "PQCaller.h"

#include <libpq-fe.h>
#include <string.h>

int pq_caller_connect_status(const char *conninfo, char *message, size_t capacity) {
    PGconn *conn = PQconnectdb(conninfo);
    ConnStatusType status = PQstatus(conn);
    const char *error = PQerrorMessage(conn);
    if (capacity > 0) {
        strncpy(message, error != NULL ? error : "", capacity - 1);
        message[capacity - 1] = '\0';
    }
    PQfinish(conn);
    return (int)status;
}

static void count_notice(void *arg, const char *message) {
    (void)message;
    *(int *)arg += 1;
}

int pq_caller_count_notices(const char *conninfo, const char *sql) {
    PGconn *conn = PQconnectdb(conninfo);
    int notices = 0;
    PQsetNoticeProcessor(conn, count_notice, &notices);
    PGresult *result = PQexec(conn, sql);
    int found = result != NULL;
    PQclear(result);
    PQfinish(conn);
    return found ? notices : -1;
}

long pq_caller_unescaped_length(const char *text) {
    size_t length = 0;
    unsigned char *bytes = PQunescapeBytea((const unsigned char *)text, &length);
    if (bytes == NULL) return -1;
    PQfreemem(bytes);
    return (long)length;
}
