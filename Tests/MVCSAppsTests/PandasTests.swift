import Foundation
import MVCS
import MVCSShell
import MVCSTesting
import Testing

@testable import MVCSApps

@MainActor
@Suite struct PandasTests {
  @Test func isBuiltIn() {
    #expect(BuiltInApps.names.contains("pandas"))
    #expect(BuiltInApps.named("pandas") is PandasApp)
  }

  @Test func theOfflineAPIServesItsSeriesInOrderAsDecodablePNGs() async throws {
    let clock = VirtualClock()
    let environment = AppEnvironment(clock: clock)
    let store = Store<RemoteImage>(name: "imagesStore", engine: InMemoryStorageEngine(), cacheIdentifier: \.id)
    let images = ImagesController(store: store, client: OfflineImageAPI(), environment: environment)
    var urls: [String] = []
    for _ in 0..<7 {
      var fetched: RemoteImage?
      environment.runtime.spawn { fetched = try? await images.fetchImage() }
      // Two requests of half a second each on the virtual clock.
      for _ in 0..<2 {
        await environment.runtime.settle()
        clock.advance(by: 0.5)
      }
      await environment.runtime.settle()
      let image = try #require(fetched)
      urls.append(image.url.lastPathComponent)
      let pixels = try ImageDecoder.decode(image.dataRepresentation)
      #expect(pixels.width == image.width && pixels.height == image.height)
    }
    #expect(
      urls == ["panda-1.png", "panda-2.png", "panda-3.png", "panda-4.png", "panda-5.png", "panda-6.png", "panda-1.png"])
    #expect(store.items.isEmpty, "fetching does not save")
  }

  @Test func decodesJPEGWithLibjpeg() throws {
    let pixels = try ImageDecoder.decode(Data(base64Encoded: Self.whiteOverBlackJPEG)!)
    #expect(pixels.width == 8 && pixels.height == 4)
    #expect(pixels.pixel(x: 0, y: 0).red > 230 && pixels.pixel(x: 7, y: 3).red < 25)
    #expect(PixelArt(pixels).lines(width: 80) == ["@@@@@@@@", "        "])
  }

  @Test func badBytesAreAClearError() {
    #expect(throws: ImageDecoder.Failure.unrecognizedFormat(firstBytes: "3c 68 74 6d 6c 3e")) {
      try ImageDecoder.decode(Data("<html>".utf8))
    }
    #expect(throws: ImageDecoder.Failure.unrecognizedFormat(firstBytes: "")) { try ImageDecoder.decode(Data()) }
    let truncatedPNG = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    #expect {
      try ImageDecoder.decode(truncatedPNG)
    } throws: { error in
      guard case .corrupt(format: "PNG", let reason) = error as? ImageDecoder.Failure else { return false }
      return !reason.isEmpty
    }
    let truncatedJPEG = Data(base64Encoded: Self.whiteOverBlackJPEG)!.prefix(40)
    #expect {
      try ImageDecoder.decode(truncatedJPEG)
    } throws: { error in
      guard case .corrupt(format: "JPEG", _) = error as? ImageDecoder.Failure else { return false }
      return true
    }
  }

  @Test func favouritesAreNewestFirstAndRemoveAndClearAllWork() async {
    let pandas = TestShell(app: PandasApp())
    await pandas.run("wait")
    #expect(await pandas.run("expect shows 'Add some red pandas you love and they'\\''ll appear here!'") == [])
    await pandas.run("tap Favorite")
    await pandas.run("wait")
    await pandas.run("tap Favorite")
    await pandas.run("wait")
    let names = await pandas.screen().split(separator: "\n").compactMap { line in
      line.firstRange(of: "panda-").map { String(line[$0.lowerBound...].prefix(7)) }
    }
    // The carousel's two rows, then the card's current picture; the rows' remove buttons are
    // drawn as their symbol, ⊗, and named "Remove panda-N".
    #expect(names == ["panda-2", "panda-1", "panda-3"])
    await pandas.run("expect store imagesStore 2")
    await pandas.run("tap 'Remove panda-2'")
    await pandas.run("expect store imagesStore 1")
    await pandas.run("expect hides 'panda-2'")
    await pandas.run("tap 'Clear All'")
    await pandas.run("expect store imagesStore 0")
    await pandas.run("expect hides 'Clear All'")
  }

  @Test func buttonsWaitWhileARequestIsInFlight() async {
    let pandas = TestShell(app: PandasApp())
    #expect(await pandas.error("tap Fetch")?.description.contains("disabled") == true)
    #expect(await pandas.error("tap Favorite")?.description.contains("disabled") == true)
    // Both requests' answers fall within the second, though the task sees the first only after the move.
    await pandas.run("clock advance 1s")
    await pandas.run("tap Fetch")
    #expect(await pandas.error("tap Fetch")?.description.contains("disabled") == true)
  }

  @Test func viewFavoriteFocusesTheCarouselInsteadOfSavingAgain() async {
    let pandas = TestShell(app: PandasApp())
    await pandas.run("wait")
    await pandas.run("tap Favorite")
    await pandas.run("wait")
    await pandas.run("relaunch")
    await pandas.run("wait")
    await pandas.run("tap 'View Favorite'")
    #expect(await pandas.screen().contains("› panda-1"))
    await pandas.run("expect store imagesStore 1")
  }

  @Test func favouritesFunkyModeAndSeenCountSurviveARelaunch() async {
    let pandas = TestShell(app: PandasApp())
    await pandas.run("wait")
    await pandas.run("tap Favorite")
    await pandas.run("wait")
    await pandas.run("tap 'Funky Mode: Off'")
    await pandas.run("relaunch")
    await pandas.run("wait")
    let screen = await pandas.screen()
    #expect(screen.contains("panda-1  24×16"))
    #expect(screen.contains("[Funky Mode: On]"))
    #expect(screen.contains("We've seen 2 red pandas"))
    #expect(screen.contains("Last launched 2026-01-01 09:00 +00:00"))
  }

  /// An 8×4 JPEG, white over black, written with libjpeg-turbo at quality 90.
  static let whiteOverBlackJPEG =
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAEAAgDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD5U/4ej/tO/wDRTf8AygaX/wDI1FFFAH//2Q=="
}
