/// Decoded pixels: 8-bit RGB, row by row, top to bottom.
struct PixelImage: Sendable, Equatable {
  var width: Int
  var height: Int
  /// `width * height * 3` bytes.
  var rgb: [UInt8]

  init(width: Int, height: Int, rgb: [UInt8]) {
    precondition(rgb.count == width * height * 3, "RGB data does not match the size")
    self.width = width
    self.height = height
    self.rgb = rgb
  }

  func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
    let offset = (y * width + x) * 3
    return (rgb[offset], rgb[offset + 1], rgb[offset + 2])
  }
}
