// A SwiftUI file as course projects write it, importing SwiftUI alone: UIKit's colours,
// `UserDefaults.setValue(_:forKey:)`, and the style types of iOS 13 and 14 passed by name.
import MVCSTesting
import SwiftUI
import Testing

/// What the public SwiftUI apps measured in docs/BENCHMARKS.md needed beyond the API of today:
/// each builds as written and draws as the style of today it names.
@MainActor
@Suite struct CourseProjectAPITests {
  struct StudyApp: App {
    var body: some Scene {
      WindowGroup { Study() }
    }
  }

  struct Study: View {
    @State private var unit = "Meters"
    @State private var saved = UserDefaults.standard.string(forKey: "unit") ?? "none"

    var body: some View {
      VStack {
        Picker("Unit", selection: $unit) {
          ForEach(["Meters", "Feet"], id: \.self) { Text($0) }
        }
        .pickerStyle(SegmentedPickerStyle())
        ProgressView("Cards", value: 0.5)
          .progressViewStyle(LinearProgressViewStyle())
        Text("Definition").textCase(.uppercase)
        Text("Saved: \(saved)")
          .background(Color(.systemGray6))
          .colorScheme(.dark)
          .zIndex(1)
        Button("Save") {
          UserDefaults.standard.setValue(unit, forKey: "unit")
          saved = UserDefaults.standard.string(forKey: "unit") ?? "none"
        }
        .buttonBorderShape(.roundedRectangle(radius: 10))
        // `.capsule`, which the old shape kind has too, means SwiftUI's.
        Button("Share") {}.buttonBorderShape(.capsule)
      }
    }
  }

  /// A switch drawn as shapes beside its label, flipped by a tap, as a course project's
  /// settings screen styles its toggles.
  struct Knob: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.label
        Spacer()
        Capsule().foregroundColor(configuration.isOn ? .green : .gray)
      }
      .onTapGesture { configuration.isOn.toggle() }
    }
  }

  struct Settings: View {
    @State private var computer = false
    @State private var sounds = true

    var body: some View {
      VStack {
        Toggle("Computer opponent", isOn: $computer).toggleStyle(Knob())
        Toggle("Sounds", isOn: $sounds).toggleStyle(SwitchToggleStyle(tint: .blue))
        Text(computer ? "against the computer" : "two players")
      }
    }
  }

  struct SettingsApp: App {
    var body: some Scene {
      WindowGroup { Settings() }
    }
  }

  @Test func aToggleOfACustomStyleIsStillAToggle() async {
    let shell = TestShell(app: SceneApp(SettingsApp.self), width: 40)
    await shell.run("expect shows '[ ] Computer opponent'")
    await shell.run("expect toggle Sounds on")
    await shell.run("toggle 'Computer opponent'")
    await shell.run("expect shows 'against the computer'")
    await shell.run("expect toggle 'Computer opponent' on")
  }

  @Test func theOlderStyleTypesDrawAsTheStylesTheyName() async {
    let shell = TestShell(app: SceneApp(StudyApp.self), width: 40)
    await shell.run("expect shows 'Unit: [ *Meters* | Feet ]'")
    await shell.run("expect value Cards 50%")
    await shell.run("expect shows DEFINITION")
    await shell.run("expect hides Definition")
  }

  @Test func setValueForKeySetsTheDefault() async {
    let shell = TestShell(app: SceneApp(StudyApp.self), width: 40)
    await shell.run("expect shows 'Saved: none'")
    await shell.run("pick Unit Feet")
    await shell.run("tap Save")
    await shell.run("expect shows 'Saved: Feet'")
    await shell.run("relaunch")
    await shell.run("expect shows 'Saved: Feet'")
  }

  @Test func uikitsColoursAreSeenThroughSwiftUI() {
    #expect(Color(.systemGray6) == Color(uiColor: UIColor.systemGray6))
    #expect(Color(UIColor.secondarySystemBackground) != Color.red)
  }
}

/// The spelling before `ButtonBorderShape` still compiles, deprecated for a release (this
/// function is deprecated too, so building it warns nothing).
@available(*, deprecated)
@MainActor private func oldBorderShapeSpelling() -> some View {
  Button("Print") {}.buttonBorderShape(.rect)
}
