#ifndef CIMAGEDECODING_H
#define CIMAGEDECODING_H

#include <stddef.h>
#include <stdint.h>

// Decodes PNG or JPEG bytes to 8-bit RGB. C rather than Swift because libjpeg reports errors
// by longjmp, which Swift cannot catch. On success returns 0 and sets *pixels (free with
// free()), *width and *height; on failure returns -1 with a message in `error`.
int mvcs_decode_png(const uint8_t *data, size_t size, uint8_t **pixels, int *width, int *height,
                    char *error, size_t error_size);
int mvcs_decode_jpeg(const uint8_t *data, size_t size, uint8_t **pixels, int *width, int *height,
                     char *error, size_t error_size);

// Encodes 8-bit RGB pixels (`width` * 3 bytes a row) as a PNG with libpng. On success returns
// 0 and sets *png (free with free()) and *png_size; on failure returns -1 with a message in
// `error`.
int mvcs_encode_png(const uint8_t *pixels, int width, int height, uint8_t **png, size_t *png_size,
                    char *error, size_t error_size);

#endif
