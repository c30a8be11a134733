import Foundation
import MVCS

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Why fetching or saving a red panda failed, as a sentence a person understands: the card
/// shows it after "Could not fetch a red panda: ".
///
/// Network errors are said in words, never as an `NSError` dump ("Error Domain=
/// NSURLErrorDomain Code=-1004 …"); the API's own errors say what the server did.
///
/// ```swift
/// FetchFailure.sentence(for: URLError(.cannotConnectToHost))
/// // "the image server cannot be reached (is it running, and is the address right?)"
/// ```
enum FetchFailure {
  /// `error` in words, without a trailing period.
  static func sentence(for error: any Error) -> String {
    switch error {
    case let error as ImagesError: error.description
    case let error as URLError: sentence(for: error.code)
    case let error as StorageError: "the picture could not be saved: \(error)"
    case is CancellationError: "the request was cancelled"
    default: "the request failed (\(type(of: error)))"
    }
  }

  private static func sentence(for code: URLError.Code) -> String {
    switch code {
    case .cannotConnectToHost: "the image server cannot be reached (is it running, and is the address right?)"
    case .cannotFindHost, .dnsLookupFailed: "the image server's name cannot be found (is the address right?)"
    case .notConnectedToInternet: "this computer is not connected to a network"
    case .networkConnectionLost: "the connection to the image server was lost"
    case .timedOut: "the image server did not answer in time"
    case .badURL, .unsupportedURL: "the image address is not a web address this app can fetch"
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      "a secure connection to the image server could not be made"
    case .cancelled: "the request was cancelled"
    case .badServerResponse, .cannotParseResponse, .zeroByteResource:
      "the image server's answer could not be read"
    default: "the network request failed (error \(code.rawValue))"
    }
  }
}
