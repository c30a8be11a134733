import CImageDecoding
import Foundation

/// Writes a picture as a PNG with the system's libpng: how the offline image API serves the
/// pictures it draws.
///
/// ```swift
/// let png = try PNGEncoder.encode(PixelImage(width: 1, height: 1, rgb: [255, 0, 0]))
/// try ImageDecoder.decode(png)  // the same picture
/// ```
enum PNGEncoder {
  /// Why libpng refused a picture: it is empty, or too large to allocate.
  struct Failure: Error, CustomStringConvertible {
    /// libpng's message, with the picture's size.
    var description: String
  }

  /// The PNG bytes of `image`.
  static func encode(_ image: PixelImage) throws(Failure) -> Data {
    var png: UnsafeMutablePointer<UInt8>?
    var size = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = image.rgb.withUnsafeBufferPointer { pixels in
      mvcs_encode_png(pixels.baseAddress, Int32(image.width), Int32(image.height), &png, &size, &message, message.count)
    }
    guard status == 0, let png else {
      let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw Failure(description: "cannot encode a \(image.width)x\(image.height) PNG: \(reason)")
    }
    defer { free(png) }
    return Data(bytes: png, count: size)
  }
}
