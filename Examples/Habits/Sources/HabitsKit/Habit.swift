import Foundation

/// A habit and the days it was done.
public struct Habit: Identifiable, Codable, Hashable, Sendable {
  public var id = UUID()
  public var name: String
  public var goal: Int
  public var done: Int = 0

  public init(name: String, goal: Int) {
    self.name = name
    self.goal = goal
  }
}
