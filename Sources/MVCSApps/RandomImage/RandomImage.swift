/// One picture RandomImage can show: what it is called, its size in pixels, and a small
/// drawing in text that stands in for the pixels, so a terminal can show it.
struct RandomImage: Sendable, Equatable, CustomStringConvertible {
  let name: String
  let width: Int
  let height: Int
  /// The drawing, a line per row, without trailing blanks (they would not survive a script).
  let picture: [String]

  init(name: String, width: Int, height: Int, picture: [String]) {
    self.name = name
    self.width = width
    self.height = height
    self.picture = picture.map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  /// `640 × 480`, as image viewers print a size.
  var dimensions: String { "\(width) × \(height)" }

  // Events print their payload in the log; a name and a size say which image it was.
  var description: String { "\"\(name)\" \(dimensions)" }
}
