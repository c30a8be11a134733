import MVCS

/// A picture drawn in text, for terminals: each character cell stands for two pixels, one
/// above the other, so the picture keeps its proportions in cells twice as tall as wide.
///
/// Without colour there is no way to give the two halves of a cell different shades, so a
/// cell shows the mean brightness of its two pixels as a character from a ramp, light on
/// dark, as a terminal's default colours are. The picture is scaled down (never up) to fit
/// `maxColumns` and the width it is given.
struct PixelArt: View {
  var image: PixelImage
  var maxColumns: Int
  /// Swaps dark and light: the Pandas app's funky mode.
  var inverted: Bool

  /// Dark to light.
  static let ramp = Array(" .:-=+*#%@")

  init(_ image: PixelImage, maxColumns: Int = 48, inverted: Bool = false) {
    self.image = image
    self.maxColumns = maxColumns
    self.inverted = inverted
  }

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    lines(width: width).map { RenderedLine($0) }
  }

  /// The picture's text lines at `width` columns at most.
  func lines(width: Int) -> [String] {
    guard image.width > 0, image.height > 0, width > 0 else { return [] }
    let columns = min(image.width, maxColumns, width)
    let scale = Double(image.width) / Double(columns)
    // Rows of pixels after scaling, two per line.
    let pixelRows = max(1, Int((Double(image.height) / scale).rounded()))
    let rows = (pixelRows + 1) / 2
    return (0..<rows).map { row in
      String(
        (0..<columns).map { column in
          let top = brightness(column: column, pixelRow: row * 2, scale: scale)
          let bottom = row * 2 + 1 < pixelRows ? brightness(column: column, pixelRow: row * 2 + 1, scale: scale) : top
          var level = (top + bottom) / 2
          if inverted { level = 1 - level }
          return Self.ramp[min(Self.ramp.count - 1, Int(level * Double(Self.ramp.count)))]
        })
    }
  }

  /// The mean brightness, 0 to 1, of the source pixels a scaled pixel covers.
  private func brightness(column: Int, pixelRow: Int, scale: Double) -> Double {
    let x0 = Int(Double(column) * scale)
    let x1 = max(x0 + 1, min(image.width, Int(Double(column + 1) * scale)))
    let y0 = min(image.height - 1, Int(Double(pixelRow) * scale))
    let y1 = max(y0 + 1, min(image.height, Int(Double(pixelRow + 1) * scale)))
    var total = 0.0
    for y in y0..<y1 {
      for x in x0..<x1 {
        let pixel = image.pixel(x: x, y: y)
        // Rec. 709 luma: green looks brightest, blue darkest.
        total += 0.2126 * Double(pixel.red) + 0.7152 * Double(pixel.green) + 0.0722 * Double(pixel.blue)
      }
    }
    return total / Double((x1 - x0) * (y1 - y0)) / 255
  }
}
