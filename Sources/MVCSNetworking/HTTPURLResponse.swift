import Foundation
import MVCS

/// Foundation's `HTTPURLResponse` on Linux: a response's status code and headers.
///
/// ```swift
/// let request = URLRequest(url: URL(string: "https://shop.example/menu.json")!)
/// let (data, response) = try await URLSession.shared.data(for: request)
/// print(data.count)
/// guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
/// ```
open class HTTPURLResponse: URLResponse, @unchecked Sendable {
  /// The status code: 200, 404, and so on.
  public let statusCode: Int
  /// The headers, as Foundation gives them: names as the server wrote them.
  public let allHeaderFields: [AnyHashable: Any]
  private let fields: [(name: String, value: String)]

  /// A response with `statusCode` and `headerFields` for `url`; nil never, as on Linux's
  /// Foundation, but optional as Apple's initializer is.
  public init?(url: URL, statusCode: Int, httpVersion: String?, headerFields: [String: String]?) {
    self.statusCode = statusCode
    fields = (headerFields ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    allHeaderFields = headerFields ?? [:]
    let contentType = headerFields?.first { $0.key.lowercased() == "content-type" }?.value
    super.init(
      url: url, mimeType: Self.mimeType(of: contentType), expectedContentLength: -1,
      textEncodingName: Self.charset(of: contentType))
  }

  /// The response a fixture or a server gave.
  init(url: URL, response: NetworkResponse) {
    statusCode = response.status
    fields = response.headers.map { ($0.name, $0.value) }
    allHeaderFields = Dictionary(response.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    let contentType = response.value(of: "Content-Type")
    super.init(
      url: url, mimeType: Self.mimeType(of: contentType), expectedContentLength: response.body.count,
      textEncodingName: Self.charset(of: contentType))
  }

  /// The header `field`'s value, whatever its case.
  public func value(forHTTPHeaderField field: String) -> String? {
    fields.first { $0.name.lowercased() == field.lowercased() }?.value
  }

  /// The reason phrase of a status code, in lower case as Foundation's: "not found".
  public class func localizedString(forStatusCode statusCode: Int) -> String {
    let reason = AppNetwork.reason(statusCode)
    return reason.isEmpty ? "server error" : reason.lowercased()
  }

  private static func mimeType(of contentType: String?) -> String? {
    contentType.map { String($0.split(separator: ";").first ?? "").trimmingCharacters(in: .whitespaces).lowercased() }
  }

  private static func charset(of contentType: String?) -> String? {
    guard let contentType else { return nil }
    for parameter in contentType.split(separator: ";").dropFirst() {
      let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      if pair.count == 2, pair[0].lowercased() == "charset" { return pair[1].trimmingCharacters(in: ["\""]) }
    }
    return nil
  }
}
