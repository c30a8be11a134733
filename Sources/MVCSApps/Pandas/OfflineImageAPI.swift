import Foundation
import MVCS

/// The default image API: no network, the same pictures in the same order on every run.
///
/// It answers like the real service: `random/json` describes the next of a fixed series of
/// small generated PNGs (the N-th request the N-th picture, then round again), and the
/// picture's URL returns its bytes. Each answer takes half a second on the app's clock, so a
/// script sees the card loading until `clock advance` or `wait`; the picture just described
/// comes half a second after its description, so `clock advance 1s` brings both.
@MainActor
final class OfflineImageAPI: ImageAPIClient {
  let baseURL: URL = {
    // A constant that parses; `.invalid` is reserved, so no request can ever leave the machine.
    guard let url = URL(string: "https://red-pandas.invalid") else { preconditionFailure("a constant URL") }
    return url
  }()
  /// How long each answer takes on the app's clock.
  let latency: TimeInterval
  private var requests = 0
  /// The picture the last description named, and when that description was due.
  private var described: (url: URL, answeredAt: Date)?

  init(latency: TimeInterval = 0.5) {
    self.latency = latency
  }

  func get(_ url: URL, environment: AppEnvironment) async throws -> HTTPResponse {
    let now = environment.clock.now
    // Timed from the description's answer, not from when the task got to ask: a clock moved
    // past both answers at once wakes the task only after the move, and the picture is due.
    let due =
      if let described, described.url == url { described.answeredAt.addingTimeInterval(latency) } else {
        now.addingTimeInterval(latency)
      }
    described = nil
    if due > now {
      try await environment.runtime.sleep(for: due.timeIntervalSince(now), on: environment.clock)
    }
    let path = url.path
    if url.host == baseURL.host, path == "/random/json" {
      let number = requests % OfflinePandaPictures.count + 1
      requests += 1
      let picture = OfflinePandaPictures.picture(number)
      let pictureURL = baseURL.appendingPathComponent("images/panda-\(number).png")
      described = (pictureURL, due)
      let info = RandomImageInfo(
        width: picture.width, height: picture.height, key: "panda-\(number)", url: pictureURL.absoluteString)
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      return HTTPResponse(statusCode: 200, body: try encoder.encode(info))
    }
    if url.host == baseURL.host, let number = Self.pictureNumber(inPath: path) {
      return HTTPResponse(statusCode: 200, body: try PNGEncoder.encode(OfflinePandaPictures.picture(number)))
    }
    return HTTPResponse(statusCode: 404, body: Data())
  }

  private static func pictureNumber(inPath path: String) -> Int? {
    guard path.hasPrefix("/images/panda-"), path.hasSuffix(".png") else { return nil }
    let digits = path.dropFirst("/images/panda-".count).dropLast(".png".count)
    guard let number = Int(digits), (1...OfflinePandaPictures.count).contains(number) else { return nil }
    return number
  }
}
