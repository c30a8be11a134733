import Foundation
import MVCS

/// Why fetching or saving a red panda failed, as a sentence a person understands: the card
/// shows it after "Could not fetch a red panda: ".
///
/// Network errors are said in words, never as a code dump ("curl error 7" or "Error Domain=
/// NSURLErrorDomain Code=-1004 …"); the API's own errors say what the server did.
///
/// ```swift
/// FetchFailure.sentence(for: HTTPFetchError.cannotConnect)
/// // "the image server cannot be reached (is it running, and is the address right?)"
/// ```
enum FetchFailure {
  /// `error` in words, without a trailing period.
  static func sentence(for error: any Error) -> String {
    switch error {
    case let error as ImagesError: error.description
    case let error as HTTPFetchError: sentence(for: error)
    case let error as StorageError: "the picture could not be saved: \(error)"
    case is CancellationError: "the request was cancelled"
    default: "the request failed (\(type(of: error)))"
    }
  }

  private static func sentence(for error: HTTPFetchError) -> String {
    switch error {
    case .cannotConnect: "the image server cannot be reached (is it running, and is the address right?)"
    case .hostNotFound: "the image server's name cannot be found (is the address right?)"
    case .notConnectedToNetwork: "this computer is not connected to a network"
    case .connectionLost: "the connection to the image server was lost"
    case .timedOut: "the image server did not answer in time"
    case .unsupportedURL: "the image address is not a web address this app can fetch"
    case .insecureConnection(let reason): "a secure connection to the image server could not be made (\(reason))"
    case .cancelled: "the request was cancelled"
    case .unreadableAnswer: "the image server's answer could not be read"
    case .tooManyRedirects: "the image server redirected the request too many times"
    case .tooLarge(let limit): "the image server's answer is larger than \(size(limit)), the most the app reads"
    case .outOfMemory: "there is not enough memory for the image server's answer"
    case .libcurlMissing(let reason):
      "the network library libcurl cannot be loaded (install the Debian package libcurl4): \(reason)"
    case .other(let code, let message): "the network request failed (curl error \(code): \(message))"
    }
  }

  /// `bytes` as a person reads a size: "32 MiB", "512 KiB", "1000 bytes".
  private static func size(_ bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return bytes == 1 ? "1 byte" : "\(bytes) bytes"
  }
}
