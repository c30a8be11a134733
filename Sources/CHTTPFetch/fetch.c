#include "CHTTPFetch.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libcurl's ABI, declared here rather than taken from <curl/curl.h>: the header would make
// libcurl's development package a build dependency of every build of mvcs, for a dozen
// numbers and signatures curl promises never to change within soname 4 (options and error
// codes are only ever added). Checked against curl 7.88's header; the names are curl's.
typedef void CURL;
typedef void CURLM;
typedef int CURLcode;
typedef int CURLMcode;
typedef int CURLoption;
typedef int CURLINFO;
typedef int64_t curl_off_t;

typedef struct CURLMsg {
  int msg;
  CURL *easy_handle;
  union {
    void *whatever;
    CURLcode result;
  } data;
} CURLMsg;

enum {
  CURL_GLOBAL_DEFAULT = 3,
  CURL_ERROR_SIZE = 256,
  CURLMSG_DONE = 1,
  CURLPROTO_HTTP = 1 << 0,
  CURLPROTO_HTTPS = 1 << 1,
};

enum {
  CURLOPT_WRITEDATA = 10000 + 1,
  CURLOPT_URL = 10000 + 2,
  CURLOPT_ERRORBUFFER = 10000 + 10,
  CURLOPT_WRITEFUNCTION = 20000 + 11,
  CURLOPT_USERAGENT = 10000 + 18,
  CURLOPT_POSTFIELDS = 10000 + 15,
  CURLOPT_HTTPHEADER = 10000 + 23,
  CURLOPT_HEADERDATA = 10000 + 29,
  CURLOPT_CUSTOMREQUEST = 10000 + 36,
  CURLOPT_NOBODY = 44,
  CURLOPT_POST = 47,
  CURLOPT_HEADERFUNCTION = 20000 + 79,
  CURLOPT_POSTFIELDSIZE_LARGE = 30000 + 120,
  CURLOPT_FOLLOWLOCATION = 52,
  CURLOPT_MAXREDIRS = 68,
  CURLOPT_HTTPGET = 80,
  CURLOPT_NOSIGNAL = 99,
  CURLOPT_ACCEPT_ENCODING = 10000 + 102,
  CURLOPT_MAXFILESIZE_LARGE = 30000 + 117,
  CURLOPT_TIMEOUT_MS = 155,
  CURLOPT_PROTOCOLS = 181,
  CURLOPT_REDIR_PROTOCOLS = 182,
  CURLOPT_PROTOCOLS_STR = 10000 + 318,
  CURLOPT_REDIR_PROTOCOLS_STR = 10000 + 319,
};

enum {
  CURLINFO_RESPONSE_CODE = 0x200000 + 2,
  CURLINFO_OS_ERRNO = 0x200000 + 25,
};

enum {
  CURLE_OK = 0,
  CURLE_UNSUPPORTED_PROTOCOL = 1,
  CURLE_URL_MALFORMAT = 3,
  CURLE_COULDNT_RESOLVE_PROXY = 5,
  CURLE_COULDNT_RESOLVE_HOST = 6,
  CURLE_COULDNT_CONNECT = 7,
  CURLE_WEIRD_SERVER_REPLY = 8,
  CURLE_HTTP2 = 16,
  CURLE_PARTIAL_FILE = 18,
  CURLE_WRITE_ERROR = 23,
  CURLE_OUT_OF_MEMORY = 27,
  CURLE_OPERATION_TIMEDOUT = 28,
  CURLE_SSL_CONNECT_ERROR = 35,
  CURLE_TOO_MANY_REDIRECTS = 47,
  CURLE_UNKNOWN_OPTION = 48,
  CURLE_GOT_NOTHING = 52,
  CURLE_SSL_ENGINE_NOTFOUND = 53,
  CURLE_SSL_ENGINE_SETFAILED = 54,
  CURLE_SEND_ERROR = 55,
  CURLE_RECV_ERROR = 56,
  CURLE_SSL_CERTPROBLEM = 58,
  CURLE_SSL_CIPHER = 59,
  CURLE_PEER_FAILED_VERIFICATION = 60,
  CURLE_BAD_CONTENT_ENCODING = 61,
  CURLE_FILESIZE_EXCEEDED = 63,
  CURLE_USE_SSL_FAILED = 64,
  CURLE_SSL_ENGINE_INITFAILED = 66,
  CURLE_SSL_CACERT_BADFILE = 77,
  CURLE_SSL_SHUTDOWN_FAILED = 80,
  CURLE_SSL_CRL_BADFILE = 82,
  CURLE_SSL_ISSUER_ERROR = 83,
  CURLE_SSL_PINNEDPUBKEYNOTMATCH = 90,
  CURLE_SSL_INVALIDCERTSTATUS = 91,
  CURLE_HTTP2_STREAM = 92,
  CURLE_HTTP3 = 95,
  CURLE_SSL_CLIENTCERT = 98,
};

