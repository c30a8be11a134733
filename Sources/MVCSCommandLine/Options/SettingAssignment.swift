import ArgumentParser

/// One `--set NAME=VALUE`: a value for a setting an app declares.
struct SettingAssignment: ExpressibleByArgument, Equatable, Sendable {
  var name: String
  var value: String

  init?(argument: String) {
    guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
    name = String(argument[..<equals])
    value = String(argument[argument.index(after: equals)...])
  }

  /// As typed, for a worker's command line.
  var argument: String { "\(name)=\(value)" }

  /// Checks the assignment against the settings `tool`'s apps declare.
  func validate(in tool: ToolDescription) throws {
    let settings = tool.settings
    guard let declared = settings.first(where: { $0.setting.name == name }) else {
      let known =
        settings.isEmpty
        ? "none of the apps declares a setting"
        : "the settings are: " + settings.map(\.setting.name).joined(separator: ", ")
      throw ValidationError("--set: no setting named '\(name)'; \(known)")
    }
    if let problem = declared.setting.problem(with: value) {
      throw ValidationError("--set: \(problem)")
    }
  }
}
