import Foundation

/// The Info.plist an adopted package gives `Bundle.main`: the app's own, its build variables
/// (`$(PRODUCT_BUNDLE_IDENTIFIER)`, …) replaced as Xcode replaces them, and the keys every
/// bundle has filled in when the app's leaves them out.
///
/// ```swift
/// let app = try AppFolder.read("Shop/Shop")
/// let plist = try AdoptedInfoPlist(app: app, settings: XcodeProjectSettings.read(besides: app))
/// plist.bundleIdentifier   // "com.example.Groceries"
/// plist.xml                // <?xml …><plist version="1.0"><dict>…
/// ```
///
/// The bundle identifier is the project's PRODUCT_BUNDLE_IDENTIFIER; without a project, or
/// one that does not say, it is `com.example.NAME` (``defaultIdentifierPrefix``), so that
/// `Bundle.main.bundleIdentifier!` never finds nil.
struct AdoptedInfoPlist: Sendable {
  static let defaultIdentifierPrefix = "com.example."

  /// The property list's top level.
  let values: [String: PropertyValue]
  /// Where the bundle identifier came from, for the report.
  let identifierSource: String

  /// `CFBundleIdentifier`.
  let bundleIdentifier: String

  /// A property list value: what an Info.plist holds.
  indirect enum PropertyValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case date(Date)
    case data(Data)
    case array([PropertyValue])
    case dictionary([String: PropertyValue])
  }

  init(app: AppFolder, settings: XcodeProjectSettings) throws(AdoptError) {
    var values: [String: PropertyValue] = [:]
    if let file = app.infoPlist {
      guard let data = FileManager.default.contents(atPath: "\(app.path)/\(file)"),
        let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
      else {
        throw AdoptError(at: "\(app.path)/\(file)", "is not a property list of keys and values")
      }
      for (key, value) in list { values[key] = Self.value(value) }
    }
    let identifier =
      settings.bundleIdentifier ?? (Self.defaultIdentifierPrefix + XcodeProjectSettings.rfc1034(app.name))
    let marketing = settings.marketingVersion ?? "1.0"
    let build = settings.buildVersion ?? "1"
    let variables: [String: String] = [
      "PRODUCT_BUNDLE_IDENTIFIER": identifier, "PRODUCT_NAME": app.name, "EXECUTABLE_NAME": app.name,
      "PRODUCT_MODULE_NAME": app.name, "TARGET_NAME": app.name, "DEVELOPMENT_LANGUAGE": "en",
      "MARKETING_VERSION": marketing, "CURRENT_PROJECT_VERSION": build,
    ]
    values = values.mapValues { Self.substituting(variables, in: $0) }
    let defaults: [String: String] = [
      "CFBundleIdentifier": identifier, "CFBundleName": app.name, "CFBundleExecutable": app.name,
      "CFBundleShortVersionString": marketing, "CFBundleVersion": build,
      "CFBundleDevelopmentRegion": "en", "CFBundleInfoDictionaryVersion": "6.0", "CFBundlePackageType": "APPL",
    ]
    // A value that still names a build variable Xcode would have replaced is the default.
    for (key, value) in defaults {
      if case .string(let text)? = values[key], !text.contains("$(") && !text.contains("${") { continue }
      values[key] = .string(value)
    }
    self.values = values
    if case .string(let final)? = values["CFBundleIdentifier"] {
      bundleIdentifier = final
    } else {
      bundleIdentifier = identifier
    }
    identifierSource =
      settings.bundleIdentifier != nil
      ? (settings.projectFile ?? "the project")
      : "no PRODUCT_BUNDLE_IDENTIFIER found: the default \(Self.defaultIdentifierPrefix)NAME"
  }

  private static func value(_ any: Any) -> PropertyValue {
    switch any {
    case let text as String: return .string(text)
    case let flag as Bool: return .bool(flag)
    case let number as Int: return .integer(number)
    case let number as Double: return .real(number)
    case let date as Date: return .date(date)
    case let data as Data: return .data(data)
    case let list as [Any]: return .array(list.map(value))
    case let dictionary as [String: Any]: return .dictionary(dictionary.mapValues(value))
    default: return .string("\(any)")
    }
  }

  /// `$(NAME)` and `${NAME}` replaced by the variable's value; an unknown one is left.
  private static func substituting(_ variables: [String: String], in value: PropertyValue) -> PropertyValue {
    switch value {
    case .string(var text):
      for (name, replacement) in variables {
        text = text.replacingOccurrences(of: "$(\(name))", with: replacement)
          .replacingOccurrences(of: "${\(name)}", with: replacement)
      }
      return .string(text)
    case .array(let list): return .array(list.map { substituting(variables, in: $0) })
    case .dictionary(let dictionary): return .dictionary(dictionary.mapValues { substituting(variables, in: $0) })
    default: return value
    }
  }

  /// The list as XML, keys in order, so the same app writes the same bytes.
  var xml: String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
      #"<plist version="1.0">"#,
    ]
    Self.write(.dictionary(values), indent: "", into: &lines)
    lines.append("</plist>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func write(_ value: PropertyValue, indent: String, into lines: inout [String]) {
    switch value {
    case .string(let text): lines.append("\(indent)<string>\(escape(text))</string>")
    case .integer(let number): lines.append("\(indent)<integer>\(number)</integer>")
    case .real(let number): lines.append("\(indent)<real>\(number)</real>")
    case .bool(let flag): lines.append("\(indent)<\(flag)/>")
    case .date(let date):
      lines.append("\(indent)<date>\(ISO8601DateFormatter().string(from: date))</date>")
    case .data(let data): lines.append("\(indent)<data>\(data.base64EncodedString())</data>")
    case .array(let list):
      lines.append("\(indent)<array>")
      for item in list { write(item, indent: indent + "\t", into: &lines) }
      lines.append("\(indent)</array>")
    case .dictionary(let dictionary):
      lines.append("\(indent)<dict>")
      for (key, item) in dictionary.sorted(by: { $0.key < $1.key }) {
        lines.append("\(indent)\t<key>\(escape(key))</key>")
        write(item, indent: indent + "\t", into: &lines)
      }
      lines.append("\(indent)</dict>")
    }
  }

  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
