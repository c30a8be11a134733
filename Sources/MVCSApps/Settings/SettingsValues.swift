import MVCS

/// Every setting as a `StoredValue`, with its default: what the screen's controls bind to,
/// and what "Reset All Settings" forgets.
@MainActor
final class SettingsValues {
  let airplaneMode: StoredValue<Bool>
  let wifi: StoredValue<Bool>
  let bluetooth: StoredValue<Bool>
  let appearance: StoredValue<Appearance>
  /// From 1 (smallest) to 7.
  let textSize: StoredValue<Int>
  let autoLock: StoredValue<AutoLock>
  let ringtone: StoredValue<Ringtone>
  /// A percentage, from 0 to 100 in tens.
  let volume: StoredValue<Int>
  /// Empty when there is none.
  let passcode: StoredValue<String>
  let passcodeDelay: StoredValue<PasscodeDelay>
  let deviceName: StoredValue<String>
  /// Gigabytes a month; nil for no limit.
  let dataPlan: StoredValue<Double?>
  let signature: StoredValue<String>

  init(environment: AppEnvironment) {
    func stored<Value: Codable & Sendable>(_ key: String, _ value: Value) -> StoredValue<Value> {
      StoredValue(key: key, default: value, environment: environment)
    }
    airplaneMode = stored("airplaneMode", false)
    wifi = stored("wifi", true)
    bluetooth = stored("bluetooth", true)
    appearance = stored("appearance", .light)
    textSize = stored("textSize", 4)
    autoLock = stored("autoLock", .thirtySeconds)
    ringtone = stored("ringtone", .opening)
    volume = stored("volume", 50)
    passcode = stored("passcode", "")
    passcodeDelay = stored("passcodeDelay", .immediately)
    deviceName = stored("deviceName", "iPhone")
    dataPlan = stored("dataPlan", nil)
    signature = stored("signature", "Sent from my iPhone")
  }

  /// Every value, for what is done to all of them.
  private var all: [any Setting] {
    [
      airplaneMode, wifi, bluetooth, appearance, textSize, autoLock, ringtone, volume, passcode, passcodeDelay,
      deviceName, dataPlan, signature,
    ]
  }

  /// Returns once every value has been read.
  func valuesHaveLoaded() async {
    for value in all { await value.valueHasLoaded() }
  }

  /// Forgets every stored value, so each is its default again.
  func resetAll() {
    for value in all { value.enqueueReset() }
  }
}

/// A stored value of any type, as ``SettingsValues`` loads and resets them all.
@MainActor
private protocol Setting {
  func valueHasLoaded() async
  func enqueueReset()
}

extension StoredValue: Setting {}
