import Foundation
import MVCS
import Testing

@testable import MVCSApps

/// Pandas' HTTP client against a server in the test's process: what a GET returns, and each
/// way it fails, in the sentences the card shows.
@Suite struct HTTPFetchTests {
  let fetch = HTTPFetch(timeout: 30, maxBodyBytes: 1000)

  func url(_ server: TestHTTPServer, _ path: String) throws -> URL {
    try #require(URL(string: "http://127.0.0.1:\(server.port)\(path)"))
  }

  /// The error `operation` throws, which must throw.
  func failure(_ operation: () async throws -> HTTPResponse) async -> any Error {
    do {
      let response = try await operation()
      Issue.record("expected an error, got status \(response.statusCode)")
      return CancellationError()
    } catch {
      return error
    }
  }

  @Test func aGETReturnsTheStatusAndTheBody() async throws {
    let server = try TestHTTPServer { _ in .ok("a red panda") }
    defer { server.stop() }
    let response = try await fetch.get(url(server, "/random/json"))
    #expect(response == HTTPResponse(statusCode: 200, body: Data("a red panda".utf8)))
  }

  @Test func anErrorStatusIsAnAnswerNotAFailure() async throws {
    let server = try TestHTTPServer { _ in .respond(status: 503, body: Data("down for maintenance".utf8)) }
    defer { server.stop() }
    let response = try await fetch.get(url(server, "/random/json"))
    #expect(response == HTTPResponse(statusCode: 503, body: Data("down for maintenance".utf8)))
  }

  @Test func redirectsAreFollowedAsURLSessionWould() async throws {
    let server = try TestHTTPServer { path in
      switch path {
      case "/moved": .redirect(to: "/here")
      case "/loop": .redirect(to: "/loop")
      case "/elsewhere": .redirect(to: "file:///etc/passwd")
      default: .ok("arrived at \(path)")
      }
    }
    defer { server.stop() }
    let response = try await fetch.get(url(server, "/moved"))
    #expect(response == HTTPResponse(statusCode: 200, body: Data("arrived at /here".utf8)))
    let loop = await failure { try await fetch.get(url(server, "/loop")) }
    #expect(loop as? HTTPFetchError == .tooManyRedirects)
    #expect(FetchFailure.sentence(for: loop) == "the image server redirected the request too many times")
    let elsewhere = await failure { try await fetch.get(url(server, "/elsewhere")) }
    #expect(FetchFailure.sentence(for: elsewhere) == "the image address is not a web address this app can fetch")
  }

  @Test func aServerThatHoldsItsAnswerPastTheTimeoutTimesOut() async throws {
    // Held until the end of the test, so the timeout fires however loaded the machine is.
    let server = try TestHTTPServer { _ in .held(.ok("too late")) }
    defer { server.stop() }
    let impatient = HTTPFetch(timeout: 0.2, maxBodyBytes: 1000)
    let error = await failure { try await impatient.get(url(server, "/random/json")) }
    #expect(error as? HTTPFetchError == .timedOut)
    #expect(FetchFailure.sentence(for: error) == "the image server did not answer in time")
  }

  @Test func cancellingTheTaskEndsTheTransferAtOnce() async throws {
    let server = try TestHTTPServer { _ in .held(.ok("too late")) }
    defer { server.stop() }
    let fetch = fetch
    let address = try url(server, "/random/json")
    let task = Task { try await fetch.get(address) }
    var requests = server.requests.makeAsyncIterator()
    #expect(await requests.next() == "/random/json", "the request is in flight")
    task.cancel()
    // The 30-second timeout would be a .timedOut; a cancellation that only took effect when
    // the server answers would never come, as nothing releases it.
    let error = await failure { try await task.value }
    #expect(error is CancellationError)
    #expect(FetchFailure.sentence(for: error) == "the request was cancelled")
  }

  @Test func aTaskCancelledBeforeItsRequestNeverSendsIt() async throws {
    let server = try TestHTTPServer { _ in .ok("never asked") }
    defer { server.stop() }
    let fetch = fetch
    let address = try url(server, "/random/json")
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await fetch.get(address)
    }
    let error = await failure { try await task.value }
    #expect(error is CancellationError)
    server.stop()
    var arrived: [String] = []
    for await path in server.requests { arrived.append(path) }
    #expect(arrived.isEmpty)
  }

  @Test func aRefusedConnectionSaysTheServerCannotBeReached() async throws {
    // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
    let refused = try #require(URL(string: "http://127.0.0.1:1/random/json"))
    let error = await failure { try await fetch.get(refused) }
    #expect(error as? HTTPFetchError == .cannotConnect)
    #expect(
      FetchFailure.sentence(for: error)
        == "the image server cannot be reached (is it running, and is the address right?)")
  }

  @Test(arguments: [false, true])
  func aBodyOverTheCapIsRefusedWithItsSize(chunked: Bool) async throws {
    // With a Content-Length curl refuses before reading; chunked, the cap stops the reading.
    let server = try TestHTTPServer { path in
      .respond(status: 200, body: Data(repeating: 0x2A, count: path == "/big" ? 1001 : 1000), chunked: chunked)
    }
    defer { server.stop() }
    let atTheCap = try await fetch.get(url(server, "/fits"))
    #expect(atTheCap.body.count == 1000)
    let error = await failure { try await fetch.get(url(server, "/big")) }
    #expect(error as? HTTPFetchError == .tooLarge(limit: 1000))
    #expect(
      FetchFailure.sentence(for: error) == "the image server's answer is larger than 1000 bytes, the most the app reads"
    )
  }

  @MainActor
  @Test func theImageAPIFetchesOffTheMainActorAsExternalWork() async throws {
    let server = try TestHTTPServer { _ in .held(.respond(status: 404, body: Data())) }
    defer { server.stop() }
    let environment = AppEnvironment(clock: VirtualClock())
    // Held until the test, on the main actor, releases it: in a full parallel run other
    // tests can keep the main actor busy past the default 30 s, which is not what this tests.
    let api = HTTPImageAPI(baseURL: try url(server, "/"), timeout: 600)
    let address = try url(server, "/panda.png")
    let task = Task { try await api.get(address, environment: environment) }
    // This loop runs on the main actor while the request is held: the fetch does not block it.
    var requests = server.requests.makeAsyncIterator()
    #expect(await requests.next() == "/panda.png")
    #expect(environment.runtime.externalTasks == 1, "`wait` gives the request real time")
    server.release()
    #expect(try await task.value.statusCode == 404)
    #expect(environment.runtime.externalTasks == 0)
  }
}
