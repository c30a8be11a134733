import Testing
import UIKit

/// UIKit's accessibility traits, as an app's accessibility helper returns and combines them.
@Suite struct UIAccessibilityTraitsTests {
  private func traits(taken: Bool) -> UIAccessibilityTraits {
    taken ? [.button, .notEnabled] : .button
  }

  @Test func traitsCombineAndAreToldApart() {
    #expect(traits(taken: true).contains(.notEnabled))
    #expect(!traits(taken: false).contains(.notEnabled))
    #expect(traits(taken: false) == .button)
    #expect(UIAccessibilityTraits.none.isEmpty)
    let every: [UIAccessibilityTraits] = [
      .button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText, .summaryElement, .notEnabled,
      .updatesFrequently, .searchField, .startsMediaSession, .adjustable, .allowsDirectInteraction,
      .causesPageTurn, .header, .tabBar, .supportsZoom, .toggleButton,
    ]
    #expect(Set(every).count == every.count)
  }
}
