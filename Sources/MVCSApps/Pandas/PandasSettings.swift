import Foundation
import MVCS
import Observation

/// The Pandas app's single stored values, as Boutique's demo keeps them.
///
/// Observable, so the card redraws once the previous launch is known.
@MainActor
@Observable
final class PandasSettings {
  /// Shows pictures inverted.
  let funkyRedPandaModeEnabled: StoredValue<Bool>
  /// The URLs of every picture fetched, each once: the card's "We've seen N red pandas".
  let fetchedRedPandas: StoredValue<[String]>
  /// When the app was last launched; read before this launch overwrites it.
  let lastAppLaunchTimestamp: StoredValue<Date?>
  /// The launch before this one, once the stored value has loaded; nil on a first launch.
  private(set) var previousLaunch: Date?
  /// The calendar launch times are shown in.
  let calendar: Calendar

  init(environment: AppEnvironment) {
    funkyRedPandaModeEnabled = StoredValue(key: "funkyRedPandaModeEnabled", default: false, environment: environment)
    fetchedRedPandas = StoredValue(key: "fetchedRedPandas", default: [], environment: environment)
    lastAppLaunchTimestamp = StoredValue(key: "lastAppLaunchTimestamp", default: nil, environment: environment)
    calendar = environment.calendar
  }

  /// Remembers the previous launch, then records this one at `now`.
  func recordLaunch(at now: Date) async throws {
    await lastAppLaunchTimestamp.valueHasLoaded()
    previousLaunch = lastAppLaunchTimestamp.value
    try await lastAppLaunchTimestamp.set(now)
  }

  /// The previous launch as the card shows it, `2026-01-01 09:00 +00:00`; nil on a first launch.
  var previousLaunchText: String? {
    guard let previousLaunch else { return nil }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.dateFormat = "yyyy-MM-dd HH:mm xxx"
    return formatter.string(from: previousLaunch)
  }

  func recordFetched(_ url: URL) async throws {
    await fetchedRedPandas.valueHasLoaded()
    guard !fetchedRedPandas.value.contains(url.absoluteString) else { return }
    try await fetchedRedPandas.append(url.absoluteString)
  }
}
