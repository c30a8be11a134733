import Foundation

/// The answers a run gives to an app's requests, from a HAR file, matched as Playwright's
/// `routeFromHAR` matches: the method and the URL exactly, and the body exactly for a request
/// that has one; among entries that match, the one with the most of the request's headers,
/// and the first in the file among those.
///
/// ```swift
/// let fixtures = try NetworkFixtures(loadingFrom: "Fixtures/menu.har")
/// switch fixtures.answer(NetworkRequest(method: "GET", url: "https://api.example.com/menu")) {
/// case .success(let response): response.status   // 200
/// case .failure(let error): error.description     // "no fixture for GET https://…"
/// }
/// ```
public struct NetworkFixtures: Sendable {
  /// The file the fixtures came from, as a script named it: what errors say.
  public let path: String
  /// Its entries, in the file's order.
  public let entries: [HTTPArchive.Entry]

  /// The fixtures of the HAR file at `path`, called `name` in messages when given (the path
  /// as a script wrote it, relative to the script's folder), so they read the same anywhere.
  public init(loadingFrom path: String, named name: String? = nil) throws(NetworkFixtureError) {
    let archive = try HTTPArchive(loadingFrom: path, named: name)
    try self.init(archive: archive, path: name ?? path)
  }

  /// The fixtures of `archive`, which came from `path`; a body that says base64 and is not is
  /// an error here, not when the request is made.
  public init(archive: HTTPArchive, path: String) throws(NetworkFixtureError) {
    for (index, entry) in archive.log.entries.enumerated() where entry.response.content.body == nil {
      throw NetworkFixtureError("\(path): entry \(index + 1): response.content.text is not base64")
    }
    self.path = path
    entries = archive.log.entries
  }

  /// The answer to `request`, or why there is none.
  public func answer(_ request: NetworkRequest) -> Result<NetworkResponse, NetworkFixtureError> {
    let url = Self.normalized(request.url)
    let sameTarget = entries.filter {
      $0.request.method.uppercased() == request.method && Self.normalized($0.request.url) == url
    }
    let sameBody = sameTarget.filter { entry in
      guard let body = request.body, !body.isEmpty else { return (entry.request.postData?.text ?? "").isEmpty }
      let recorded = Data((entry.request.postData?.text ?? "").utf8)
      return recorded == body || Self.sameJSON(recorded, body)
    }
    guard !sameBody.isEmpty else {
      let others =
        sameTarget.isEmpty ? "" : " (\(sameTarget.count.counted("entry", "entries")) for it with another body)"
      return .failure(NetworkFixtureError("no fixture for \(request) in \(path)\(others)"))
    }
    func matchingHeaders(_ entry: HTTPArchive.Entry) -> Int {
      request.headers.count { header in
        entry.request.headers.contains { $0.name.lowercased() == header.name.lowercased() && $0.value == header.value }
      }
    }
    // `max(by:)` keeps the last of equals; the first in the file is wanted.
    var best = sameBody[0]
    for entry in sameBody.dropFirst() where matchingHeaders(entry) > matchingHeaders(best) { best = entry }
    let response = best.response
    return .success(
      NetworkResponse(
        url: request.url, status: response.status, headers: response.headers, body: response.content.body ?? Data()))
  }

  /// Whether `a` and `b` are the same JSON value written in another order: `JSONEncoder`
  /// writes an object's keys in its dictionary's order, which differs from run to run, so a
  /// body recorded in one run would not match the next byte for byte.
  static func sameJSON(_ a: Data, _ b: Data) -> Bool {
    func sorted(_ data: Data) -> Data? {
      guard let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
      return try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
    }
    guard let first = sorted(a), let second = sorted(b) else { return false }
    return first == second
  }

  /// The URL as Foundation writes it, so `https://a.example/x` and a HAR's same URL compare
  /// equal however each was typed (a fragment is never sent, so never compared).
  static func normalized(_ url: String) -> String {
    guard var components = URLComponents(string: url) else { return url }
    components.fragment = nil
    components.scheme = components.scheme?.lowercased()
    components.host = components.host?.lowercased()
    return components.string ?? url
  }
}

extension Int {
  /// "1 entry", "2 entries".
  fileprivate func counted(_ one: String, _ many: String) -> String { "\(self) \(self == 1 ? one : many)" }
}
