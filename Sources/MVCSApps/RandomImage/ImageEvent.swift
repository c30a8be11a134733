/// What can happen to RandomImage's download: the user's button, the two requests it turns
/// into, and the source's reports, which the controller emits itself.
enum ImageEvent: Sendable, Equatable, CustomStringConvertible {
  /// The one button: stops a download under way, else starts one.
  case handleDownload
  case requestImage
  case cancelRequest
  /// `percent` of the image has arrived.
  case progress(Int)
  case downloaded(RandomImage)
  case failed(ImageSourceError)

  // The log prints events; these read better there than Swift's reflection of the payloads.
  var description: String {
    switch self {
    case .handleDownload: "handleDownload"
    case .requestImage: "requestImage"
    case .cancelRequest: "cancelRequest"
    case .progress(let percent): "progress \(percent)%"
    case .downloaded(let image): "downloaded \(image)"
    case .failed(let error): "failed: \(error.message)"
    }
  }
}
