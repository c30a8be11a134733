import Foundation

/// SwiftUI's `AsyncImage`: an image loaded from a URL through ``URLSession``, so in a run it is
/// answered from the session's fixtures as any request is (`network fixtures FILE.har`).
///
/// ```swift
/// AsyncImage(url: URL(string: "https://shop.example/cakes/lemon.png"))   // 🖼, then lemon.png
/// AsyncImage(url: URL(string: "https://shop.example/cakes/lemon.png")) { image in
///   image.resizable()
/// } placeholder: {
///   ProgressView()
/// }
/// ```
///
/// A loaded image is drawn as the framework draws any image, by its name: the URL's file name
/// (`lemon.png`). It counts as loaded when the answer's status is 2xx and its bytes are a PNG,
/// JPEG, GIF or WebP picture; otherwise the phase is a failure. The default content draws the
/// image, and the `photo` symbol (🖼) while loading or after a failure, where iOS draws a grey
/// box; the failure's reason is in the app's console (`network: no fixture for GET …`).
public struct AsyncImage<Content: View>: View {
  private let url: URL?
  private let content: @MainActor (AsyncImagePhase) -> Content
  @State private var loaded: Loaded?

  /// The phase of the URL loaded, kept with it so a new URL starts again from empty.
  private struct Loaded {
    var url: URL?
    var phase: AsyncImagePhase
  }

  /// The image at `url`, with the `photo` symbol in its place until it loads.
  public init(url: URL?, scale: CGFloat = 1) where Content == AnyView {
    self.url = url
    content = { phase in AnyView(phase.image ?? Image(systemName: "photo")) }
  }

  /// The image at `url` given to `content`, with `placeholder` until it loads and after a failure.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping @MainActor (Image) -> I,
    @ViewBuilder placeholder: @escaping @MainActor () -> P
  ) where Content == AnyView {
    self.url = url
    self.content = { phase in phase.image.map { AnyView(content($0)) } ?? AnyView(placeholder()) }
  }

  /// Each phase of loading `url` given to `content`; the transaction is accepted and, with
  /// no animation to run, changes nothing.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping @MainActor (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.content = content
  }

  /// The content for the current phase, loading the image whenever the URL changes.
  public var body: some View {
    content(loaded?.url == url ? loaded?.phase ?? .empty : .empty)
      .task(id: url) { await load() }
  }

  private func load() async {
    let url = url
    // Loaded once while the view stays: the task starts again when the content's type changes
    // from the placeholder's to the image's (its place then counts that type, as AnyView's
    // contents do), and iOS does not load the same image twice for one view.
    if let loaded, loaded.url == url { return }
    let phase: AsyncImagePhase
    if let url {
      do {
        let (data, response) = try await URLSession.shared.data(from: url)
        if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
          phase = .failure(URLError(.badServerResponse))
        } else if !Self.isPicture(data) {
          phase = .failure(URLError(.cannotDecodeContentData))
        } else {
          phase = .success(Image(url.lastPathComponent))
        }
      } catch {
        phase = .failure(error)
      }
    } else {
      phase = .failure(URLError(.badURL))
    }
    loaded = Loaded(url: url, phase: phase)
  }

  /// Whether `data` starts as a PNG, JPEG, GIF or WebP file does.
  static func isPicture(_ data: Data) -> Bool {
    let bytes = [UInt8](data.prefix(12))
    let signatures: [[UInt8]] = [[0x89, 0x50, 0x4E, 0x47], [0xFF, 0xD8, 0xFF], Array("GIF8".utf8)]
    if signatures.contains(where: { bytes.starts(with: $0) }) { return true }
    return bytes.count == 12 && bytes.starts(with: Array("RIFF".utf8)) && Array(bytes[8..<12]) == Array("WEBP".utf8)
  }
}
