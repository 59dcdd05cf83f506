#include "PNGCaller.h"

#include <png.h>
#include <setjmp.h>
#include <string.h>

size_t png_caller_encoded_size(uint32_t width, uint32_t height) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_GRAY;
    static const png_byte pixels[64 * 64];
    if (width * height > sizeof pixels) return 0;
    png_alloc_size_t size = 0;
    if (!png_image_write_to_memory(&image, NULL, &size, 0, pixels, 0, NULL)) return 0;
    return (size_t)size;
}

static void count_bytes(png_structp png, png_bytep data, size_t length) {
    (void)data;
    *(size_t *)png_get_io_ptr(png) += length;
}

size_t png_caller_count_written_bytes(void) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (png == NULL) return 0;
    png_infop info = png_create_info_struct(png);
    // Volatile: read after a longjmp back here.
    volatile size_t written = 0;
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return 0;
    }
    png_set_write_fn(png, (void *)&written, count_bytes, NULL);
    png_set_IHDR(png, info, 1, 1, 8, PNG_COLOR_TYPE_GRAY, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    png_byte row[1] = {0x80};
    png_write_row(png, row);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return written;
}
