import MVCS

/// The favourites, newest first, each as a small picture with its name and a remove button,
/// under a "Favorites" header whose "Clear All" shows only when there is something to clear.
///
/// Reads the images store's observable items, so it redraws whenever a favourite is saved or
/// removed, whoever did it.
final class FavoritesCarouselViewController: ViewController {
  private let images: ImagesController
  private let settings: PandasSettings
  /// The favourite "View Favorite" brought forward, drawn selected until another is.
  private(set) var focusedID: String? {
    didSet { setNeedsDisplay() }
  }
  /// Why the last removal failed; the favourites stay as the store has them.
  private var failure: String? {
    didSet { setNeedsDisplay() }
  }
  /// Decoded pictures by id: decoding on every redraw would redo libpng's work for nothing.
  private var pictures: [String: Result<PixelImage, ImageDecoder.Failure>] = [:]

  static let emptyText = "Add some red pandas you love and they'll appear here!"

  init(images: ImagesController, settings: PandasSettings) {
    self.images = images
    self.settings = settings
    super.init(name: "favorites", title: "Favorites")
  }

  /// Brings a saved picture forward, as the card's "View Favorite" asks.
  func focus(on image: RemoteImage) {
    focusedID = image.id
  }

  override var body: any View {
    let favorites = images.favorites
    let inverted = settings.funkyRedPandaModeEnabled.value
    return VStack(alignment: .leading) {
      HStack(alignment: .top) {
        Text("Favorites", style: .bold)
        Spacer()
        if !favorites.isEmpty {
          Button("Clear All", action: "clear-all")
        }
      }
      if let failure {
        Text("Could not change the favorites: \(failure)")
      }
      if favorites.isEmpty {
        Text(Self.emptyText, style: .dim)
      }
      for (index, image) in favorites.enumerated() {
        row(image, number: index + 1, inverted: inverted)
      }
    }
  }

  private func row(_ image: RemoteImage, number: Int, inverted: Bool) -> AnyView {
    let isFocused = image.id == focusedID
    return AnyView(
      HStack(alignment: .top, spacing: 16) {
        switch picture(of: image) {
        case .success(let pixels): PixelArt(pixels, maxColumns: 8, inverted: inverted)
        case .failure: Text("(no picture)", style: .dim)
        }
        VStack(alignment: .leading) {
          Text(
            (isFocused ? "› " : "") + "\(image.shortName)  \(image.width)×\(image.height)",
            style: isFocused ? .inverse : [])
          Button("Remove \(image.shortName)", action: "remove-\(number)")
        }
      })
  }

  private func picture(of image: RemoteImage) -> Result<PixelImage, ImageDecoder.Failure> {
    if let known = pictures[image.id] { return known }
    let decoded = Result { () throws(ImageDecoder.Failure) in try ImageDecoder.decode(image.dataRepresentation) }
    pictures[image.id] = decoded
    return decoded
  }

  override var actions: [Action] {
    let favorites = images.favorites
    let removals = favorites.enumerated().map { index, image in
      Action("remove-\(index + 1)", summary: "Removes \(image.shortName) from the favorites") { [unowned self] _ in
        remove(image)
      }
    }
    return [
      Action("clear-all", summary: "Removes every favorite") { [unowned self] _ in clearAll() }
    ] + removals
  }

  private func remove(_ image: RemoteImage) {
    if focusedID == image.id { focusedID = nil }
    pictures[image.id] = nil
    let images = images
    images.runtime.spawn { [weak self] in
      do { try await images.removeImage(image) } catch { self?.failure = "\(error)" }
    }
  }

  private func clearAll() {
    focusedID = nil
    pictures = [:]
    let images = images
    images.runtime.spawn { [weak self] in
      do { try await images.clearAllImages() } catch { self?.failure = "\(error)" }
    }
  }
}
