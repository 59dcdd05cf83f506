# libpng for `make c-corpus` (sourced by scripts/c-corpus.sh); see sqlite3/library.sh. Picked for
# what it stresses: opaque handles behind typedefs (png_structp, png_infop, their const and
# restrict variants), I/O and error callbacks whose user data is read back through the library
# (png_set_write_fn and png_get_io_ptr), deprecated functions (PNG_DEPRECATED, no message),
# functions declared through macros (PNG_EXPORT), noreturn functions (png_error, png_longjmp),
# setjmp's jmp_buf in a signature (png_set_longjmp_fn, from <setjmp.h>, which mockgen leaves to
# Glibc), a struct with a char array passed by pointer (png_image), and out-parameters
# (png_image_write_to_memory's size). png.h 1.6 does not include zlib.h (1.2 did); the headers it
# includes itself (pngconf.h, pnglibconf.h) sit beside it in /usr/include as symlinks, so no
# pkg-config flags are needed.
module=CPNG
headers=(/usr/include/png.h)
link=png16
debian_package=libpng-dev
