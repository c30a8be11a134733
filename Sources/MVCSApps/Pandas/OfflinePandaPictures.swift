/// The offline API's pictures: small drawings of a red panda's face, each on its own
/// background and a little off centre, generated rather than shipped so nothing binary lives
/// in the sources.
enum OfflinePandaPictures {
  static let count = 6
  static let width = 24
  static let height = 16

  /// The `number`-th picture, from 1.
  static func picture(_ number: Int) -> PixelImage {
    let backgrounds: [(UInt8, UInt8, UInt8)] = [
      // Chosen to stay apart from the face's rust and white in brightness, not only in hue.
      (20, 55, 25), (20, 30, 80), (225, 225, 215), (8, 8, 12), (150, 200, 235), (60, 20, 50),
    ]
    let background = backgrounds[(number - 1) % backgrounds.count]
    let centerX = Double(width) / 2 + Double((number % 3) - 1) * 2
    let centerY = Double(height) / 2 + 1
    var rgb: [UInt8] = []
    rgb.reserveCapacity(width * height * 3)
    for y in 0..<height {
      for x in 0..<width {
        let color = face(x: Double(x) + 0.5, y: Double(y) + 0.5, centerX: centerX, centerY: centerY) ?? background
        rgb += [color.0, color.1, color.2]
      }
    }
    return PixelImage(width: width, height: height, rgb: rgb)
  }

  /// The face's colour at a point, or nil outside it: ears, a rust head, white cheeks and
  /// brows, dark eyes and nose.
  private static func face(x: Double, y: Double, centerX: Double, centerY: Double) -> (UInt8, UInt8, UInt8)? {
    func inside(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) -> Bool {
      let dx = (x - cx) / rx
      let dy = (y - cy) / ry
      return dx * dx + dy * dy <= 1
    }
    let dark: (UInt8, UInt8, UInt8) = (25, 15, 10)
    let white: (UInt8, UInt8, UInt8) = (240, 235, 225)
    let rust: (UInt8, UInt8, UInt8) = (190, 80, 30)
    if inside(centerX - 2.5, centerY + 0.5, 1, 1) || inside(centerX + 2.5, centerY + 0.5, 1, 1) { return dark }
    if inside(centerX, centerY + 3, 1, 0.8) { return dark }
    if inside(centerX - 2.5, centerY - 1.5, 1.5, 0.8) || inside(centerX + 2.5, centerY - 1.5, 1.5, 0.8) {
      return white
    }
    if inside(centerX, centerY + 3.5, 3.5, 2.2) { return white }
    if inside(centerX, centerY, 8, 6) { return rust }
    if inside(centerX - 6, centerY - 5, 2.2, 2.2) || inside(centerX + 6, centerY - 5, 2.2, 2.2) { return white }
    return nil
  }
}
