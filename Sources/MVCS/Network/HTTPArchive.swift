import Foundation

/// A HAR 1.2 file (HTTP Archive, as browsers and Playwright's `routeFromHAR` read and write it):
/// the requests an app made and the answers it got, which ``NetworkFixtures`` replays.
///
/// ```swift
/// let archive = try HTTPArchive(loadingFrom: "Fixtures/menu.har")
/// archive.log.entries.first?.request.url      // "https://api.example.com/menu"
/// let text = archive.jsonText                   // keys sorted, no time from the wall clock
/// ```
///
/// Only what a replay needs is read (each entry's request method, URL, headers and body, and
/// its response status, headers and content); the rest of a browser's file (timings, cookies,
/// pages) is skipped when read and written with fixed values, so recording the same session
/// twice writes the same bytes.
public struct HTTPArchive: Codable, Sendable, Equatable {
  /// The archive's one member.
  public var log: Log

  /// An archive of `entries`, written by mvcs.
  public init(entries: [Entry] = []) {
    log = Log(version: "1.2", creator: Creator(name: "mvcs", version: "1"), entries: entries)
  }

  /// The requests and answers, in the order they were made.
  public struct Log: Codable, Sendable, Equatable {
    /// The HAR version: "1.2".
    public var version: String
    /// What wrote the file.
    public var creator: Creator
    /// One per request.
    public var entries: [Entry]
  }

  /// What wrote the file: a browser, Playwright, mvcs.
  public struct Creator: Codable, Sendable, Equatable {
    /// The HAR `name` field: the name of the application that wrote the file.
    public var name: String
    /// The HAR `version` field: the version of the application that wrote the file.
    public var version: String
  }

  /// One request and its answer.
  public struct Entry: Codable, Sendable, Equatable {
    /// When the request started: a fixed value in what mvcs writes, never the wall clock.
    public var startedDateTime: String
    /// How long it took, in milliseconds: 0 in what mvcs writes.
    public var time: Double
    /// The HAR `request` field: the request that was sent.
    public var request: Request
    /// The HAR `response` field: the answer the request got.
    public var response: Response
    /// HAR requires it; mvcs keeps nothing in it.
    public var cache: Cache
    /// HAR requires it; mvcs writes zeros.
    public var timings: Timings

    /// An entry for `request` answered by `response`, with the fixed times mvcs writes.
    public init(request: Request, response: Response) {
      self.startedDateTime = "1970-01-01T00:00:00.000Z"
      self.time = 0
      self.request = request
      self.response = response
      self.cache = Cache()
      self.timings = Timings()
    }

    private enum CodingKeys: String, CodingKey {
      case startedDateTime, time, request, response, cache, timings
    }

