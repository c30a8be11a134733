import MVCSUI

/// The current red panda: its picture (or progress while one loads), "Fetch" for another,
/// and "Favorite" to keep it — "View Favorite" when it is kept already, which shows it in the
/// carousel instead: the seed's `RedPandaCard`.
///
/// Both buttons wait while a request is in flight. The first picture is asked for as soon as
/// the card exists.
final class RedPandaCard: ViewController {
  private let images: ImagesController
  private let settings: PandasSettings
  /// Called by "View Favorite" with the current picture; the screen points it at the carousel.
  var viewFavorite: (RemoteImage) -> Void = { _ in }

  @Published private(set) var current: RemoteImage?
  /// What the request in flight is doing; nil when none is.
  @Published private var phase: ImagesController.Phase?
  /// Why the last request failed, until the next one starts.
  @Published private var failure: String?
  /// Set from the moment a request is asked for, before its task first runs, so a second tap
  /// in the same command cannot start another.
  @Published private(set) var isLoading = false

  init(images: ImagesController, settings: PandasSettings) {
    self.images = images
    self.settings = settings
    super.init(name: "card", title: "Red Panda")
    fetch()
  }

  var view: some View {
    VStack(alignment: .leading) {
      Text("Red Panda")
        .bold()
      if let phase {
        switch phase {
        case .describing: Text("Loading… asking for a red panda").foregroundStyle(.secondary)
        case .downloading(let url): Text("Loading… downloading \(url.lastPathComponent)").foregroundStyle(.secondary)
        }
      } else if let current {
        RemotePicture(image: current, inverted: settings.funkyRedPandaModeEnabled.value)
        Text("\(current.shortName) · \(current.width)×\(current.height) px")
          .foregroundStyle(.secondary)
      }
      if let failure {
        Text("Could not fetch a red panda: \(failure)")
      }
      HStack(alignment: .top, spacing: 8) {
        Button(action: fetch) { Text("Fetch") }
          .disabled(isLoading)
        // While the next picture loads, the button reads "Favorite" again, as in the demo.
        Button(action: favorite) {
          Text(isSaved && !isLoading ? "View Favorite" : "Favorite")
        }
        .disabled(isLoading || current == nil)
        Button(action: toggleFunkyMode) {
          Text(settings.funkyRedPandaModeEnabled.value ? "Funky Mode: On" : "Funky Mode: Off")
        }
      }
      Text("We've seen \(seen) red panda\(seen == 1 ? "" : "s")")
      if let previous = settings.previousLaunchText {
        Text("Last launched \(previous)")
          .foregroundStyle(.secondary)
      }
    }
  }

  private var isSaved: Bool { current.map(images.isSaved) ?? false }
  private var seen: Int { settings.fetchedRedPandas.value.count }

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

  private func toggleFunkyMode() {
    let funky = settings.funkyRedPandaModeEnabled
    images.runtime.spawn { try? await funky.toggle() }
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

/// A fetched picture drawn as pixel art; decoded when the picture changes, not at every
/// redraw of the card: equal to the last, its body is not evaluated again.
private struct RemotePicture: View, Equatable {
  let image: RemoteImage
  let inverted: Bool

  nonisolated static func == (lhs: RemotePicture, rhs: RemotePicture) -> Bool {
    lhs.image.id == rhs.image.id && lhs.inverted == rhs.inverted
  }

  var body: some View {
    switch Result(catching: { () throws(ImageDecoder.Failure) in try ImageDecoder.decode(image.dataRepresentation) }) {
    case .success(let pixels): PixelArt(pixels, inverted: inverted)
    case .failure(let error): Text("Cannot show this picture: \(error)")
    }
  }
}
