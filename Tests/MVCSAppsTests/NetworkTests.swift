import Foundation
import MVCS
import MVCSTesting
import SwiftUI
import Synchronization
import Testing

@testable import MVCSShell

/// An iOS app's networking code (CupcakesApp/: URLSession, URLRequest, HTTPURLResponse,
/// AsyncImage, a Foundation-only model) builds unchanged and is answered from a HAR file a
/// script names; nothing leaves the machine, a request with no fixture fails naming itself, and
/// `network record` writes the fixtures of a session against a live server.
@MainActor
@Suite struct NetworkTests {
  static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("CupcakesApp/Scripts").path

  private func shell() -> TestShell {
    TestShell(app: SceneApp(CupcakesApp.self), width: 40)
  }

  @Test func theMenuIsLoadedFromTheFixturesAndEachPhotoDrawnByItsName() async {
    let shell = shell()
    await shell.expect(
      "network fixtures \(Self.scripts)/cupcakes.har",
      prints: "answering requests from \(Self.scripts)/cupcakes.har (3 entries)")
    await shell.run("relaunch")
    // Each drawing starts the tasks of the views it drew, whose answers the next one shows: the
    // menu's `.task` first, then each row's AsyncImage.
    #expect(await shell.run("show") == ["Cupcakes", String(repeating: "─", count: 40)])
    #expect(await shell.run("show").contains("  🖼 Lemon $3.50 ›"))
    let screen = await shell.run("show")
    #expect(screen.contains { $0.contains("lemon.png") && $0.contains("Lemon") && $0.contains("$3.50") }, "\(screen)")
    // The velvet photo has no fixture: the placeholder, and the console names the request.
    #expect(screen.contains { $0.contains("🖼") && $0.contains("Red velvet") }, "\(screen)")
    await shell.expect(
      "console 1",
      prints: "network: no fixture for GET https://cupcakes.example/photos/velvet.png in \(Self.scripts)/cupcakes.har")
    await shell.expect(
      "network", prints: "answering from \(Self.scripts)/cupcakes.har (3 entries; 2 answered, 1 failed)")
  }

