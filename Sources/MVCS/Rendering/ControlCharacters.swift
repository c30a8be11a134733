extension String {
  /// This text with control characters made visible (`^[`, `^J`, `<U+0085>`), so text
  /// that comes from data can never move the cursor or change the terminal.
  public var escapingControlCharacters: String {
    guard unicodeScalars.contains(where: \.isControlCharacter) else { return self }
    var result = ""
    for scalar in unicodeScalars {
      if scalar.value < 0x20 {
        result += "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
      } else if scalar.value == 0x7F {
        result += "^?"
      } else if scalar.isControlCharacter {
        result += "<U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + ">"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  fileprivate func leftPadded(to count: Int) -> String {
    String(repeating: "0", count: Swift.max(0, count - self.count)) + self
  }
}

extension Unicode.Scalar {
  var isControlCharacter: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }
}
