/// Why `mvcs adopt` wrote nothing: each names the file or folder at fault and what to do.
///
/// ```swift
/// throw AdoptError(at: "Groceries", "has no Swift file: name the folder of the app target")
/// ```
struct AdoptError: Error, CustomStringConvertible, Equatable {
  /// The file or folder at fault, as the user named it or below it.
  let location: String
  /// What is wrong there, and what to do.
  let problem: String

  init(at location: String, _ problem: String) {
    self.location = location
    self.problem = problem
  }

  /// `LOCATION: PROBLEM`, its parts made printable.
  var description: String { "\(PrintableName.of(location)): \(problem)" }
}

/// A file name as a terminal line may show it: control characters as `\u{…}` escapes, so a
/// name read from disk never moves the cursor or clears the screen.
enum PrintableName {
  static func of(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      if scalar.properties.generalCategory == .control {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
