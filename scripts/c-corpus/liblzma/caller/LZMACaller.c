#include "LZMACaller.h"

#include <lzma.h>

long lzma_caller_roundtrip(const uint8_t *data, size_t size, uint8_t *decoded, size_t capacity) {
    uint8_t compressed[4096];
    size_t compressed_size = 0;
    if (lzma_easy_buffer_encode(LZMA_PRESET_DEFAULT, LZMA_CHECK_CRC32, NULL, data, size, compressed, &compressed_size,
                                sizeof compressed) != LZMA_OK)
        return -1;
    uint64_t memlimit = UINT64_MAX;
    size_t in_position = 0, out_position = 0;
    if (lzma_stream_buffer_decode(&memlimit, 0, NULL, compressed, &in_position, compressed_size, decoded, &out_position,
                                  capacity) != LZMA_OK)
        return -1;
    return (long)out_position;
}
