import Foundation
import MVCS

/// Foundation's `URLRequest` on Linux, where mvcs answers it from fixtures: a URL, a method,
/// headers and a body, as an iOS app builds them.
///
/// ```swift
/// var request = URLRequest(url: URL(string: "https://reqres.in/api/cupcakes")!)
/// request.setValue("application/json", forHTTPHeaderField: "Content-Type")
/// request.httpMethod = "POST"
/// let encoded = try JSONEncoder().encode(["flavor": "lemon"])
/// let (data, _) = try await URLSession.shared.upload(for: request, from: encoded)
/// print(data.count)
/// ```
///
/// Header names compare without regard to case, as HTTP's do; a header set twice keeps the
/// last value, and `addValue` joins values with a comma, as Foundation does.
public struct URLRequest: Hashable, Sendable, CustomStringConvertible {
  /// How a response may come from a cache; accepted, and a fixture is never cached.
  public enum CachePolicy: UInt, Sendable {
    case useProtocolCachePolicy = 0
    case reloadIgnoringLocalCacheData = 1
    case reloadIgnoringLocalAndRemoteCacheData = 4
    case returnCacheDataElseLoad = 2
    case returnCacheDataDontLoad = 3
    case reloadRevalidatingCacheData = 5

    /// Foundation's other name for ``reloadIgnoringLocalCacheData``.
    public static var reloadIgnoringCacheData: CachePolicy { .reloadIgnoringLocalCacheData }
  }

  /// The URL requested.
  public var url: URL?
  /// The cache policy; accepted, and without effect.
  public var cachePolicy: CachePolicy
  /// The seconds the request may take; accepted, and a fixture is answered at once.
  public var timeoutInterval: TimeInterval
  /// The body, if any.
  public var httpBody: Data?
  /// Where the main document is; accepted, and without effect.
  public var mainDocumentURL: URL?
  /// Whether cookies are sent; accepted, and there are none.
  public var httpShouldHandleCookies = true
  /// Whether the request may use a cellular network; accepted.
  public var allowsCellularAccess = true
  private var method = "GET"
  /// The headers in the order first set, names as first written.
  private var fields: [(name: String, value: String)] = []

  /// A GET of `url`.
  public init(url: URL, cachePolicy: CachePolicy = .useProtocolCachePolicy, timeoutInterval: TimeInterval = 60) {
    self.url = url
    self.cachePolicy = cachePolicy
    self.timeoutInterval = timeoutInterval
  }

  /// The method, `GET` unless set; set to nil, it is `GET` again.
  public var httpMethod: String? {
    get { method }
    set { method = newValue ?? "GET" }
  }

  /// Every header, or nil when there is none; setting it replaces them all.
  public var allHTTPHeaderFields: [String: String]? {
    get { fields.isEmpty ? nil : Dictionary(fields.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last }) }
    set {
      // Sorted, so headers from a dictionary go out in the same order every run.
      fields = (newValue ?? [:]).sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
    }
  }

  /// The header `field`'s value, whatever its case.
  public func value(forHTTPHeaderField field: String) -> String? {
    fields.first { $0.name.lowercased() == field.lowercased() }?.value
  }

  /// Sets the header `field` to `value`, or removes it for nil.
  public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
    if let index = fields.firstIndex(where: { $0.name.lowercased() == field.lowercased() }) {
      if let value { fields[index].value = value } else { fields.remove(at: index) }
    } else if let value {
      fields.append((field, value))
    }
  }

  /// Adds `value` to the header `field`, after a comma when it has one.
  public mutating func addValue(_ value: String, forHTTPHeaderField field: String) {
    if let index = fields.firstIndex(where: { $0.name.lowercased() == field.lowercased() }) {
      fields[index].value += "," + value
    } else {
      fields.append((field, value))
    }
  }

  /// The method and the URL.
  public var description: String { "\(method) \(url?.absoluteString ?? "(no URL)")" }

  /// The headers in order, as the network layer sends them.
  var headers: [HTTPArchive.Header] { fields.map { HTTPArchive.Header(name: $0.name, value: $0.value) } }

  /// Whether two requests have the same URL, method, body, headers, cache policy and timeout.
  public static func == (lhs: URLRequest, rhs: URLRequest) -> Bool {
    lhs.url == rhs.url && lhs.method == rhs.method && lhs.httpBody == rhs.httpBody && lhs.headers == rhs.headers
      && lhs.cachePolicy == rhs.cachePolicy && lhs.timeoutInterval == rhs.timeoutInterval
  }

  /// Hashes the request's URL, method and body.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(url)
    hasher.combine(method)
    hasher.combine(httpBody)
  }
}
