#include "cfixture_caller.h"
#include "cfixture.h"
#include <stdarg.h>

char *cf_caller_describe(int count, const char *name, double ratio) {
    return cf_format("%d items named %s (%.2f)", count, name, ratio);
}

char *cf_caller_many(void) {
    return cf_format("%d %d %d %d %d %d %d %ld %s %.1f %.1f %.1f", 1, 2, 3, 4, 5, 6, 7, 8L, "nine", 1.5, 2.5, 3.5);
}

static int format_into(char *buffer, unsigned long capacity, const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    int written = cf_vformat(buffer, capacity, format, arguments);
    va_end(arguments);
    return written;
}

int cf_caller_left(char *buffer, unsigned long capacity, int count) {
    return format_into(buffer, capacity, "%d left", count);
}
