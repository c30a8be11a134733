import MVCSUI

/// The favourites, newest first, each as a small picture with its name and a remove button,
/// under a "Favorites" header whose clear-all button shows only when there is something to
/// clear: the seed's `FavoritesCarousel`.
///
/// It reads the images store's observable items, so it redraws whenever a favourite is saved
/// or removed, whoever did it.
final class FavoritesCarousel: ViewController {
  private let images: ImagesController
  private let settings: PandasSettings
  /// The favourite "View Favorite" brought forward, drawn selected until another is.
  @Published private var focusedID: String?
  /// Why the last removal failed; the favourites stay as the store has them.
  @Published private var failure: String?
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

  private func removeImage(image: RemoteImage) {
    if focusedID == image.id { focusedID = nil }
    pictures[image.id] = nil
    images.runtime.spawn { [images, weak self] in
      do { try await images.removeImage(image) } catch { self?.failure = "\(error)" }
    }
  }

  private func clearAllImages() {
    focusedID = nil
    pictures = [:]
    images.runtime.spawn { [images, weak self] in
      do { try await images.clearAllImages() } catch { self?.failure = "\(error)" }
    }
  }

  var view: some View {
    VStack(alignment: .leading) {
      HStack(alignment: .top) {
        Text("Favorites")
          .bold()
        Spacer()
        if !images.favorites.isEmpty {
          Button(action: clearAllImages) {
            Image(systemName: "xmark.circle.fill")
          }
          .accessibilityLabel("Clear All")
        }
      }
      if let failure {
        Text("Could not change the favorites: \(failure)")
      }
      if images.favorites.isEmpty {
        Text(Self.emptyText)
          .foregroundStyle(.secondary)
      } else {
        ForEach(images.favorites) { image in
          HStack(alignment: .top, spacing: 16) {
            self.picture(of: image)
            VStack(alignment: .leading) {
              Text((image.id == self.focusedID ? "› " : "") + "\(image.shortName)  \(image.width)×\(image.height)")
              Button(action: { self.removeImage(image: image) }) {
                Image(systemName: "xmark.circle.fill")
              }
              .accessibilityLabel("Remove \(image.shortName)")
            }
          }
        }
      }
    }
  }

  /// A favourite's picture, decoded once.
  @ViewBuilder private func picture(of image: RemoteImage) -> some View {
    switch decoded(image) {
    case .success(let pixels): PixelArt(pixels, maxColumns: 8, inverted: settings.funkyRedPandaModeEnabled.value)
    case .failure: Text("(no picture)").foregroundStyle(.secondary)
    }
  }

  private func decoded(_ image: RemoteImage) -> Result<PixelImage, ImageDecoder.Failure> {
    if let known = pictures[image.id] { return known }
    let decoded = Result { () throws(ImageDecoder.Failure) in try ImageDecoder.decode(image.dataRepresentation) }
    pictures[image.id] = decoded
    return decoded
  }
}
