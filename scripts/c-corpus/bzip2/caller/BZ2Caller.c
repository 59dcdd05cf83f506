#include "BZ2Caller.h"

#include <bzlib.h>
#include <string.h>

int bz2_caller_roundtrip(const char *text, char *decoded, unsigned capacity) {
    char source[1024], compressed[2048];
    size_t length = strlen(text);
    if (length >= sizeof source) return -1;
    memcpy(source, text, length + 1);
    unsigned compressed_length = sizeof compressed;
    if (BZ2_bzBuffToBuffCompress(compressed, &compressed_length, source, (unsigned)length, 9, 0, 0) != BZ_OK) return -1;
    unsigned decoded_length = capacity;
    if (BZ2_bzBuffToBuffDecompress(decoded, &decoded_length, compressed, compressed_length, 0, 0) != BZ_OK) return -1;
    return (int)decoded_length;
}

long bz2_caller_write(FILE *file, const char *text) {
    int error = BZ_OK;
    BZFILE *bz = BZ2_bzWriteOpen(&error, file, 9, 0, 0);
    if (error != BZ_OK) return -1;
    BZ2_bzWrite(&error, bz, (void *)text, (int)strlen(text));
    int failed = error != BZ_OK;
    unsigned in = 0, out = 0;
    BZ2_bzWriteClose(&error, bz, failed, &in, &out);
    return failed || error != BZ_OK ? -1 : (long)out;
}
