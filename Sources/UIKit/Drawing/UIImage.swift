import MVCS

/// An image, as UIKit's: one of the app's assets or an SF Symbol, shown in SwiftUI with
/// `Image(uiImage:)`.
///
/// ```swift
/// let star = UIImage(systemName: "star.fill")!
/// Image(uiImage: star)                       // ★
/// Image(uiImage: UIImage(named: "logo")!)    // logo
/// ```
///
/// An image is drawn as SwiftUI's `Image` draws it: a symbol as the character that looks like
/// it, an asset by its name. There are no asset catalogs on Linux, so every name makes an image:
/// neither initializer returns nil.
public final class UIImage: Sendable, Hashable {
  private enum Source: Hashable {
    case asset(String)
    case symbol(String)
  }

  private let source: Source

  /// The image named `name` in the app's assets.
  public init?(named name: String) {
    source = .asset(name)
  }

  /// The SF Symbol named `name`.
  public init?(systemName name: String) {
    source = .symbol(name)
  }

  /// SwiftUI's image for this one.
  @MainActor var image: Image {
    switch source {
    case .asset(let name): Image(name)
    case .symbol(let name): Image(systemName: name)
    }
  }

  /// Two images are equal when made from the same name the same way.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.source == rhs.source
  }

  /// Hashes the name and how it was made.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source)
  }
}

extension Image {
  /// SwiftUI's image for UIKit's `uiImage`: an SF Symbol as its character, an asset by its
  /// name.
  public init(uiImage: UIImage) {
    self = uiImage.image
  }
}
