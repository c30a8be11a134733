import Foundation

/// Any JSON value: the one type the server reads messages, tool arguments and schemas as, and
/// writes answers and structured content with.
///
/// Literals build it, so a schema reads as the JSON it becomes; `JSONEncoder` writes it, so
/// every string that reaches the client is escaped by the encoder:
///
/// ```swift
/// let schema: JSONValue = ["type": "object", "required": ["label"], "additionalProperties": false]
/// schema.objectValue?["required"]  // .array([.string("label")])
/// ```
enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  /// A number without a fraction or an exponent that fits in an `Int`.
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The text, when the value is a string.
  var stringValue: String? {
    if case .string(let text) = self { text } else { nil }
  }

  /// The members, when the value is an object.
  var objectValue: [String: JSONValue]? {
    if case .object(let members) = self { members } else { nil }
  }

  /// The elements, when the value is an array.
  var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { elements } else { nil }
  }

  /// What kind of value this is, as an error names it: "a string", "an array".
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .int, .double: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue: Codable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let int = try? container.decode(Int.self) {
      self = .int(int)
    } else if let double = try? container.decode(Double.self) {
      self = .double(double)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let bool): try container.encode(bool)
    case .int(let int): try container.encode(int)
    case .double(let double): try container.encode(double)
    case .string(let string): try container.encode(string)
    case .array(let array): try container.encode(array)
    case .object(let object): try container.encode(object)
    }
  }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  init(nilLiteral: ()) { self = .null }
  init(booleanLiteral value: Bool) { self = .bool(value) }
  init(integerLiteral value: Int) { self = .int(value) }
  init(floatLiteral value: Double) { self = .double(value) }
  init(stringLiteral value: String) { self = .string(value) }
  init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements) { first, _ in first })
  }
}