typedef size_t (*curl_write_callback)(char *data, size_t size, size_t count, void *context);

// The functions used, resolved once from the loaded library. Process-wide because the library
// is: it is loaded once and never unloaded, and the table is written only inside pthread_once.
static struct {
  CURLcode (*global_init)(long flags);
  CURL *(*easy_init)(void);
  CURLcode (*easy_setopt)(CURL *easy, CURLoption option, ...);
  CURLcode (*easy_getinfo)(CURL *easy, CURLINFO info, ...);
  void (*easy_cleanup)(CURL *easy);
  const char *(*easy_strerror)(CURLcode code);
  CURLM *(*multi_init)(void);
  CURLMcode (*multi_add_handle)(CURLM *multi, CURL *easy);
  CURLMcode (*multi_remove_handle)(CURLM *multi, CURL *easy);
  CURLMcode (*multi_perform)(CURLM *multi, int *running);
  CURLMcode (*multi_poll)(CURLM *multi, void *extra_fds, unsigned extra_count, int timeout_ms, int *ready);
  CURLMcode (*multi_wakeup)(CURLM *multi);
  CURLMsg *(*multi_info_read)(CURLM *multi, int *queued);
  CURLMcode (*multi_cleanup)(CURLM *multi);
  const char *(*multi_strerror)(CURLMcode code);
  struct curl_slist *(*slist_append)(struct curl_slist *list, const char *line);
  void (*slist_free_all)(struct curl_slist *list);
} curl;

static pthread_once_t curl_once = PTHREAD_ONCE_INIT;
// Empty when libcurl loaded; otherwise why not, for every request's message.
static char curl_load_error[256];

static void load_curl(void) {
  // Debian's libcurl4 (OpenSSL) first; libcurl3-gnutls ships the same ABI under another name.
  const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4"};
  void *library = NULL;
  char first_error[200] = "";
  for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
    library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (library == NULL && i == 0) snprintf(first_error, sizeof first_error, "%s", dlerror());
  }
  if (library == NULL) {
    snprintf(curl_load_error, sizeof curl_load_error, "%s", first_error);
    return;
  }
#define RESOLVE(field, symbol)                                                                     \
  if ((*(void **)&curl.field = dlsym(library, symbol)) == NULL) {                                  \
    snprintf(curl_load_error, sizeof curl_load_error, "libcurl has no %s (it is older than 7.68)", \
             symbol);                                                                              \
    return;                                                                                        \
  }
  RESOLVE(global_init, "curl_global_init")
  RESOLVE(easy_init, "curl_easy_init")
  RESOLVE(easy_setopt, "curl_easy_setopt")
  RESOLVE(easy_getinfo, "curl_easy_getinfo")
  RESOLVE(easy_cleanup, "curl_easy_cleanup")
  RESOLVE(easy_strerror, "curl_easy_strerror")
  RESOLVE(multi_init, "curl_multi_init")
  RESOLVE(multi_add_handle, "curl_multi_add_handle")
  RESOLVE(multi_remove_handle, "curl_multi_remove_handle")
  RESOLVE(multi_perform, "curl_multi_perform")
  RESOLVE(multi_poll, "curl_multi_poll")
  RESOLVE(multi_wakeup, "curl_multi_wakeup")
  RESOLVE(multi_info_read, "curl_multi_info_read")
  RESOLVE(multi_cleanup, "curl_multi_cleanup")
  RESOLVE(multi_strerror, "curl_multi_strerror")
  RESOLVE(slist_append, "curl_slist_append")
  RESOLVE(slist_free_all, "curl_slist_free_all")
#undef RESOLVE
  // curl_global_init is not thread-safe in older libcurls; pthread_once makes it run once.
  CURLcode code = curl.global_init(CURL_GLOBAL_DEFAULT);
  if (code != CURLE_OK) {
    snprintf(curl_load_error, sizeof curl_load_error, "curl_global_init failed: %s",
             curl.easy_strerror(code));
  }
}

struct mvcs_http_request {
  // Guards `multi` against the GET freeing it while cancel wakes it.
  pthread_mutex_t lock;
  CURLM *multi;
  atomic_bool cancelled;
};

