import Foundation

/// Any JSON value: the one type the server reads messages, tool arguments and schemas as, and
/// writes answers and structured content with.
///
/// Literals build it, so a schema reads as the JSON it becomes; ``init(parsing:)`` reads it;
/// `JSONEncoder` writes it, so every string that reaches the client is escaped by the encoder:
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

extension JSONValue {
  /// Why bytes are not JSON, with where: "Invalid value around character 7".
  struct ParseError: Error, Equatable, CustomStringConvertible {
    var description: String
  }

  /// The JSON value `bytes` hold: an object, an array or a bare value.
  ///
  /// `JSONSerialization` reads it, not `JSONDecoder`: the decoder can learn a value's type only
  /// by trying each and catching the error, which made a 4 MiB line of short values cost 20
  /// seconds, and its errors do not say where the JSON went wrong.
  init(parsing bytes: [UInt8]) throws(ParseError) {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    } catch {
      let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "not valid JSON"
      throw ParseError(description: reason.hasSuffix(".") ? String(reason.dropLast()) : reason)
    }
    self.init(serialized: object)
  }

  /// The value `JSONSerialization` read as `object`.
  private init(serialized object: Any) {
    switch object {
    case let string as String: self = .string(string)
    case let number as NSNumber: self = Self.number(number)
    case let array as [Any]: self = .array(array.map(JSONValue.init(serialized:)))
    case let members as [String: Any]: self = .object(members.mapValues(JSONValue.init(serialized:)))
    default: self = .null
    }
  }

  /// A number as JSON wrote it: `JSONSerialization` marks `true` and `false` with the type
  /// code of a C `char`, a fraction or an exponent with `double`'s, an integer too large for
  /// `Int` with `unsigned long long`'s.
  private static func number(_ number: NSNumber) -> JSONValue {
    switch String(cString: number.objCType) {
    case "c": .bool(number.boolValue)
    case "d", "f": .double(number.doubleValue)
    case "Q" where number.uint64Value > UInt64(Int.max): .double(number.doubleValue)
    default: .int(number.intValue)
    }
  }
}

extension JSONValue: Encodable {
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
