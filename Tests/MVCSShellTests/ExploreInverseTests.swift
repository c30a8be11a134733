import Testing

@testable import MVCSShell

/// The step that undoes a step, for explore's round trips: a toggle flipped back, a stepper
/// stepped the other way; nothing for the lines that have no inverse, however their words run.
@MainActor
@Suite struct ExploreInverseTests {
  @Test(arguments: [
    ("toggle Wi-Fi", "toggle Wi-Fi"),
    ("  toggle Wi-Fi", "  toggle Wi-Fi"),
    ("toggle 'Dark mode'", "toggle 'Dark mode'"),
    ("step Count up", "step Count down"),
    ("step Count down", "step Count up"),
    ("step #2 up", "step #2 down"),
  ])
  func aToggleOrAStepIsUndoneByItsInverse(line: String, inverse: String) {
    #expect(Explorer.inverse(of: ExploreStep(command: line))?.command == inverse)
  }

  @Test(arguments: [
    "tap Save", "select Groceries", "swipe Milk Delete", "toggle", "toggle A B", "toggled Wi-Fi",
    "stepper Count up", "step Count sideways", "step", "back", "", "fill Title toggle",
    "toggle\u{301} Wi-Fi", " \u{301}toggle Wi-Fi",
  ])
  func otherLinesHaveNone(line: String) {
    #expect(Explorer.inverse(of: ExploreStep(command: line)) == nil)
  }

  @Test func aToggleThatTypesAValueHasNone() {
    #expect(Explorer.inverse(of: ExploreStep(command: "toggle Wi-Fi", value: "on")) == nil)
  }
}
