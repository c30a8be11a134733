import Foundation
import Testing

/// The Pandas app's real HTTP client, through `mvcs --set image-api=URL`, against a local server.
@Suite(.serialized) struct PandasHTTPTests {
  /// Runs `input` in batch mode against the server's `behaviour`.
  func session(_ behaviour: String, _ input: String) async throws -> MVCSProcess.Result {
    let server = try LocalImageServer()
    defer { server.stop() }
    // Wide, so messages stay on one line.
    return try await MVCSProcess.run(
      ["--app", "pandas", "--width", "200", "--set", "image-api=" + server.url(behaviour)], input: input)
  }

  @Test func fetchesShowsAndSavesAPNG() async throws {
    let result = try await session("ok", "wait\nshow\ntap Favorite\nwait\nstore ls\nshow\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Red Panda\n@@@@\n@@@@\npanda · 8×4 px\n[Fetch] [Favorite]"))
    #expect(result.stdout.contains("imagesStore               1"))
    // The server has one picture, so the next fetch brings the saved one back.
    #expect(result.stdout.contains("[Fetch] [View Favorite]"))
  }

  @Test func fetchesAndShowsAJPEG() async throws {
    let result = try await session("jpeg", "wait\nshow\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Red Panda\n@@@@@@@@\n\npanda · 8×4 px"))
  }

  @Test func errorStatusesAreShownAndTheButtonsComeBack() async throws {
    let unavailable = try await session("status", "wait\nshow\ntap Fetch\nwait\n")
    #expect(unavailable.status == 0, "\(unavailable.stderr)")
    #expect(unavailable.stdout.contains("Could not fetch a red panda: the server answered with status 503"))
    let missing = try await session("missing", "wait\nshow\n")
    #expect(missing.stdout.contains("Could not fetch a red panda: the server answered with status 404"))
  }

  @Test func aServerThatCannotBeReachedIsASentenceNotAnNSErrorDump() async throws {
    // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
    let result = try await MVCSProcess.run(
      ["--app", "pandas", "--width", "200", "--set", "image-api=http://127.0.0.1:1"], input: "wait\nshow\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "Could not fetch a red panda: the image server cannot be reached (is it running, and is the address right?)"))
    #expect(!result.stdout.contains("Error Domain"))
    #expect(result.stdout.contains("[Fetch] [⊘ Favorite]"))
  }

  @Test func badJSONIsBadData() async throws {
    let result = try await session("badjson", "wait\nshow\n")
    #expect(
      result.stdout.contains("Could not fetch a red panda: the server sent data that is not a picture description"))
  }

  @Test func badImageBytesAreAClearError() async throws {
    let result = try await session("badimage", "wait\nshow\n")
    #expect(
      result.stdout.contains("Cannot show this picture: not a PNG or JPEG image (starts with 3c 68 74 6d 6c 3e 6e 6f)"))
    #expect(result.stdout.contains("panda · 8×4 px"))
  }

  @Test func aSlowServerOutlastsAShortWaitThenArrives() async throws {
    let result = try await session("slow", "wait --timeout 200ms\nshow\nwait --timeout 10s\nshow\n")
    #expect(result.status == 3, "the short wait fails")
    #expect(result.stderr.contains("<stdin>:1:1: error:"), "\(result.stderr)")
    #expect(result.stdout.contains("Loading… asking for a red panda"))
    #expect(result.stdout.contains("panda · 8×4 px"))
  }

  @Test func runPassesTheImageAPIToScriptsAndWorkers() async throws {
    let server = try LocalImageServer()
    defer { server.stop() }
    let folder = try ScratchFolder()
    let script = try folder.write("http.mvcs", "launch pandas\nwait\nexpect shows 'panda · 8×4 px'\n")
    for extra in [[], ["--jobs", "2"]] {
      let result = try await MVCSProcess.run(["run", "--set", "image-api=" + server.url("ok")] + extra + [script])
      #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }
  }

  @Test func aURLThatIsNotHTTPIsAUsageError() async throws {
    let result = try await MVCSProcess.run(["--app", "pandas", "--set", "image-api=ftp://example.invalid"])
    #expect(result.status == 64 || result.status == 2)
    #expect(result.stderr.contains("--set: image-api must be an http or https URL"))
  }
}
