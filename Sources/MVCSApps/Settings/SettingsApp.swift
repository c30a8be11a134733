import MVCS

/// iOS Settings' shape in text: every control mvcs has, each value kept across `relaunch`.
///
/// Sections of toggles, pickers and steppers, a passcode in a secure field, typed and
/// multi-line fields, a software update with progress, and "Reset All Settings" behind a
/// destructive confirmation. Every value is a `StoredValue`.
///
/// ```text
/// launch settings
/// toggle "Airplane Mode" on    # Wi-Fi and Bluetooth turn disabled
/// pick Appearance Dark
/// step "Text Size" up 2
/// fill Passcode 2468           # shown as ••••
/// tap "Reset All Settings"     # a confirmation dialog; its destructive button is marked
/// ```
public struct SettingsApp: App {
  /// What `--app` and `launch` call it.
  public let name = "settings"
  /// The line `mvcs apps` prints.
  public let summary = "iOS Settings: toggles, pickers, steppers, a passcode, a reset confirmation"
  /// Every value is stored, and every control shows one (the whole screen is not kept: an
  /// update being checked for is not).
  public let relaunchKeeps = RelaunchKeeps.controls
  /// "Reset All Settings", confirmed: every setting as a fresh install has it.
  public let resetAction: String? = "reset-all-settings"

  /// The app; its values live in its environment's storage.
  public init() {}

  /// The settings screen in a navigation controller, once the stored values are read.
  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    let values = SettingsValues(environment: environment)
    let screen = SettingsViewController(values: values, environment: environment)
    // The values load asynchronously; the shell lets this finish before its first command.
    environment.runtime.spawn { await values.valuesHaveLoaded() }
    return NavigationController(root: screen)
  }
}