mvcs_http_request *mvcs_http_request_create(void) {
  mvcs_http_request *request = calloc(1, sizeof *request);
  if (request == NULL) return NULL;
  pthread_mutex_init(&request->lock, NULL);
  atomic_init(&request->cancelled, false);
  return request;
}

void mvcs_http_request_cancel(mvcs_http_request *request) {
  pthread_mutex_lock(&request->lock);
  atomic_store(&request->cancelled, true);
  // Wakes the GET's poll at once rather than at its next one-second tick.
  if (request->multi != NULL) curl.multi_wakeup(request->multi);
  pthread_mutex_unlock(&request->lock);
}

void mvcs_http_request_free(mvcs_http_request *request) {
  if (request == NULL) return;
  pthread_mutex_destroy(&request->lock);
  free(request);
}

void mvcs_http_result_free(mvcs_http_result *result) {
  free(result->headers);
  result->headers = NULL;
  result->headers_length = 0;
  free(result->body);
  result->body = NULL;
  result->body_length = 0;
}

// Where the write callback collects the body.
typedef struct body_buffer {
  unsigned char *bytes;
  size_t length;
  size_t capacity;
  size_t limit;
  bool too_large;
  bool out_of_memory;
} body_buffer;

static size_t collect_body(char *data, size_t size, size_t count, void *context) {
  body_buffer *buffer = context;
  size_t incoming = size * count;
  if (incoming > buffer->limit - buffer->length) {
    buffer->too_large = true;
    return 0;  // anything but `incoming` makes curl stop with CURLE_WRITE_ERROR
  }
  if (buffer->length + incoming > buffer->capacity) {
    size_t capacity = buffer->capacity == 0 ? 16384 : buffer->capacity;
    while (capacity < buffer->length + incoming) {
      capacity = capacity > buffer->limit / 2 ? buffer->limit : capacity * 2;
    }
    unsigned char *bytes = realloc(buffer->bytes, capacity);
    if (bytes == NULL) {
      buffer->out_of_memory = true;
      return 0;
    }
    buffer->bytes = bytes;
    buffer->capacity = capacity;
  }
  memcpy(buffer->bytes + buffer->length, data, incoming);
  buffer->length += incoming;
  return incoming;
}

/// The header lines of the last answer: a status line starts them again, so after redirects
/// only the final answer's are kept. Bounded like the body, at 64 KiB.
static size_t collect_headers(char *data, size_t size, size_t count, void *context) {
  body_buffer *buffer = context;
  size_t incoming = size * count;
  if (incoming >= 5 && memcmp(data, "HTTP/", 5) == 0) {
    buffer->length = 0;
    return incoming;
  }
  if (incoming == 2 && data[0] == '\r') return incoming;  // the blank line that ends them
  if (incoming > buffer->limit - buffer->length) return incoming;  // past the bound: dropped
  return collect_body(data, size, count, context);
}

static mvcs_http_failure classify(CURLcode code, long os_errno) {
  switch (code) {
  case CURLE_OK: return MVCS_HTTP_OK;
  case CURLE_COULDNT_CONNECT:
    return os_errno == ENETUNREACH || os_errno == ENETDOWN ? MVCS_HTTP_NOT_CONNECTED : MVCS_HTTP_CANNOT_CONNECT;
  case CURLE_COULDNT_RESOLVE_HOST:
  case CURLE_COULDNT_RESOLVE_PROXY: return MVCS_HTTP_HOST_NOT_FOUND;
  case CURLE_OPERATION_TIMEDOUT: return MVCS_HTTP_TIMED_OUT;
  case CURLE_UNSUPPORTED_PROTOCOL:
  case CURLE_URL_MALFORMAT: return MVCS_HTTP_UNSUPPORTED_URL;
  case CURLE_SEND_ERROR:
  case CURLE_RECV_ERROR:
  case CURLE_PARTIAL_FILE:
  case CURLE_GOT_NOTHING: return MVCS_HTTP_CONNECTION_LOST;
  case CURLE_SSL_CONNECT_ERROR:
  case CURLE_SSL_ENGINE_NOTFOUND:
  case CURLE_SSL_ENGINE_SETFAILED:
  case CURLE_SSL_CERTPROBLEM:
  case CURLE_SSL_CIPHER:
  case CURLE_PEER_FAILED_VERIFICATION:
  case CURLE_USE_SSL_FAILED:
  case CURLE_SSL_ENGINE_INITFAILED:
  case CURLE_SSL_CACERT_BADFILE:
  case CURLE_SSL_SHUTDOWN_FAILED:
  case CURLE_SSL_CRL_BADFILE:
  case CURLE_SSL_ISSUER_ERROR:
  case CURLE_SSL_PINNEDPUBKEYNOTMATCH:
  case CURLE_SSL_INVALIDCERTSTATUS:
  case CURLE_SSL_CLIENTCERT: return MVCS_HTTP_INSECURE;
  case CURLE_WEIRD_SERVER_REPLY:
  case CURLE_BAD_CONTENT_ENCODING:
  case CURLE_HTTP2:
  case CURLE_HTTP2_STREAM:
  case CURLE_HTTP3: return MVCS_HTTP_UNREADABLE_ANSWER;
  case CURLE_TOO_MANY_REDIRECTS: return MVCS_HTTP_TOO_MANY_REDIRECTS;
  case CURLE_FILESIZE_EXCEEDED: return MVCS_HTTP_TOO_LARGE;
  case CURLE_OUT_OF_MEMORY: return MVCS_HTTP_OUT_OF_MEMORY;
  default: return MVCS_HTTP_OTHER;
  }
}

