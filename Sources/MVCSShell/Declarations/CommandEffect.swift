/// What a command does to the app, as its declaration says: agents' tools are annotated by it,
/// and a tool that acts answers with what changed on the screen.
public enum CommandEffect: Int, Sendable, Hashable, Comparable {
  /// Reads only (`ls`, `show`, `expect`).
  case reads
  /// Acts on the app as a user would (`tap`, `fill`, `scroll`).
  case acts
  /// Acts and may remove or overwrite data (`swipe` to delete, `relaunch`, `record` writing a file).
  case destroys

  /// The lesser effect first: reads, acts, destroys.
  public static func < (lhs: CommandEffect, rhs: CommandEffect) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The effect as `help --json` names it.
  public var name: String {
    switch self {
    case .reads: "reads"
    case .acts: "acts"
    case .destroys: "destroys"
    }
  }
}
