#ifndef LZMA_CALLER_H
#define LZMA_CALLER_H

#include <stddef.h>
#include <stdint.h>

/// C code under test calling liblzma directly (no facade): compresses `size` bytes of `data` in
/// one call (lzma_easy_buffer_encode) and decodes them back (lzma_stream_buffer_decode) into
/// `decoded` (`capacity` bytes). The decoded size, or -1.
long lzma_caller_roundtrip(const uint8_t *data, size_t size, uint8_t *decoded, size_t capacity);

#endif
