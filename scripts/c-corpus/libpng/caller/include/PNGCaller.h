#ifndef PNG_CALLER_H
#define PNG_CALLER_H

#include <stddef.h>
#include <stdint.h>

/// C code under test calling libpng directly (no facade).
/// The bytes a `width`×`height` 8-bit gray PNG takes, asked of the simplified API without a
/// buffer (png_image_write_to_memory's size out-parameter); 0 when libpng fails.
size_t png_caller_encoded_size(uint32_t width, uint32_t height);

/// Writes a 1×1 gray PNG through the low-level API, with a write callback that counts the bytes
/// in the I/O pointer it reads back with png_get_io_ptr, and setjmp for libpng's errors; the
/// count, or 0 when libpng failed.
size_t png_caller_count_written_bytes(void);

#endif
