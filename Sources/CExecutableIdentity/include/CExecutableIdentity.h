#ifndef MOCKGEN_C_EXECUTABLE_IDENTITY_H
#define MOCKGEN_C_EXECUTABLE_IDENTITY_H

/// Copies the running executable's build identity into `buffer` (at most `capacity` bytes) and
/// returns how many bytes it has, or 0 when it has none: the linker's build ID on ELF systems
/// (`NT_GNU_BUILD_ID`, a hash of the linked file), the `LC_UUID` on Darwin (made from the
/// contents by the linker). Read from the loaded image: no file is opened.
int mockgen_executable_build_id(unsigned char *buffer, int capacity);

#endif
