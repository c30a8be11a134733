#include "CImageDecoding.h"

// jpeglib.h uses FILE without including stdio.h.
#include <stdio.h>

#include <dlfcn.h>
#include <jpeglib.h>
#include <png.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// libpng and libjpeg are loaded on the first picture, not linked: loading them with every
// mvcs process cost a twentieth of an empty script's instructions, for the one sample
// (Pandas) that draws pictures (docs/DECISIONS.md). The headers still give the types and
// the checks of each call; only the calls go through the pointers below.
static struct {
  int (*png_image_begin_read_from_memory)(png_imagep, png_const_voidp, size_t);
  int (*png_image_finish_read)(png_imagep, png_const_colorp, void *, png_int_32, void *);
  int (*png_image_write_to_memory)(png_imagep, void *, png_alloc_size_t *, int, const void *, png_int_32,
                                   const void *);
  void (*png_image_free)(png_imagep);
  struct jpeg_error_mgr *(*jpeg_std_error)(struct jpeg_error_mgr *);
  void (*jpeg_CreateDecompress)(j_decompress_ptr, int, size_t);
  void (*jpeg_mem_src)(j_decompress_ptr, const unsigned char *, unsigned long);
  int (*jpeg_read_header)(j_decompress_ptr, boolean);
  boolean (*jpeg_start_decompress)(j_decompress_ptr);
  JDIMENSION (*jpeg_read_scanlines)(j_decompress_ptr, JSAMPARRAY, JDIMENSION);
  boolean (*jpeg_finish_decompress)(j_decompress_ptr);
  void (*jpeg_destroy_decompress)(j_decompress_ptr);
  const char *failure;
} images;

static pthread_once_t images_once = PTHREAD_ONCE_INIT;

static void *symbol(void *library, const char *name) {
  void *found = library ? dlsym(library, name) : NULL;
  if (found == NULL && images.failure == NULL) images.failure = name;
  return found;
}

static void load_images(void) {
  void *png = dlopen("libpng16.so.16", RTLD_NOW | RTLD_LOCAL);
  if (png == NULL) images.failure = "libpng16.so.16 (install libpng16-16)";
  *(void **)&images.png_image_begin_read_from_memory = symbol(png, "png_image_begin_read_from_memory");
  *(void **)&images.png_image_finish_read = symbol(png, "png_image_finish_read");
  *(void **)&images.png_image_write_to_memory = symbol(png, "png_image_write_to_memory");
  *(void **)&images.png_image_free = symbol(png, "png_image_free");
  void *jpeg = dlopen("libjpeg.so.62", RTLD_NOW | RTLD_LOCAL);
  if (jpeg == NULL && images.failure == NULL) images.failure = "libjpeg.so.62 (install libjpeg62-turbo)";
  *(void **)&images.jpeg_std_error = symbol(jpeg, "jpeg_std_error");
  *(void **)&images.jpeg_CreateDecompress = symbol(jpeg, "jpeg_CreateDecompress");
  *(void **)&images.jpeg_mem_src = symbol(jpeg, "jpeg_mem_src");
  *(void **)&images.jpeg_read_header = symbol(jpeg, "jpeg_read_header");
  *(void **)&images.jpeg_start_decompress = symbol(jpeg, "jpeg_start_decompress");
  *(void **)&images.jpeg_read_scanlines = symbol(jpeg, "jpeg_read_scanlines");
  *(void **)&images.jpeg_finish_decompress = symbol(jpeg, "jpeg_finish_decompress");
  *(void **)&images.jpeg_destroy_decompress = symbol(jpeg, "jpeg_destroy_decompress");
}

// Loads the libraries once; 0 when every call is there, else -1 with what is missing.
static int images_loaded(char *error, size_t error_size) {
  pthread_once(&images_once, load_images);
  if (images.failure == NULL) return 0;
  snprintf(error, error_size, "cannot load %s", images.failure);
  return -1;
}

#define png_image_begin_read_from_memory images.png_image_begin_read_from_memory
#define png_image_finish_read images.png_image_finish_read
#define png_image_write_to_memory images.png_image_write_to_memory
#define png_image_free images.png_image_free
#define jpeg_std_error images.jpeg_std_error
#define jpeg_CreateDecompress images.jpeg_CreateDecompress
#define jpeg_mem_src images.jpeg_mem_src
#define jpeg_read_header images.jpeg_read_header
#define jpeg_start_decompress images.jpeg_start_decompress
#define jpeg_read_scanlines images.jpeg_read_scanlines
#define jpeg_finish_decompress images.jpeg_finish_decompress
#define jpeg_destroy_decompress images.jpeg_destroy_decompress

// Pictures larger than this are refused rather than risk a huge allocation from a hostile size.
#define MVCS_MAX_PIXELS (64u * 1024u * 1024u)

int mvcs_decode_png(const uint8_t *data, size_t size, uint8_t **pixels, int *width, int *height,
                    char *error, size_t error_size) {
  if (images_loaded(error, error_size) != 0) return -1;
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
  if (images_loaded(error, error_size) != 0) return -1;
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
  if (images_loaded(error, error_size) != 0) return -1;
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
