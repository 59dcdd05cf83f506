#ifndef BZ2_CALLER_H
#define BZ2_CALLER_H

#include <stdio.h>

/// C code under test calling bzip2 directly (no facade).
/// Compresses `text` in one call (BZ2_bzBuffToBuffCompress) and decompresses it back
/// (BZ2_bzBuffToBuffDecompress) into `decoded` (`capacity` bytes): the decoded size, or -1.
int bz2_caller_roundtrip(const char *text, char *decoded, unsigned capacity);

/// Writes `text` compressed to `file` (BZ2_bzWriteOpen, BZ2_bzWrite, BZ2_bzWriteClose): the
/// compressed size BZ2_bzWriteClose reports, or -1.
long bz2_caller_write(FILE *file, const char *text);

#endif
