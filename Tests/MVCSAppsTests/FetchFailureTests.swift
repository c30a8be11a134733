import Foundation
import MVCS
import Testing

@testable import MVCSApps

@Suite struct FetchFailureTests {
  @Test func networkErrorsReadAsSentences() {
    #expect(
      FetchFailure.sentence(for: HTTPFetchError.cannotConnect)
        == "the image server cannot be reached (is it running, and is the address right?)")
    #expect(
      FetchFailure.sentence(for: HTTPFetchError.hostNotFound)
        == "the image server's name cannot be found (is the address right?)")
    #expect(FetchFailure.sentence(for: HTTPFetchError.timedOut) == "the image server did not answer in time")
    #expect(
      FetchFailure.sentence(for: HTTPFetchError.notConnectedToNetwork) == "this computer is not connected to a network")
    #expect(
      FetchFailure.sentence(for: HTTPFetchError.connectionLost) == "the connection to the image server was lost")
    #expect(
      FetchFailure.sentence(for: HTTPFetchError.unreadableAnswer) == "the image server's answer could not be read")
    #expect(
      FetchFailure.sentence(for: HTTPFetchError.insecureConnection("SSL certificate problem: certificate has expired"))
        == "a secure connection to the image server could not be made (SSL certificate problem: certificate has expired)"
    )
    #expect(
      FetchFailure.sentence(for: HTTPFetchError.tooLarge(limit: 32 << 20))
        == "the image server's answer is larger than 32 MiB, the most the app reads")
    #expect(
      FetchFailure.sentence(
        for: HTTPFetchError.other(curlCode: 43, message: "A libcurl function was given a bad argument"))
        == "the network request failed (curl error 43: A libcurl function was given a bad argument)")
  }

  @Test func aMissingLibcurlSaysWhichPackageToInstall() {
    let error = HTTPFetchError.libcurlMissing("libcurl.so.4: cannot open shared object file: No such file or directory")
    #expect(
      FetchFailure.sentence(for: error)
        == "the network library libcurl cannot be loaded (install the Debian package libcurl4): "
        + "libcurl.so.4: cannot open shared object file: No such file or directory")
  }

  @Test func theAPIsOwnErrorsSayWhatTheServerDid() {
    #expect(FetchFailure.sentence(for: ImagesError.unexpectedStatusCode(503)) == "the server answered with status 503")
    #expect(FetchFailure.sentence(for: CancellationError()) == "the request was cancelled")
  }
}
