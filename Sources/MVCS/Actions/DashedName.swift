extension String {
  /// This title as a name for an action or a view controller: lower case, words joined by
  /// `-`; `Create list` → `create-list`.
  ///
  /// How view controllers that take titles from their callers name the actions their buttons run,
  /// and themselves.
  ///
  /// ```swift
  /// Action("Create list".dashedName, summary: "Creates a list") { _ in createList() }
  /// ```
  public var dashedName: String {
    // A list names each of its 100,000 rows this way for `ls`: ASCII, the common case,
    // skips the Unicode case mapping and character properties.
    if utf8.allSatisfy({ $0 < 0x80 }) { return Self.dashedASCII(utf8) }
    let words = lowercased().split { !$0.isLetter && !$0.isNumber }
    // A title of symbols only ("++") still needs a name to be called by.
    return words.isEmpty ? "action" : words.joined(separator: "-")
  }

  /// ``dashedName`` of ASCII text: the letters and digits lower-cased, each run of other
  /// characters between them one `-`.
  private static func dashedASCII(_ bytes: UTF8View) -> String {
    // Written in place: a name of 15 bytes or fewer stays a small string, with no allocation.
    let name = String(unsafeUninitializedCapacity: bytes.count) { buffer in
      var count = 0
      var pendingDash = false
      for byte in bytes {
        let lower = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
        guard (0x61...0x7A).contains(lower) || (0x30...0x39).contains(lower) else {
          pendingDash = count > 0
          continue
        }
        if pendingDash {
          buffer[count] = 0x2D
          count += 1
        }
        pendingDash = false
        buffer[count] = lower
        count += 1
      }
      return count
    }
    return name.isEmpty ? "action" : name
  }
}

extension Array where Element == String {
  /// These titles as action names, each ``String/dashedName``, made unique in order as
  /// children's names are: a second `Cancel` is `cancel-2`.
  ///
  /// How a modal names the actions its buttons run:
  ///
  /// ```swift
  /// ["Cancel", "Delete", "Cancel"].uniqueDashedNames  // ["cancel", "delete", "cancel-2"]
  /// ```
  var uniqueDashedNames: [String] {
    var taken = Set<String>()
    return map { title in
      let base = title.dashedName
      var name = base
      var suffix = 2
      while taken.contains(name) {
        name = "\(base)-\(suffix)"
        suffix += 1
      }
      taken.insert(name)
      return name
    }
  }
}
