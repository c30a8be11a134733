import Foundation

/// Writes 8-bit RGB PNGs with stored (uncompressed) deflate blocks: enough for the offline
/// API's tiny pictures, and readable by any PNG decoder.
enum PNGEncoder {
  static func encode(_ image: PixelImage) -> Data {
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = Data()
    header.appendBigEndian(UInt32(image.width))
    header.appendBigEndian(UInt32(image.height))
    header.append(contentsOf: [8, 2, 0, 0, 0])  // depth 8, RGB, deflate, adaptive, no interlace
    png.appendChunk("IHDR", header)
    var scanlines = Data()
    for y in 0..<image.height {
      scanlines.append(0)  // filter: none
      let start = y * image.width * 3
      scanlines.append(contentsOf: image.rgb[start..<start + image.width * 3])
    }
    png.appendChunk("IDAT", zlibStored(scanlines))
    png.appendChunk("IEND", Data())
    return png
  }

  private static func zlibStored(_ data: Data) -> Data {
    var out = Data([0x78, 0x01])
    let bytes = [UInt8](data)
    var offset = 0
    repeat {
      let length = min(65535, bytes.count - offset)
      let isLast = offset + length == bytes.count
      out.append(isLast ? 1 : 0)
      out.append(UInt8(length & 0xFF))
      out.append(UInt8(length >> 8))
      out.append(UInt8(~length & 0xFF))
      out.append(UInt8((~length >> 8) & 0xFF))
      out.append(contentsOf: bytes[offset..<offset + length])
      offset += length
    } while offset < bytes.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    out.appendBigEndian(b << 16 | a)
    return out
  }

  static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}

extension Data {
  fileprivate mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
    ])
  }

  fileprivate mutating func appendChunk(_ type: String, _ body: Data) {
    appendBigEndian(UInt32(body.count))
    let typed = Data(type.utf8) + body
    append(typed)
    appendBigEndian(PNGEncoder.crc32(typed))
  }
}
