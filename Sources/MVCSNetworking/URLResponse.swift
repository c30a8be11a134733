import Foundation
import MVCS

/// Foundation's `URLResponse` on Linux: what answered a request, its URL and content type.
///
/// ```swift
/// let url = URL(string: "https://shop.example/menu.json")!
/// let (data, response) = try await URLSession.shared.data(from: url)
/// print(data.count, response.mimeType ?? "")   // "application/json"
/// ```
///
/// Immutable once made, so `Sendable` as Foundation's is; a class, as Foundation's is, so
/// `response as? HTTPURLResponse` reads as on iOS.
open class URLResponse: @unchecked Sendable {
  /// The URL answered.
  public let url: URL?
  /// The content type without its parameters, if known.
  public let mimeType: String?
  /// The body's length, or -1 when unknown.
  public let expectedContentLength: Int64
  /// The content type's charset, if it names one.
  public let textEncodingName: String?

  /// A response for `url`.
  public init(url: URL, mimeType: String?, expectedContentLength: Int, textEncodingName: String?) {
    self.url = url
    self.mimeType = mimeType
    self.expectedContentLength = Int64(expectedContentLength)
    self.textEncodingName = textEncodingName
  }

  /// The URL's last path component, or "Unknown" as Foundation says.
  open var suggestedFilename: String? {
    guard let last = url?.lastPathComponent, !last.isEmpty, last != "/" else { return "Unknown" }
    return last
  }
}
