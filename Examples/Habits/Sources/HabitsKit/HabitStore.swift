// Foundation only, as an iOS model file often is: on iOS, Foundation brings Observation's
// `@Observable`; on Linux the package's flag for this target imports Observation into every
// file (Package.swift), so the file stays as written.
import Foundation

/// The habits, kept in `UserDefaults` as JSON, as a small SwiftUI app keeps them.
@Observable
@MainActor
public final class HabitStore {
  /// The habits, saved whenever they change.
  public var habits: [Habit] {
    didSet { save() }
  }

  /// The habits saved before, or none.
  public init() {
    if let data = UserDefaults.standard.data(forKey: "Habits"),
      let habits = try? JSONDecoder().decode([Habit].self, from: data)
    {
      self.habits = habits
    } else {
      habits = []
    }
  }

  private func save() {
    if let data = try? JSONEncoder().encode(habits) {
      UserDefaults.standard.set(data, forKey: "Habits")
    }
  }
}