static void fail(mvcs_http_result *result, mvcs_http_failure failure, CURLcode code, const char *message) {
  result->failure = failure;
  result->curl_code = code;
  snprintf(result->message, sizeof result->message, "%s", message);
}

// Sets the options of one GET; returns the first option curl refused.
static CURLcode configure(CURL *easy, const char *method, const char *url, struct curl_slist *headers,
                          const unsigned char *body, size_t body_length, long timeout_ms, size_t max_bytes,
                          body_buffer *buffer, body_buffer *header_buffer, char *error_buffer) {
  CURLcode code;
#define SET(option, value)                                                                         \
  if ((code = curl.easy_setopt(easy, option, value)) != CURLE_OK) return code;
  SET(CURLOPT_ERRORBUFFER, error_buffer)
  SET(CURLOPT_URL, url)
  if (strcmp(method, "GET") == 0 && body == NULL) {
    SET(CURLOPT_HTTPGET, 1L)
  } else if (strcmp(method, "HEAD") == 0) {
    SET(CURLOPT_NOBODY, 1L)
  } else {
    // POST through CURLOPT_POST, so a 301-303 becomes a GET as URLSession makes it; any other
    // method named as it is.
    SET(CURLOPT_POST, 1L)
    SET(CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)body_length)
    SET(CURLOPT_POSTFIELDS, body != NULL ? (const char *)body : "")
    if (strcmp(method, "POST") != 0) SET(CURLOPT_CUSTOMREQUEST, method)
  }
  if (headers != NULL) SET(CURLOPT_HTTPHEADER, headers)
  SET(CURLOPT_HEADERFUNCTION, (curl_write_callback)collect_headers)
  SET(CURLOPT_HEADERDATA, header_buffer)
  // Without it, a threaded resolver's timeout would use SIGALRM, which is not ours to take.
  SET(CURLOPT_NOSIGNAL, 1L)
  SET(CURLOPT_TIMEOUT_MS, timeout_ms)
  SET(CURLOPT_FOLLOWLOCATION, 1L)
  SET(CURLOPT_MAXREDIRS, 16L)
  SET(CURLOPT_USERAGENT, "mvcs")
  // "" asks for every encoding this libcurl can decode; the size cap counts decoded bytes.
  SET(CURLOPT_ACCEPT_ENCODING, "")
  // Refuses a declared Content-Length over the cap before any of it arrives (0 means no cap).
  if (max_bytes > 0 && max_bytes <= INT64_MAX) SET(CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)max_bytes)
  SET(CURLOPT_WRITEFUNCTION, (curl_write_callback)collect_body)
  SET(CURLOPT_WRITEDATA, buffer)
  // Only http and https, also after a redirect; the string form is 7.85's, the bit mask older.
  code = curl.easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
  if (code == CURLE_UNKNOWN_OPTION) {
    SET(CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS))
    SET(CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS))
  } else if (code != CURLE_OK) {
    return code;
  } else {
    SET(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
  }
#undef SET
  return CURLE_OK;
}

void mvcs_http_get(mvcs_http_request *request, const char *url, long timeout_ms, size_t max_bytes,
                   mvcs_http_result *result) {
  mvcs_http_perform(request, "GET", url, NULL, 0, NULL, 0, timeout_ms, max_bytes, result);
}

