/// How the screen looks: Display & Brightness's appearance.
enum Appearance: String, Codable, Sendable, CaseIterable {
  case light, dark, automatic

  /// As the picker shows it.
  var title: String { rawValue.capitalized }
}

/// How long the screen stays on untouched.
enum AutoLock: String, Codable, Sendable, CaseIterable {
  case thirtySeconds, oneMinute, twoMinutes, fiveMinutes, never

  /// As the picker shows it.
  var title: String {
    switch self {
    case .thirtySeconds: "30 seconds"
    case .oneMinute: "1 minute"
    case .twoMinutes: "2 minutes"
    case .fiveMinutes: "5 minutes"
    case .never: "Never"
    }
  }
}

/// The sound a call rings with.
enum Ringtone: String, Codable, Sendable, CaseIterable {
  case opening, radar, beacon

  /// As the picker shows it.
  var title: String { rawValue.capitalized }
}

/// When the passcode is asked for after the screen locks.
enum PasscodeDelay: String, Codable, Sendable, CaseIterable {
  case immediately, oneMinute, oneHour

  /// As the picker shows it.
  var title: String {
    switch self {
    case .immediately: "Immediately"
    case .oneMinute: "After 1 minute"
    case .oneHour: "After 1 hour"
    }
  }
}
