import Foundation

/// A habit and the days it was done.
public struct Habit: Identifiable, Codable, Hashable, Sendable {
  /// What tells it apart.
  public var id = UUID()
  /// What the habit is.
  public var name: String
  /// The days to do it.
  public var goal: Int
  /// The days it was done.
  public var done: Int = 0

  /// A habit not done yet.
  public init(name: String, goal: Int) {
    self.name = name
    self.goal = goal
  }
}