void mvcs_http_perform(mvcs_http_request *request, const char *method, const char *url,
                       const char *const *header_lines, size_t header_count, const unsigned char *body,
                       size_t body_length, long timeout_ms, size_t max_bytes, mvcs_http_result *result) {
  memset(result, 0, sizeof *result);
  pthread_once(&curl_once, load_curl);
  if (curl_load_error[0] != '\0') {
    fail(result, MVCS_HTTP_LIBRARY_MISSING, 0, curl_load_error);
    return;
  }
  CURL *easy = curl.easy_init();
  CURLM *multi = curl.multi_init();
  if (easy == NULL || multi == NULL) {
    if (easy != NULL) curl.easy_cleanup(easy);
    if (multi != NULL) curl.multi_cleanup(multi);
    fail(result, MVCS_HTTP_OUT_OF_MEMORY, CURLE_OUT_OF_MEMORY, "libcurl could not start a transfer");
    return;
  }
  body_buffer buffer = {.limit = max_bytes};
  body_buffer header_buffer = {.limit = 65536};
  struct curl_slist *headers = NULL;
  for (size_t i = 0; i < header_count; i++) {
    struct curl_slist *longer = curl.slist_append(headers, header_lines[i]);
    if (longer == NULL) {
      curl.slist_free_all(headers);
      curl.easy_cleanup(easy);
      curl.multi_cleanup(multi);
      fail(result, MVCS_HTTP_OUT_OF_MEMORY, CURLE_OUT_OF_MEMORY, "out of memory for the headers");
      return;
    }
    headers = longer;
  }
  char error_buffer[CURL_ERROR_SIZE] = "";
  CURLcode code = configure(easy, method, url, headers, body, body_length, timeout_ms, max_bytes, &buffer,
                            &header_buffer, error_buffer);
  if (code != CURLE_OK) {
    fail(result, MVCS_HTTP_OTHER, code, curl.easy_strerror(code));
    if (headers != NULL) curl.slist_free_all(headers);
    free(header_buffer.bytes);
    curl.easy_cleanup(easy);
    curl.multi_cleanup(multi);
    return;
  }
  curl.multi_add_handle(multi, easy);
  pthread_mutex_lock(&request->lock);
  request->multi = multi;
  pthread_mutex_unlock(&request->lock);

  // The multi interface rather than curl_easy_perform, whose loop only looks at a
  // cancellation flag about once a second: curl_multi_wakeup ends this poll at once.
  bool cancelled = false;
  CURLMcode multi_code = 0;
  int running = 1;
  while (running > 0) {
    if (atomic_load(&request->cancelled)) {
      cancelled = true;
      break;
    }
    if ((multi_code = curl.multi_perform(multi, &running)) != 0) break;
    if (running == 0) break;
    if ((multi_code = curl.multi_poll(multi, NULL, 0, 1000, NULL)) != 0) break;
  }
  code = CURLE_OK;
  CURLMsg *message;
  int queued;
  while ((message = curl.multi_info_read(multi, &queued)) != NULL) {
    if (message->msg == CURLMSG_DONE) code = message->data.result;
  }

  pthread_mutex_lock(&request->lock);
  request->multi = NULL;
  pthread_mutex_unlock(&request->lock);
  long status = 0;
  long os_errno = 0;
  curl.easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &status);
  curl.easy_getinfo(easy, CURLINFO_OS_ERRNO, &os_errno);
  curl.multi_remove_handle(multi, easy);
  curl.easy_cleanup(easy);
  curl.multi_cleanup(multi);
  if (headers != NULL) curl.slist_free_all(headers);

  result->status = status;
  if (cancelled) {
    fail(result, MVCS_HTTP_CANCELLED, 0, "cancelled");
  } else if (multi_code != 0) {
    fail(result, MVCS_HTTP_OTHER, 0, curl.multi_strerror(multi_code));
  } else if (buffer.too_large) {
    fail(result, MVCS_HTTP_TOO_LARGE, code, "the body is larger than the limit");
  } else if (buffer.out_of_memory) {
    fail(result, MVCS_HTTP_OUT_OF_MEMORY, code, "out of memory for the body");
  } else if (code != CURLE_OK) {
    fail(result, classify(code, os_errno), code, error_buffer[0] != '\0' ? error_buffer : curl.easy_strerror(code));
  }
  if (result->failure == MVCS_HTTP_OK) {
    result->body = buffer.bytes;
    result->body_length = buffer.length;
    result->headers = (char *)header_buffer.bytes;
    result->headers_length = header_buffer.length;
  } else {
    free(header_buffer.bytes);
    free(buffer.bytes);
  }
}
