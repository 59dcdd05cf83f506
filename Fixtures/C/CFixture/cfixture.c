// cfixture's implementation: a growable list of items behind an opaque handle.
#include "cfixture.h"
#include "cfixture_nullability.h"

#include <stdio.h>
#include <string.h>

struct cf_handle {
    char name[64];
    cf_item *items;
    size_t count;
    size_t capacity;
};

int cf_open(const char *name, cf_handle **out) {
    if (name == NULL || out == NULL) return CF_ERROR;
    cf_handle *handle = calloc(1, sizeof *handle);
    if (handle == NULL) return CF_ERROR;
    snprintf(handle->name, sizeof handle->name, "%s", name);
    *out = handle;
    return CF_OK;
}

void cf_close(cf_handle *handle) {
    if (handle == NULL) return;
    free(handle->items);
    free(handle);
}

int cf_add(cf_handle *handle, cf_item item) {
    if (handle->count == handle->capacity) {
        size_t capacity = handle->capacity ? handle->capacity * 2 : 4;
        cf_item *items = realloc(handle->items, capacity * sizeof *items);
        if (items == NULL) return CF_ERROR;
        handle->items = items;
        handle->capacity = capacity;
    }
    handle->items[handle->count++] = item;
    return CF_OK;
}

int cf_each(cf_handle *handle, cf_visit_fn visit, void *ctx) {
    for (size_t i = 0; i < handle->count; i++) {
        int result = visit(ctx, &handle->items[i]);
        if (result != 0) return result;
    }
    return 0;
}

cf_status cf_find(cf_handle *handle, const char *name, cf_item *found) {
    for (size_t i = 0; i < handle->count; i++) {
        if (handle->items[i].name != NULL && strcmp(handle->items[i].name, name) == 0) {
            if (found != NULL) *found = handle->items[i];
            return CF_OK;
        }
    }
    return CF_NOT_FOUND;
}

size_t cf_count(const cf_handle *handle) { return handle->count; }
size_t cf_size(const cf_handle *handle) { return handle->count; }

int cf_checksum(const uint8_t bytes[], size_t length, uint32_t *checksum) {
    if (checksum == NULL) return CF_ERROR;
    // Adler-32, as zlib computes it.
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < length; i++) {
        a = (a + bytes[i]) % 65521u;
        b = (b + a) % 65521u;
    }
    *checksum = (b << 16) | a;
    return CF_OK;
}

void cf_fill(uint8_t digest[16], enum cf_mode mode) {
    for (int i = 0; i < 16; i++) digest[i] = (uint8_t)(i * (int)mode);
}

cf_value cf_value_of(const cf_item *item, int which) {
    cf_value value;
    if (which == 0) value.integer = item->size;
    else if (which == 1) value.real = (double)item->size;
    else value.text = item->name;
    return value;
}

char *cf_format(const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    char buffer[256];
    int length = vsnprintf(buffer, sizeof buffer, format, arguments);
    va_end(arguments);
    if (length < 0) return NULL;
    // Longer results are truncated to the buffer: enough for a fixture.
    size_t kept = (size_t)length < sizeof buffer ? (size_t)length : sizeof buffer - 1;
    char *copy = malloc(kept + 1);
    if (copy == NULL) return NULL;
    memcpy(copy, buffer, kept);
    copy[kept] = '\0';
    return copy;
}

int cf_vformat(char *buffer, size_t capacity, const char *format, va_list arguments) {
    return vsnprintf(buffer, capacity, format, arguments);
}

int cf_legacy_open(const char *name) { return name != NULL; }

int cf_debug_dump(const cf_handle *handle) {
    return fprintf(stderr, "cf_handle %s: %zu items\n", handle->name, handle->count);
}

const char *cf_name(const cf_handle *handle, const char *fallback) {
    return handle->name[0] != '\0' ? handle->name : fallback;
}

void cf_sort(cf_item *items, size_t count, int (*compare)(const cf_item *, const cf_item *)) {
    if (compare == NULL) return;
    // Insertion sort: small lists, and a comparison that need not be a total order.
    for (size_t i = 1; i < count; i++) {
        cf_item moving = items[i];
        size_t j = i;
        while (j > 0 && compare(&items[j - 1], &moving) > 0) {
            items[j] = items[j - 1];
            j--;
        }
        items[j] = moving;
    }
}

const char *cf_describe(const cf_item *item, char *buffer, size_t capacity) {
    if (buffer == NULL) return item->name ? item->name : "";
    snprintf(buffer, capacity, "%s (%lld bytes)", item->name ? item->name : "", (long long)item->size);
    return buffer;
}

void cf_release(cf_ref ref) { cf_close(ref); }

int cf_verbosity = 1;
const int cf_abi_version = 3;
cf_free_fn cf_free = free;
const char cf_version_text[] = "1.0";

void cf_release_buffer(void *pointer) { cf_free(pointer); }

void cf_fail(const char *why) {
    fprintf(stderr, "cf_fail: %s\n", why);
    abort();
}

int cf_legacy_count() { return 42; }

cf_int64 cf_seek(cf_handle *handle, cf_int64 offset, cf_origin origin) {
    cf_int64 base = origin == 2 ? (cf_int64)handle->count : 0;
    return base + offset;
}
