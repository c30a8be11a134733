import CImageDecoding
import Foundation

/// Turns a picture's bytes into pixels with the system's libpng and libjpeg-turbo, picking
/// the decoder by the bytes' signature rather than the URL, which may lie.
enum ImageDecoder {
  /// Why bytes could not be shown as a picture.
  enum Failure: Error, Equatable, CustomStringConvertible {
    /// Neither a PNG nor a JPEG signature: the first bytes, in hex, say what it was.
    case unrecognizedFormat(firstBytes: String)
    /// The signature was right but the decoder gave up.
    case corrupt(format: String, reason: String)

    var description: String {
      switch self {
      case .unrecognizedFormat(let bytes):
        bytes.isEmpty ? "no image data" : "not a PNG or JPEG image (starts with \(bytes))"
      case .corrupt(let format, let reason): "damaged \(format) image: \(reason)"
      }
    }
  }

  static func decode(_ data: Data) throws(Failure) -> PixelImage {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      return try run("PNG", bytes, mvcs_decode_png)
    }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      return try run("JPEG", bytes, mvcs_decode_jpeg)
    }
    let prefix = bytes.prefix(8).map { String($0, radix: 16).leftPadded(to: 2) }.joined(separator: " ")
    throw .unrecognizedFormat(firstBytes: prefix)
  }

  private typealias CDecoder = (
    UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?, UnsafeMutablePointer<Int32>?,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<CChar>?, Int
  ) -> Int32

  private static func run(_ format: String, _ bytes: [UInt8], _ decoder: CDecoder) throws(Failure) -> PixelImage {
    var pixels: UnsafeMutablePointer<UInt8>?
    var width: Int32 = 0
    var height: Int32 = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = bytes.withUnsafeBufferPointer { buffer in
      decoder(buffer.baseAddress, buffer.count, &pixels, &width, &height, &message, message.count)
    }
    guard status == 0, let pixels else {
      let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw .corrupt(format: format, reason: reason)
    }
    defer { free(pixels) }
    let count = Int(width) * Int(height) * 3
    return PixelImage(
      width: Int(width), height: Int(height), rgb: Array(UnsafeBufferPointer(start: pixels, count: count)))
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}
