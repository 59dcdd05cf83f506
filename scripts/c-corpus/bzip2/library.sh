# bzip2 for `make c-corpus` (sourced by scripts/c-corpus.sh); see sqlite3/library.sh. Picked for
# what it stresses: `int *` error out-parameters first in most signatures (BZ2_bzRead…),
# `unsigned int *` in-out lengths (BZ2_bzBuffToBuffCompress), FILE * parameters from <stdio.h>
# (BZ2_bzReadOpen, BZ2_bzWriteOpen), a `void` typedef as the handle (BZFILE, so void *), a
# struct passed by pointer whose fields are callbacks with their context (bz_stream's bzalloc,
# bzfree and opaque), and non-const `char *` inputs.
module=CBZ2
headers=(/usr/include/bzlib.h)
link=bz2
debian_package=libbz2-dev
