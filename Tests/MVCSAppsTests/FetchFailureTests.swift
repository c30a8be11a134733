import Foundation
import MVCS
import Testing

@testable import MVCSApps

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct FetchFailureTests {
  @Test func networkErrorsReadAsSentences() {
    #expect(
      FetchFailure.sentence(for: URLError(.cannotConnectToHost))
        == "the image server cannot be reached (is it running, and is the address right?)")
    #expect(FetchFailure.sentence(for: URLError(.timedOut)) == "the image server did not answer in time")
    #expect(
      FetchFailure.sentence(for: URLError(.notConnectedToInternet)) == "this computer is not connected to a network")
    #expect(FetchFailure.sentence(for: URLError(.httpTooManyRedirects)) == "the network request failed (error -1007)")
  }

  @Test func theAPIsOwnErrorsSayWhatTheServerDid() {
    #expect(FetchFailure.sentence(for: ImagesError.unexpectedStatusCode(503)) == "the server answered with status 503")
    #expect(FetchFailure.sentence(for: CancellationError()) == "the request was cancelled")
  }
}