    /// Reads an entry, filling the times a browser's file may leave out with the fixed values.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      startedDateTime =
        try container.decodeIfPresent(String.self, forKey: .startedDateTime) ?? "1970-01-01T00:00:00.000Z"
      time = try container.decodeIfPresent(Double.self, forKey: .time) ?? 0
      request = try container.decode(Request.self, forKey: .request)
      response = try container.decode(Response.self, forKey: .response)
      cache = Cache()
      timings = Timings()
    }
  }

  /// A request: what a replay matches on.
  public struct Request: Codable, Sendable, Equatable {
    /// The HAR `method` field: `GET`, `POST`, and so on.
    public var method: String
    /// The absolute URL, query included.
    public var url: String
    /// The HAR `httpVersion` field: the protocol the request used, such as "HTTP/1.1".
    public var httpVersion: String
    /// The HAR `headers` field: the request's headers, in the order they were sent.
    public var headers: [Header]
    /// The query's parameters, as HAR lists them beside the URL.
    public var queryString: [Header]
    /// The body, for a request that has one.
    public var postData: PostData?
    /// The HAR `headersSize` field: the headers' size in bytes, or -1 when not known.
    public var headersSize: Int
    /// The HAR `bodySize` field: the body's size in bytes, or -1 when not known.
    public var bodySize: Int

    /// A request of `method` to `url`.
    public init(method: String, url: String, headers: [Header] = [], postData: PostData? = nil) {
      self.method = method
      self.url = url
      self.httpVersion = "HTTP/1.1"
      self.headers = headers
      self.queryString =
        URLComponents(string: url)?.queryItems?.map { Header(name: $0.name, value: $0.value ?? "") } ?? []
      self.postData = postData
      self.headersSize = -1
      self.bodySize = postData.map { $0.text.utf8.count } ?? 0
    }

    private enum CodingKeys: String, CodingKey {
      case method, url, httpVersion, headers, queryString, postData, headersSize, bodySize
    }

    /// Reads a request, filling the fields a browser's file may leave out with HAR's defaults.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      method = try container.decode(String.self, forKey: .method)
      url = try container.decode(String.self, forKey: .url)
      httpVersion = try container.decodeIfPresent(String.self, forKey: .httpVersion) ?? "HTTP/1.1"
      headers = try container.decodeIfPresent([Header].self, forKey: .headers) ?? []
      queryString = try container.decodeIfPresent([Header].self, forKey: .queryString) ?? []
      postData = try container.decodeIfPresent(PostData.self, forKey: .postData)
      headersSize = try container.decodeIfPresent(Int.self, forKey: .headersSize) ?? -1
      bodySize = try container.decodeIfPresent(Int.self, forKey: .bodySize) ?? -1
    }
  }

  /// A header, or a query parameter.
  public struct Header: Codable, Sendable, Equatable {
    /// The HAR `name` field: the header's or the parameter's name.
    public var name: String
    /// The HAR `value` field: the header's or the parameter's value.
    public var value: String

    /// A header, or a query parameter, named `name` with `value`.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// A request's body: text, as HAR keeps it.
  public struct PostData: Codable, Sendable, Equatable {
    /// The HAR `mimeType` field: the body's media type, such as "application/json".
    public var mimeType: String
    /// The HAR `text` field: the body, as text.
    public var text: String

    /// A body of `text`, of media type `mimeType`.
    public init(mimeType: String, text: String) {
      self.mimeType = mimeType
      self.text = text
    }

    private enum CodingKeys: String, CodingKey { case mimeType, text }

    /// Reads a body, taking a missing media type or text as empty.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      mimeType = try container.decodeIfPresent(String.self, forKey: .mimeType) ?? ""
      text = try container.decodeIfPresent(String.self, forKey: .text) ?? ""
    }
  }

  /// An answer.
  public struct Response: Codable, Sendable, Equatable {
    /// The HAR `status` field: the HTTP status code, such as 200 or 404.
    public var status: Int
    /// The HAR `statusText` field: the status's reason phrase, such as "OK", or "".
    public var statusText: String
    /// The HAR `httpVersion` field: the protocol the answer used, such as "HTTP/1.1".
    public var httpVersion: String
    /// The HAR `headers` field: the answer's headers, in the order they were received.
    public var headers: [Header]
    /// The HAR `content` field: the answer's body.
    public var content: Content
    /// Where a redirect leads, or "".
    public var redirectURL: String
    /// The HAR `headersSize` field: the headers' size in bytes, or -1 when not known.
    public var headersSize: Int
    /// The HAR `bodySize` field: the body's size in bytes as received, or -1 when not known.
    public var bodySize: Int

    /// An answer with `status`, `headers` and `content`.
    public init(status: Int, statusText: String = "", headers: [Header] = [], content: Content) {
      self.status = status
      self.statusText = statusText
      self.httpVersion = "HTTP/1.1"
      self.headers = headers
      self.content = content
      self.redirectURL = headers.first { $0.name.lowercased() == "location" }?.value ?? ""
      self.headersSize = -1
      self.bodySize = content.size
    }

    private enum CodingKeys: String, CodingKey {
      case status, statusText, httpVersion, headers, content, redirectURL, headersSize, bodySize
    }

    /// Reads an answer, filling the fields a browser's file may leave out with HAR's defaults.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      status = try container.decode(Int.self, forKey: .status)
      statusText = try container.decodeIfPresent(String.self, forKey: .statusText) ?? ""
      httpVersion = try container.decodeIfPresent(String.self, forKey: .httpVersion) ?? "HTTP/1.1"
      headers = try container.decodeIfPresent([Header].self, forKey: .headers) ?? []
      content = try container.decodeIfPresent(Content.self, forKey: .content) ?? Content(body: Data(), mimeType: "")
      redirectURL = try container.decodeIfPresent(String.self, forKey: .redirectURL) ?? ""
      headersSize = try container.decodeIfPresent(Int.self, forKey: .headersSize) ?? -1
      bodySize = try container.decodeIfPresent(Int.self, forKey: .bodySize) ?? -1
    }
  }

  /// An answer's body: text as it is, or base64 for bytes that are not UTF-8 (an image).
  public struct Content: Codable, Sendable, Equatable {
    /// The HAR `size` field: the body's length in bytes, or -1 when not known.
    public var size: Int
    /// The HAR `mimeType` field: the body's media type, such as "image/png".
    public var mimeType: String
    /// The HAR `text` field: the body, as text or in base64; nil when the file kept none.
    public var text: String?
    /// "base64" when ``text`` is base64, nil when it is the body itself.
    public var encoding: String?

    /// The content holding `body`: as text when it is UTF-8, else in base64.
    public init(body: Data, mimeType: String) {
      size = body.count
      self.mimeType = mimeType
      if let text = String(data: body, encoding: .utf8), !mimeType.hasPrefix("image/") {
        self.text = text
        encoding = nil
      } else {
        text = body.base64EncodedString()
        encoding = "base64"
      }
    }

    /// The body's bytes; nil when it says base64 and is not.
    public var body: Data? {
      guard let text else { return Data() }
      if encoding == "base64" { return Data(base64Encoded: text, options: .ignoreUnknownCharacters) }
      return Data(text.utf8)
    }

    private enum CodingKeys: String, CodingKey { case size, mimeType, text, encoding }

    /// Reads a body, taking a missing size as -1 and a missing media type as empty.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      size = try container.decodeIfPresent(Int.self, forKey: .size) ?? -1
      mimeType = try container.decodeIfPresent(String.self, forKey: .mimeType) ?? ""
      text = try container.decodeIfPresent(String.self, forKey: .text)
      encoding = try container.decodeIfPresent(String.self, forKey: .encoding)
    }
  }

  /// HAR's `cache`: empty.
  public struct Cache: Codable, Sendable, Equatable {
    /// An empty cache record.
    public init() {}
  }

  /// HAR's `timings`: zeros, so a recording is the same bytes every time.
  public struct Timings: Codable, Sendable, Equatable {
    /// The HAR `send` field: milliseconds spent sending the request; 0 here.
    public var send = 0
    /// The HAR `wait` field: milliseconds spent waiting for the answer; 0 here.
    public var wait = 0
    /// The HAR `receive` field: milliseconds spent reading the answer; 0 here.
    public var receive = 0
    /// Timings of zero throughout.
    public init() {}
  }
}
