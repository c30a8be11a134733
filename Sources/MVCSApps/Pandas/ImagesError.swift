/// Why fetching a picture failed, in the terms the card shows.
enum ImagesError: Error, Equatable, CustomStringConvertible {
  /// The API answered, but not with what it promised (JSON that does not parse, no URL).
  case badData
  case unexpectedStatusCode(Int)

  var description: String {
    switch self {
    case .badData: "the server sent data that is not a picture description"
    case .unexpectedStatusCode(let code): "the server answered with status \(code)"
    }
  }
}
