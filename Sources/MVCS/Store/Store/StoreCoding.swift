import Foundation

/// How a store turns items into rows and back: JSON with sorted keys and dates as ISO 8601
/// text at UTC (`"2026-01-01T09:00:00Z"`), which `store show`, `sqlite3` and any JSON tool
/// read as they are.
///
/// ```swift
/// let row = try StoreCoding.encoder().encode(item)
/// let copy = try StoreCoding.decoder().decode(Item.self, from: row)
/// ```
///
/// Stores written before this format kept dates as seconds since 2001 (Foundation's default);
/// ``legacyDecoder()`` reads those, and a store rewrites such rows in the new format when it
/// loads them.
package enum StoreCoding {
  /// Encodes items as rows.
  package static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(ISO8601Text.string(from: date))
    }
    return encoder
  }

  /// Decodes rows in the present format, dates as ISO 8601 text.
  package static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = ISO8601Text.date(from: text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "'\(text)' is not an ISO 8601 date")
      }
      return date
    }
    return decoder
  }

  /// Decodes rows written before dates were text: seconds since 2001-01-01.
  static func legacyDecoder() -> JSONDecoder {
    JSONDecoder()
  }

  /// The coders a load uses for every row: made once, as making one costs more than
  /// decoding a small row with it.
  struct LoadCoders: Sendable {
    let decoder = StoreCoding.decoder()
    let legacyDecoder = StoreCoding.legacyDecoder()
    let encoder = StoreCoding.encoder()
  }
}
