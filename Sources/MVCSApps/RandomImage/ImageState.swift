/// Where RandomImage's one download stands; the screen's text and its button follow it.
enum ImageState: Sendable, Equatable {
  case none
  /// `progress` in percent, 0 to 100, or nil until the source first reports it.
  case downloading(progress: Int?)
  case finished(RandomImage)
  /// `message` says what went wrong, for the user.
  case error(String)

  var isDownloading: Bool {
    if case .downloading = self { return true }
    return false
  }
}
