import Foundation

/// Any JSON value: what a command's data is as JSON (`--json`, an agent's structured content),
/// and the one type the MCP server reads messages, tool arguments and schemas as.
///
/// Literals build it, so a schema reads as the JSON it becomes; ``init(parsing:)`` reads it;
/// `JSONEncoder` writes it, so every string that reaches a client is escaped by the encoder:
///
/// ```swift
/// let schema: JSONValue = ["type": "object", "required": ["label"], "additionalProperties": false]
/// schema.objectValue?["required"]  // .array([.string("label")])
/// ```
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number without a fraction or an exponent that fits in an `Int`.
  case int(Int)
  /// Any other number.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object; its members are written in sorted order.
  case object([String: JSONValue])

  /// The text, when the value is a string.
  public var stringValue: String? {
    if case .string(let text) = self { text } else { nil }
  }

  /// The members, when the value is an object.
  public var objectValue: [String: JSONValue]? {
    if case .object(let members) = self { members } else { nil }
  }

  /// The elements, when the value is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { elements } else { nil }
  }

  /// What kind of value this is, as an error names it: "a string", "an array".
  public var kind: String {
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
  public struct ParseError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, and where.
    public var description: String
  }

  /// The JSON value `bytes` hold: an object, an array or a bare value.
  ///
  /// `JSONSerialization` reads it, not `JSONDecoder`: the decoder can learn a value's type only
  /// by trying each and catching the error, which made a 4 MiB line of short values cost 20
  /// seconds, and its errors do not say where the JSON went wrong.
  public init(parsing bytes: [UInt8]) throws(ParseError) {
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
  /// Writes the value as the JSON it is.
  public func encode(to encoder: any Encoder) throws {
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
  /// `null`.
  public init(nilLiteral: ()) { self = .null }
  /// `true` or `false`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An integer.
  public init(integerLiteral value: Int) { self = .int(value) }
  /// A number with a fraction.
  public init(floatLiteral value: Double) { self = .double(value) }
  /// A string.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An array.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// An object; a repeated key keeps its first value.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements) { first, _ in first })
  }
}

extension JSONValue {
  /// The JSON `value` encodes to: any `Encodable`, as `JSONEncoder` writes it (dates as
  /// ISO 8601); `null` for a value that cannot be encoded (a non-finite number).
  ///
  /// ```swift
  /// struct Greeting: Encodable { let who: String }
  /// JSONValue(encoding: Greeting(who: "Ada"))  // ["who": "Ada"]
  /// ```
  public init(encoding value: some Encodable) {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    guard let data = try? encoder.encode(value), let parsed = try? JSONValue(parsing: Array(data)) else {
      self = .null
      return
    }
    self = parsed
  }

  /// The value as the shell prints it: indented two blanks a level, keys sorted, `/` not escaped,
  /// one element a line, so a script's expected block can hold it and a diff shows what changed;
  /// U+2028 and U+2029 escaped (``JSONText``), so a line holds no line break of any kind.
  ///
  /// ```swift
  /// JSONValue.array([["word": "bamboo"]]).prettyLines
  /// // ["[", "  {", "    \"word\" : \"bamboo\"", "  }", "]"]
  /// ```
  public var prettyLines: [String] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // A JSONValue always encodes: its numbers are finite, read from JSON or given in code.
    let data = (try? encoder.encode(self)) ?? Data("null".utf8)
    return String(decoding: JSONText.escapingSeparators(data), as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
  }
}
