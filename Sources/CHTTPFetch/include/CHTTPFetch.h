// One blocking HTTP(S) GET through the system's libcurl, loaded with dlopen on the first
// request rather than linked, so a process that never fetches never loads libcurl and the
// thirty libraries it needs (TLS, Kerberos, LDAP, ...). C rather than Swift because
// curl_easy_setopt and curl_easy_getinfo are C-variadic.
//
//   mvcs_http_request *request = mvcs_http_request_create();
//   mvcs_http_result result;
//   mvcs_http_get(request, "http://127.0.0.1:8080/random/json", 30000, 1 << 20, &result);
//   // another thread may call mvcs_http_request_cancel(request) meanwhile
//   ... result.status, result.body ...
//   mvcs_http_result_free(&result);
//   mvcs_http_request_free(request);
#ifndef MVCS_CHTTPFETCH_H
#define MVCS_CHTTPFETCH_H

#include <stddef.h>

/// Why a GET failed, in the classes the app has words for; curl's own code and message come
/// along in the result for the rest.
typedef enum mvcs_http_failure {
  MVCS_HTTP_OK = 0,
  /// libcurl.so.4 could not be loaded; `message` says why.
  MVCS_HTTP_LIBRARY_MISSING,
  /// The connection was refused or could not be made.
  MVCS_HTTP_CANNOT_CONNECT,
  /// The host name (or the proxy's) did not resolve.
  MVCS_HTTP_HOST_NOT_FOUND,
  /// No route to a network at all.
  MVCS_HTTP_NOT_CONNECTED,
  /// The connection broke while sending or receiving, or the server closed it unanswered.
  MVCS_HTTP_CONNECTION_LOST,
  MVCS_HTTP_TIMED_OUT,
  /// Not an http or https URL (redirects to other schemes included), or a malformed one.
  MVCS_HTTP_UNSUPPORTED_URL,
  /// TLS could not be set up, or the server's certificate was not trusted.
  MVCS_HTTP_INSECURE,
  MVCS_HTTP_CANCELLED,
  /// The server's answer was not HTTP that can be read (bad framing, bad compression).
  MVCS_HTTP_UNREADABLE_ANSWER,
  MVCS_HTTP_TOO_MANY_REDIRECTS,
  /// The body would exceed the caller's `max_bytes`.
  MVCS_HTTP_TOO_LARGE,
  MVCS_HTTP_OUT_OF_MEMORY,
  /// Anything else: see `curl_code` and `message`.
  MVCS_HTTP_OTHER,
} mvcs_http_failure;

/// What one GET returned.
typedef struct mvcs_http_result {
  mvcs_http_failure failure;
  /// curl's CURLcode, 0 when the transfer succeeded or curl was never reached.
  int curl_code;
  /// The HTTP status of the last answer (after redirects), 0 when none arrived.
  long status;
  /// The body, allocated with malloc (free with mvcs_http_result_free); NULL when empty.
  unsigned char *_Nullable body;
  size_t body_length;
  /// The last answer's header lines ("Name: value\r\n" each, after its status line), allocated
  /// with malloc (freed by mvcs_http_result_free); NULL when none arrived.
  char *_Nullable headers;
  size_t headers_length;
  /// curl's detailed message, or why libcurl could not be loaded; empty on success.
  char message[320];
} mvcs_http_result;

typedef struct mvcs_http_request mvcs_http_request;

/// A request that can be performed once and cancelled from any thread; NULL when out of memory.
mvcs_http_request *_Nullable mvcs_http_request_create(void);

/// Makes the request's GET, running or not yet started, end at once with MVCS_HTTP_CANCELLED.
/// Safe from any thread while the request is alive.
void mvcs_http_request_cancel(mvcs_http_request *_Nonnull request);

/// Frees a request whose GET has returned (or was never started).
void mvcs_http_request_free(mvcs_http_request *_Nullable request);

/// GETs `url`, following up to 16 redirects between http and https URLs (URLSession's
/// limit), within `timeout_ms` for the whole exchange, refusing a body over `max_bytes`.
/// Blocks the calling thread until done, failed or cancelled; fills `result` in every case.
void mvcs_http_get(mvcs_http_request *_Nonnull request, const char *_Nonnull url, long timeout_ms,
                   size_t max_bytes, mvcs_http_result *_Nonnull result);

/// Performs `method` on `url` with the `header_count` header lines of `headers` ("Name: value")
/// and, unless NULL, the `body_length` bytes of `body`; otherwise as mvcs_http_get, whose GET is
/// this with no header and no body. A 301, 302 or 303 after a POST is followed with a GET, as
/// URLSession does; other methods are kept across redirects.
void mvcs_http_perform(mvcs_http_request *_Nonnull request, const char *_Nonnull method, const char *_Nonnull url,
                       const char *_Nonnull const *_Nullable headers, size_t header_count,
                       const unsigned char *_Nullable body, size_t body_length, long timeout_ms, size_t max_bytes,
                       mvcs_http_result *_Nonnull result);

/// Frees a result's body and headers.
void mvcs_http_result_free(mvcs_http_result *_Nonnull result);

#endif
