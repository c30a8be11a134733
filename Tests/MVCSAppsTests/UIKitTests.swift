import MVCSTesting
import MVCSUI
import Testing
import UIKit

/// A SwiftUI file written for iOS that imports UIKit and CoreGraphics (UIKitApp/FeedbackApp.swift)
/// builds unchanged, and what UIKit does outside the app (haptics, opening a URL) is a line in the
/// app's console.
@MainActor
@Suite struct UIKitTests {
  private func shell() -> TestShell {
    TestShell(app: SceneApp(FeedbackApp.self), width: 30)
  }

  @Test func theViewDrawsItsUIKitImagesAndSizes() async {
    let shell = shell()
    await shell.expectScreen(
      """
      Settings: not yet
              ★
            logo
            [Tap]
           [Soft]
            [Win]
           [Pick]
         [Settings]
         Width: 393
           Push: 4
      """)
  }

  @Test func eachHapticIsALineInTheConsole() async {
    let shell = shell()
    await shell.run("show")
    #expect(await shell.outcome("tap Tap").console == ["haptic: impact medium"])
    #expect(await shell.outcome("tap Soft").console == ["haptic: impact soft, intensity 0.5"])
    #expect(await shell.outcome("tap Win").console == ["haptic: notification success"])
    // Preparing plays nothing.
    #expect(await shell.outcome("tap Pick").console == ["haptic: selection"])
  }

  @Test func eachHapticAndOpenIsAnEventInTheLogAndTheTrace() async {
    let shell = shell()
    await shell.run("show")
    await shell.run("tap Win")
    await shell.run("tap Settings")
    let log = await shell.run("log 50")
    #expect(log.contains("/ haptic: notification success"))
    #expect(log.contains("/ open: app-settings:"))
    await shell.run("trace on")
    #expect(await shell.run("tap Tap").contains("trace: / haptic: impact medium"))
  }

  @Test func endingEditingThroughTheWindowTakesFocusFromTheField() async {
    let shell = TestShell(app: SceneApp(KeyboardApp.self), width: 30)
    await shell.run("fill Title Groceries")
    #expect(await shell.run("show").contains { $0.contains("Title editing: yes") })
    await shell.run("tap Done")
    #expect(await shell.run("show").contains { $0.contains("Title editing: no") })
    // An optional focus state goes back to nil; the key window of the first scene is the same.
    await shell.run("fill Note Eggs")
    #expect(await shell.run("show").contains { $0.contains("Note editing: yes") })
    await shell.run("tap 'Hide Keyboard'")
    #expect(await shell.run("show").contains { $0.contains("Note editing: no") })
    #expect(await shell.run("show").contains { $0.contains("Eggs") })
  }

  @Test func openingAURLIsALineInTheConsoleAndCompletes() async {
    let shell = shell()
    await shell.run("show")
    #expect(await shell.outcome("tap Settings").console == ["open: app-settings:"])
    #expect(await shell.run("show").first == "Settings: opened")
  }

  @Test func aURLWithoutASchemeCannotBeOpened() throws {
    #expect(UIApplication.shared.canOpenURL(try #require(URL(string: "https://example.com"))))
    #expect(!UIApplication.shared.canOpenURL(try #require(URL(string: "example"))))
  }

  @Test func colorsDrawAsSwiftUIsDo() {
    #expect(Color(uiColor: .secondaryLabel) == Color.secondary)
    #expect(Color(.systemRed) == Color.red)
    #expect(UIColor(white: 0.5, alpha: 1) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    #expect(UIColor.systemRed != UIColor.red)
    #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(
      UIColor(red: 1, green: 0, blue: 0, alpha: 1).withAlphaComponent(0.5)
        == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
  }
}
