/// Where an ``AsyncImage`` is: loading, loaded, or failed, as SwiftUI's phases.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://shop.example/cakes/lemon.png")) { phase in
///   if let image = phase.image { image } else if phase.error != nil { Text("No photo") } else { ProgressView() }
/// }
/// ```
public enum AsyncImagePhase: Sendable {
  /// Not loaded yet.
  case empty
  /// Loaded: the image, drawn as the file's name as an asset is.
  case success(Image)
  /// The request failed, or its answer is not an image.
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { image } else { nil }
  }

  /// Why it failed, if it did.
  public var error: (any Error)? {
    if case .failure(let error) = self { error } else { nil }
  }
}
