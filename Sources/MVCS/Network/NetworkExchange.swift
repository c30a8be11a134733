import Foundation

/// A request as the network layer sees it, whatever made it (`URLSession`, `AsyncImage`):
/// what ``NetworkFixtures`` matches and a recording writes.
///
/// ```swift
/// let request = NetworkRequest(method: "POST", url: "https://api.example.com/orders",
///                              headers: [.init(name: "Content-Type", value: "application/json")],
///                              body: Data(#"{"cakes":2}"#.utf8))
/// request.description   // "POST https://api.example.com/orders"
/// ```
public struct NetworkRequest: Sendable, Equatable, CustomStringConvertible {
  /// `GET`, `POST`, … in capitals.
  public var method: String
  /// The absolute URL, query included.
  public var url: String
  /// The request's headers, in the order they are sent.
  public var headers: [HTTPArchive.Header]
  /// The body, if any.
  public var body: Data?

  /// A request of `method` (capitalized here) to `url`, with `headers` and `body`.
  public init(method: String, url: String, headers: [HTTPArchive.Header] = [], body: Data? = nil) {
    self.method = method.uppercased()
    self.url = url
    self.headers = headers
    self.body = body
  }

  /// The method and the URL: how errors name the request.
  public var description: String { "\(method) \(url)" }

  /// The request as a HAR entry's.
  var archived: HTTPArchive.Request {
    let contentType = headers.first { $0.name.lowercased() == "content-type" }?.value ?? ""
    return HTTPArchive.Request(
      method: method, url: url, headers: headers,
      postData: body.map { HTTPArchive.PostData(mimeType: contentType, text: String(decoding: $0, as: UTF8.self)) })
  }
}

/// An answer as the network layer delivers it: from a fixture, or from a live server while
/// recording.
///
/// ```swift
/// let answer = NetworkResponse(url: "https://api.example.com/menu", status: 200,
///                              headers: [.init(name: "Content-Type", value: "application/json")],
///                              body: Data("[]".utf8))
/// answer.mimeType   // "application/json"
/// ```
public struct NetworkResponse: Sendable, Equatable {
  /// The URL answered (after redirects).
  public var url: String
  /// The HTTP status code: 200, 404, and so on.
  public var status: Int
  /// The answer's headers, in the order they were received.
  public var headers: [HTTPArchive.Header]
  /// The answer's body, as bytes.
  public var body: Data

  /// An answer from `url` with `status`, `headers` and `body`.
  public init(url: String, status: Int, headers: [HTTPArchive.Header], body: Data) {
    self.url = url
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// The value of the header `name`, whatever its case.
  public func value(of name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// The content type without its parameters: `application/json` of `application/json; charset=utf-8`.
  public var mimeType: String? {
    value(of: "Content-Type").map { String($0.split(separator: ";").first ?? "").trimmingCharacters(in: .whitespaces) }
  }
}
