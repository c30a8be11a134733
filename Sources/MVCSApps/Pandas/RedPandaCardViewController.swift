import Foundation
import MVCS

/// The current red panda: its picture (or progress while one loads), "Fetch" for another,
/// and "Favorite" to keep it — "View Favorite" when it is kept already, which shows it in
/// the carousel instead.
///
/// Both buttons wait while a request is in flight. The first picture is asked for as soon
/// as the card exists.
final class RedPandaCardViewController: ViewController {
  private let images: ImagesController
  private let settings: PandasSettings
  /// Called by "View Favorite" with the current picture; the screen points it at the carousel.
  var viewFavorite: (RemoteImage) -> Void = { _ in }

  private(set) var current: RemoteImage? {
    didSet {
      picture = current.map { image in
        Result { () throws(ImageDecoder.Failure) in try ImageDecoder.decode(image.dataRepresentation) }
      }
      setNeedsDisplay()
    }
  }
  private var picture: Result<PixelImage, ImageDecoder.Failure>?
  /// What the request in flight is doing; nil when none is.
  private(set) var phase: ImagesController.Phase? {
    didSet { setNeedsDisplay() }
  }
  /// Why the last request failed, until the next one starts.
  private(set) var failure: String? {
    didSet { setNeedsDisplay() }
  }
  /// Set from the moment a request is asked for, before its task first runs, so a second tap
  /// in the same command cannot start another.
  private(set) var isLoading = false {
    didSet { setNeedsDisplay() }
  }

  init(images: ImagesController, settings: PandasSettings) {
    self.images = images
    self.settings = settings
    super.init(name: "card", title: "Red Panda")
    fetch()
  }

  override var body: any View {
    let isSaved = current.map(images.isSaved) ?? false
    let seen = settings.fetchedRedPandas.value.count
    let funky = settings.funkyRedPandaModeEnabled.value
    return VStack(alignment: .leading) {
      Text("Red Panda", style: .bold)
      if let phase {
        switch phase {
        case .describing: Text("Loading… asking for a red panda", style: .dim)
        case .downloading(let url): Text("Loading… downloading \(url.lastPathComponent)", style: .dim)
        }
      } else if let current {
        switch picture {
        case .success(let pixels): PixelArt(pixels, inverted: funky)
        case .failure(let error): Text("Cannot show this picture: \(error)")
        case nil: Text("")
        }
        Text("\(current.shortName) · \(current.width)×\(current.height) px", style: .dim)
      }
      if let failure {
        Text("Could not fetch a red panda: \(failure)")
      }
      HStack(alignment: .top, spacing: 8) {
        Button("Fetch", action: "fetch", isEnabled: !isLoading)
        // While the next picture loads, the button reads "Favorite" again, as in the demo.
        Button(
          isSaved && !isLoading ? "View Favorite" : "Favorite", action: "favorite",
          isEnabled: !isLoading && current != nil)
        Button(funky ? "Funky Mode: On" : "Funky Mode: Off", action: "toggle-funky-mode")
      }
      Text("We've seen \(seen) red panda\(seen == 1 ? "" : "s")")
      if let previous = settings.previousLaunchText {
        Text("Last launched \(previous)", style: .dim)
      }
    }
  }

  override var actions: [Action] {
    [
      Action("fetch", summary: "Fetches another red panda") { [unowned self] _ in fetch() },
      Action("favorite", summary: "Saves this red panda and fetches the next; shows it when already saved") {
        [unowned self] _ in favorite()
      },
      Action("toggle-funky-mode", summary: "Turns funky red panda mode on or off") { [unowned self] _ in
        let funky = settings.funkyRedPandaModeEnabled
        images.runtime.spawn { try? await funky.toggle() }
      },
    ]
  }

  /// Starts fetching a picture unless one is on its way.
  func fetch() {
    guard !isLoading else { return }
    isLoading = true
    images.runtime.spawn { [weak self] in await self?.load() }
  }

  /// Saves the current picture and fetches the next, or shows it when it is saved already.
  func favorite() {
    guard !isLoading, let current else { return }
    if images.isSaved(current) {
      viewFavorite(current)
      return
    }
    isLoading = true
    images.runtime.spawn { [weak self] in
      guard let self else { return }
      do {
        try await images.saveImage(current)
      } catch {
        failure = FetchFailure.sentence(for: error)
        isLoading = false
        return
      }
      await load()
    }
  }

  private func load() async {
    failure = nil
    defer {
      phase = nil
      isLoading = false
    }
    do {
      let image = try await images.fetchImage { [weak self] phase in self?.phase = phase }
      current = image
      try await settings.recordFetched(image.url)
    } catch {
      failure = FetchFailure.sentence(for: error)
    }
  }
}