  @Test func withNoFixturesEveryRequestFailsNamingItsMethodAndURL() async {
    let shell = shell()
    await shell.run("show")
    let screen = await shell.run("show")
    // The app shows the error's description, which names the request.
    #expect(
      screen.joined(separator: " ").split(separator: " ").joined(separator: " ")
        .contains("no fixture for GET https://cupcakes.example/api/menu: the network is off"),
      "\(screen)")
    await shell.expect("network", prints: "off: every request fails (0 answered, 1 failed)")
  }

  @Test func aRequestWithNoFixtureIsNamedBesideItsStepInTheReport() async throws {
    let app = SceneApp(CupcakesApp.self)
    var runner = ScriptRunner(app: app, apps: [app], options: ShellOptions(width: 40))
    runner.recordsTimeline = true
    let result = await runner.run(text: "show\nshow\n", file: "offline.mvcs")
    let timeline = try #require(result.timeline)
    let failure = "network: no fixture for GET https://cupcakes.example/api/menu: the network is off"
    // The step whose drawing started the menu's task is the one whose console names the request.
    #expect(timeline.steps[0].console.contains { $0.hasPrefix(failure) }, "\(timeline.steps.map(\.console))")
    #expect(ScriptPage(result: result).html.contains(failure))
  }

  @Test func anOrderIsUploadedAndItsBodyMatchedAsPlaywrightMatchesIt() async {
    let shell = shell()
    await shell.run("network fixtures \(Self.scripts)/cupcakes.har")
    await shell.run("relaunch")
    await shell.run("show")
    await shell.run("show")
    await shell.run("show")
    await shell.run("tap 'lemon.png Lemon $3.50'")
    await shell.run("show")
    await shell.run("step 'Quantity: 2' up")
    // The button's action starts a bare `Task`: the tap returns once it has ended.
    await shell.run("tap 'Place order'")
    var screen = await shell.run("show")
    #expect(screen.contains { $0.contains("Order 1042: 3 × Lemon on its way!") }, "\(screen)")
    // Another quantity is another body, which no entry has.
    await shell.run("step 'Quantity: 3' up")
    await shell.run("tap 'Place order'")
    screen = await shell.run("show")
    // The message is wrapped over lines; its words are read as one text.
    #expect(
      screen.joined(separator: " ").split(separator: " ").joined(separator: " ")
        .contains("no fixture for POST https://cupcakes.example/api/orders"), "\(screen)")
  }

  @Test func aBadFixturesFileIsAnErrorThatSaysWhereItIsWrong() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("network-tests-\(#line)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("bad.har").path
    try Data("{\n  \"log\": {\n    \"entries\": [ x ]\n  }\n}\n".utf8).write(to: URL(fileURLWithPath: bad))
    let shell = shell()
    #expect(
      (await shell.error("network fixtures \(bad)")?.message ?? "").contains("\(bad):3:18: not JSON: expected a value"))
    #expect(
      (await shell.error("network fixtures \(folder.path)/missing.har")?.message ?? "").contains(
        "missing.har: no such file"))
    let notHAR = folder.appendingPathComponent("entries.har").path
    try Data(
      #"{"log": {"version": "1.2", "creator": {"name": "x", "version": "1"}, "entries": [{"request": {"method": "GET"}, "response": {"status": 200}}]}}"#
        .utf8
    ).write(to: URL(fileURLWithPath: notHAR))
    #expect(
      (await shell.error("network fixtures \(notHAR)")?.message ?? "").contains(
        "not a HAR file: entry 1: request.url: missing"))
  }

  /// The fuzz once named `/dev/zero` here, and the archive's atomic write put a file in the
  /// device's place: a FIFO of the test's own stands for it.
  @Test func recordingToSomethingThatIsNotARegularFileIsRefusedAndLeavesItAsItWas() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("network-tests-\(#line)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe.har").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let message = await shell().error("network record \(fifo)")?.message ?? ""
    #expect(message.contains("cannot write \(fifo): it is not a regular file"))
    #expect(throws: NetworkFixtureError.self) { try HTTPArchive().write(to: fifo) }
    var info = stat()
    #expect(stat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func theSameFixturesGiveTheSameScreensEveryRun() async {
    var screens: [[String]] = []
    for _ in 0..<3 {
      let shell = shell()
      await shell.run("network fixtures \(Self.scripts)/cupcakes.har")
      await shell.run("relaunch")
      await shell.run("show")
      screens.append(await shell.run("show"))
    }
    #expect(screens[0] == screens[1] && screens[1] == screens[2])
  }

  @Test func theFlowsOfTheAppPass() async {
    let app = SceneApp(CupcakesApp.self)
    for name in ["menu.mvcs", "order.mvcs"] {
      let runner = ScriptRunner(app: app, apps: [app], options: ShellOptions(width: 40))
      let result = await runner.run(file: "\(Self.scripts)/\(name)")
      #expect(result.status == .success, "\(name): \(result.report)")
    }
  }

  @Test func anAsyncImageWhosePlaceholderIsAnotherKindOfViewLoadsItsImageOnce() async {
    let shell = TestShell(app: SceneApp(PhotoRowApp.self), width: 40)
    await shell.run("network fixtures \(Self.scripts)/cupcakes.har")
    await shell.run("relaunch")
    #expect(await shell.run("show").contains { $0.contains("<=>") })
    #expect(await shell.run("show") == ["  lemon.png Lemon"])
    await shell.run("show")
    await shell.expect(
      "network", prints: "answering from \(Self.scripts)/cupcakes.har (3 entries; 1 answered, 0 failed)")
  }

  @Test func aDownloadIsTheFixturesBodyInAFileOfItsOwn() async throws {
    let network = AppNetwork()
    network.replay(try NetworkFixtures(loadingFrom: "\(Self.scripts)/cupcakes.har"))
    let photo = try #require(URL(string: "https://cupcakes.example/photos/lemon.png"))
    let png = try #require(
      Data(
        base64Encoded:
          "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP49SwAiBggFAA/9gjBEU8KXwAAAABJRU5ErkJggg=="))
    let (file, response) = try await AppNetwork.$current.withValue(network) {
      try await URLSession.shared.download(from: photo)
    }
    defer { try? FileManager.default.removeItem(at: file) }
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(FileManager.default.contents(atPath: file.path) == png)

    // The completion-handler task writes a file of its own too.
    let box = ResultBox()
    AppNetwork.$current.withValue(network) {
      URLSession.shared.downloadTask(with: photo) { location, _, error in
        box.set(
          location.flatMap { FileManager.default.contents(atPath: $0.path) } == png
            ? "same" : "\(String(describing: error))")
        if let location { try? FileManager.default.removeItem(at: location) }
      }.resume()
    }
    #expect(box.value == "same")

    // A download no fixture answers fails naming its method and URL, and writes no file.
    let missing = try #require(URL(string: "https://cupcakes.example/photos/velvet.png"))
    await #expect {
      _ = try await AppNetwork.$current.withValue(network) { try await URLSession.shared.download(from: missing) }
    } throws: { error in
      error.localizedDescription.contains("no fixture for GET https://cupcakes.example/photos/velvet.png")
    }
  }

  @Test func completionHandlerTasksAreAnsweredWhenResumed() async throws {
    let network = AppNetwork()
    network.replay(try NetworkFixtures(loadingFrom: "\(Self.scripts)/cupcakes.har"))
    let box = ResultBox()
    AppNetwork.$current.withValue(network) {
      let task = URLSession.shared.dataTask(with: URL(string: "https://cupcakes.example/api/menu")!) {
        data, response, error in
        box.set("\((response as? HTTPURLResponse)?.statusCode ?? 0) \(data?.count ?? 0) \(error == nil)")
      }
      #expect(task.state == .suspended)
      task.resume()
      #expect(task.state == .completed)
    }
    #expect(box.value?.hasPrefix("200 ") == true && box.value?.hasSuffix(" true") == true, "\(box.value ?? "")")
  }

  @Test func aRecordingOfALiveServerIsAHARThatReplaysToTheSameAnswers() async throws {
    let server = try TestHTTPServer { path in
      path == "/api/menu"
        ? .respond(
          status: 200, body: Data(#"[{"id":1,"name":"Lemon","price":3.5}]"#.utf8),
          headers: ["Content-Type: application/json"])
        : .respond(status: 404, body: Data("no".utf8), headers: ["Content-Type: text/plain"])
    }
    defer { server.stop() }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("network-record-\(#line)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = "http://127.0.0.1:\(server.port)"
    var files: [String] = []
    for take in 0..<2 {
      let path = folder.appendingPathComponent("take\(take).har").path
      let network = AppNetwork()
      try network.record(to: path)
      try await AppNetwork.$current.withValue(network) {
        let (data, response) = try await URLSession.shared.data(from: URL(string: "\(base)/api/menu")!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self).contains("Lemon"))
        let (_, missing) = try await URLSession.shared.data(from: URL(string: "\(base)/photos/none.png")!)
        #expect((missing as? HTTPURLResponse)?.statusCode == 404)
      }
      files.append(try String(contentsOfFile: path, encoding: .utf8))
      // Replayed, the recording answers as the server did, without it.
      let replay = AppNetwork()
      replay.replay(try NetworkFixtures(loadingFrom: path))
      #expect(
        replay.answer(NetworkRequest(method: "GET", url: "\(base)/api/menu"))
          == .replayed(
            NetworkResponse(
              url: "\(base)/api/menu", status: 200,
              headers: (try HTTPArchive(loadingFrom: path)).log.entries[0].response.headers,
              body: Data(#"[{"id":1,"name":"Lemon","price":3.5}]"#.utf8))))
    }
    // Deterministic: the same session writes the same file (the port aside, the same every take).
    #expect(files[0] == files[1])
    #expect(files[0].contains(#""startedDateTime" : "1970-01-01T00:00:00.000Z""#))
  }
}

/// A value set from a completion handler, which may run on any thread.
private final class ResultBox: Sendable {
  private let stored = Mutex<String?>(nil)
  var value: String? { stored.withLock { $0 } }
  func set(_ value: String) { stored.withLock { $0 = value } }
}
