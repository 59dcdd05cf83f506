// cfixture: a small C API shaped like the ones mockgen mocks (SQLite, zlib): an opaque handle
// opened through an out-parameter, callbacks with a context pointer, enums, structs by value and
// by pointer, variadic and va_list functions, a union; nullability is in cfixture_nullability.h. The C reader's tests assert
// on these declarations line by line: keep line numbers stable, add new ones at the end.
#ifndef CFIXTURE_H
#define CFIXTURE_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/* An opaque handle: declared, never defined here. */
typedef struct cf_handle cf_handle;

/* A typedef'd integer, as sqlite3_int64. */
typedef long long cf_int64;

typedef enum cf_status {
    CF_OK = 0,
    CF_ERROR = 1,
    CF_NOT_FOUND = 2
} cf_status;

enum cf_mode { CF_READ = 1, CF_WRITE = 2 };

typedef struct cf_item {
    const char *name;
    cf_int64 size;
    uint8_t flags;
} cf_item;

typedef union cf_value {
    int64_t integer;
    double real;
    const char *text;
} cf_value;

typedef int (*cf_visit_fn)(void *ctx, const cf_item *item);

int cf_open(const char *name, cf_handle **out);
void cf_close(cf_handle *handle);
int cf_add(cf_handle *handle, cf_item item);
int cf_each(cf_handle *handle, cf_visit_fn visit, void *ctx);
cf_status cf_find(cf_handle *handle, const char *name, cf_item *found);
size_t cf_count(const cf_handle *handle);
/* Deprecated, still exported: the facade's requirement is deprecated with clang's message, and
   the generated files compile without a warning. */
size_t cf_size(const cf_handle *handle) __attribute__((deprecated("use cf_count")));
int cf_checksum(const uint8_t bytes[], size_t length, uint32_t *checksum);
void cf_fill(uint8_t digest[16], enum cf_mode mode);
cf_value cf_value_of(const cf_item *item, int which);
char *cf_format(const char *format, ...);
int cf_vformat(char *buffer, size_t capacity, const char *format, va_list arguments);
static inline cf_int64 cf_double_size(const cf_item *item) { return item->size * 2; }
/* Declared twice, as headers sometimes do: one function, at the first declaration. */
void cf_close(cf_handle *handle);
int cf_legacy_open(const char *name) __attribute__((unavailable("use cf_open")));
/* Callable from C, hidden from Swift (as NS_SWIFT_UNAVAILABLE does). */
int cf_debug_dump(const cf_handle *handle) __attribute__((availability(swift, unavailable, message="C only")));
/* Global variables: properties of the facade (Swift 6 refuses to touch a C global directly,
   "not concurrency-safe"). A const one is read-only; an array one is left out with the reason. */
extern int cf_verbosity;
extern const int cf_abi_version;
typedef void (*cf_free_fn)(void *pointer);
extern cf_free_fn cf_free;
extern const char cf_version_text[];
/* Frees `pointer` through the cf_free hook, as libxml2's xmlFree: code that sets the hook sees it. */
void cf_release_buffer(void *pointer);
/* Never returns (as libpng's png_error): `-> Never` in Swift, and no link seam. */
void cf_fail(const char *why) __attribute__((noreturn));
/* No prototype (K&R style, as readline's rl_message without HAVE_STDARG_H): Swift imports it
   as taking nothing; no link seam, which could not forward what C callers pass. */
int cf_legacy_count();
/* Typedefs of small integers (as zlib's uInt, libpng's png_uint_16): integer literals match them
   in the mocks' proxies, as they match `int`. Moves the handle's cursor; returns the new one. */
typedef unsigned short cf_origin;
cf_int64 cf_seek(cf_handle *handle, cf_int64 offset, cf_origin origin);

#endif
