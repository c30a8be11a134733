#include "CImageDecoding.h"

// jpeglib.h uses FILE without including stdio.h.
#include <stdio.h>

#include <jpeglib.h>
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// Pictures larger than this are refused rather than risk a huge allocation from a hostile size.
#define MVCS_MAX_PIXELS (64u * 1024u * 1024u)

int mvcs_decode_png(const uint8_t *data, size_t size, uint8_t **pixels, int *width, int *height,
                    char *error, size_t error_size) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, data, size)) {
    snprintf(error, error_size, "%s", image.message);
    return -1;
  }
  if ((size_t)image.width * image.height > MVCS_MAX_PIXELS) {
    png_image_free(&image);
    snprintf(error, error_size, "%ux%u is too large", image.width, image.height);
    return -1;
  }
  image.format = PNG_FORMAT_RGB;
  uint8_t *buffer = malloc(PNG_IMAGE_SIZE(image));
  if (buffer == NULL) {
    png_image_free(&image);
    snprintf(error, error_size, "out of memory");
    return -1;
  }
  if (!png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
    snprintf(error, error_size, "%s", image.message);
    free(buffer);
    return -1;
  }
  *pixels = buffer;
  *width = (int)image.width;
  *height = (int)image.height;
  return 0;
}

int mvcs_encode_png(const uint8_t *pixels, int width, int height, uint8_t **png, size_t *png_size,
                    char *error, size_t error_size) {
  if (width <= 0 || height <= 0 || (size_t)width * (size_t)height > MVCS_MAX_PIXELS) {
    snprintf(error, error_size, "%dx%d cannot be encoded", width, height);
    return -1;
  }
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = (png_uint_32)width;
  image.height = (png_uint_32)height;
  image.format = PNG_FORMAT_RGB;
  // The first call only measures; the second writes into a buffer of that size.
  png_alloc_size_t size = 0;
  if (!png_image_write_to_memory(&image, NULL, &size, 0, pixels, 0, NULL)) {
    snprintf(error, error_size, "%s", image.message);
    png_image_free(&image);
    return -1;
  }
  uint8_t *buffer = malloc(size);
  if (buffer == NULL) {
    snprintf(error, error_size, "out of memory");
    return -1;
  }
  if (!png_image_write_to_memory(&image, buffer, &size, 0, pixels, 0, NULL)) {
    snprintf(error, error_size, "%s", image.message);
    png_image_free(&image);
    free(buffer);
    return -1;
  }
  *png = buffer;
  *png_size = (size_t)size;
  return 0;
}

struct mvcs_jpeg_error {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
};

static void mvcs_jpeg_fail(j_common_ptr info) {
  struct mvcs_jpeg_error *error = (struct mvcs_jpeg_error *)info->err;
  longjmp(error->jump, 1);
}

// libjpeg prints warnings to stderr by default; the shell's output must stay deterministic.
static void mvcs_jpeg_silence(j_common_ptr info) { (void)info; }

int mvcs_decode_jpeg(const uint8_t *data, size_t size, uint8_t **pixels, int *width, int *height,
                     char *error, size_t error_size) {
  struct jpeg_decompress_struct info;
  struct mvcs_jpeg_error failure;
  uint8_t *volatile buffer = NULL;
  info.err = jpeg_std_error(&failure.manager);
  failure.manager.error_exit = mvcs_jpeg_fail;
  failure.manager.output_message = mvcs_jpeg_silence;
  if (setjmp(failure.jump)) {
    char message[JMSG_LENGTH_MAX];
    failure.manager.format_message((j_common_ptr)&info, message);
    snprintf(error, error_size, "%s", message);
    jpeg_destroy_decompress(&info);
    free(buffer);
    return -1;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  info.out_color_space = JCS_RGB;
  jpeg_start_decompress(&info);
  if ((size_t)info.output_width * info.output_height > MVCS_MAX_PIXELS || info.output_components != 3) {
    snprintf(error, error_size, "unsupported JPEG (%ux%u, %d components)", info.output_width,
             info.output_height, info.output_components);
    jpeg_destroy_decompress(&info);
    return -1;
  }
  size_t stride = (size_t)info.output_width * 3;
  buffer = malloc(stride * info.output_height);
  if (buffer == NULL) {
    jpeg_destroy_decompress(&info);
    snprintf(error, error_size, "out of memory");
    return -1;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = buffer + stride * info.output_scanline;
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  *pixels = buffer;
  *width = (int)info.output_width;
  *height = (int)info.output_height;
  jpeg_destroy_decompress(&info);
  return 0;
}
