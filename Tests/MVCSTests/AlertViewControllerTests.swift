import MVCS
import Testing

/// Alerts and confirmation dialogs: SwiftUI's shape, presented from any view controller.
@MainActor
@Suite struct AlertViewControllerTests {
  @Test func anAlertShowsItsMessageAndButtonsSideBySideTheDestructiveOneMarked() throws {
    let screen = StubViewController("notes")
    var deleted = 0
    screen.alert(
      "Delete Note?", message: "It cannot be undone.",
      buttons: [AlertButton("Cancel", role: .cancel), AlertButton("Delete", role: .destructive) { deleted += 1 }])
    let alert = try #require(screen.presentedViewController as? AlertViewController)
    #expect(alert.title == "Delete Note?" && alert.name == "alert")
    #expect(Renderer(width: 30).render(alert).text(color: false) == ["It cannot be undone.", "[Cancel] [! Delete]"])
    #expect(alert.actions.map(\.name) == ["cancel", "delete"])
    let delete = try #require(alert.action(named: "delete"))
    try delete()
    #expect(deleted == 1)
    #expect(screen.presentedViewController == nil)
  }

  @Test func aDialogPutsEachButtonOnALineAndItsCancelLastAddingOneWhenMissing() throws {
    let screen = StubViewController("settings")
    screen.confirmationDialog("Reset?", buttons: [AlertButton("Reset", role: .destructive), AlertButton("Keep")])
    let dialog = try #require(screen.presentedViewController as? AlertViewController)
    #expect(dialog.name == "dialog")
    #expect(Renderer(width: 30).render(dialog).text(color: false) == ["[! Reset]", "[Keep]", "", "[Cancel]"])
  }

  @Test func cancellingPressesTheCancelButton() throws {
    let screen = StubViewController("settings")
    var cancelled = false
    screen.confirmationDialog(
      "Reset?", buttons: [AlertButton("Not now", role: .cancel) { cancelled = true }, AlertButton("Reset")])
    let dialog = try #require(screen.presentedViewController as? AlertViewController)
    #expect(dialog.buttons.map(\.title) == ["Reset", "Not now"])
    try dialog.cancel()
    #expect(cancelled)
    #expect(screen.presentedViewController == nil)
  }

  @Test func anAlertWithoutButtonsHasAnOKButton() throws {
    let screen = StubViewController("notes")
    screen.alert("Saved")
    let alert = try #require(screen.presentedViewController as? AlertViewController)
    #expect(alert.buttons.map(\.title) == ["OK"])
    #expect(alert.buttons.first?.role == .cancel)
  }
}
