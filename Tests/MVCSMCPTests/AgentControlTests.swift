import Foundation
import MVCS
import MVCSApps
import MVCSShell
import Testing

@testable import MVCSMCP

/// An agent drives every kind of control through its tool, and reads them from `show`'s
/// structured content; a secure field's text comes back in no answer.
@MainActor
@Suite struct AgentControlTests {
  let agent = AgentSession(session: Session(app: SettingsApp()))

  /// Calls `tool`, which must succeed, and returns its answer.
  private func call(_ tool: String, _ arguments: [String: JSONValue]) async -> ToolResult {
    let result = await agent.call(tool, arguments: arguments)
    #expect(result.isError == false, "\(tool) \(arguments) failed: \(result.text)")
    return result
  }

  /// The control labelled `label` in `show`'s structured content.
  private func control(_ label: String) async -> [String: JSONValue]? {
    let controls = await call("show", [:]).structuredContent?.objectValue?["controls"]?.arrayValue ?? []
    return controls.compactMap(\.objectValue).first { $0["label"] == .string(label) }
  }

  @Test func eachKindIsDrivenByItsToolAndReadBackFromShow() async {
    let toggled = await call("toggle", ["label": "Bluetooth", "state": "off"])
    #expect(toggled.text.contains("-[x] Bluetooth\n+[ ] Bluetooth"))
    await #expect(control("Bluetooth")?["value"] == "off")
    await #expect(control("Bluetooth")?["kind"] == "toggle")
    _ = await call("toggle", ["label": "Bluetooth"])
    await #expect(control("Bluetooth")?["value"] == "on")

    let options = await call("pick", ["label": "Ringtone", "screen": "none"])
    #expect(options.text == "* Opening\n  Radar\n  Beacon")
    _ = await call("pick", ["label": "Ringtone", "option": "Radar"])
    await #expect(control("Ringtone")?["value"] == "Radar")
    await #expect(control("Ringtone")?["choices"] == ["Opening", "Radar", "Beacon"])

    _ = await call("step", ["label": "Volume", "direction": "up", "count": 2])
    await #expect(control("Volume")?["value"] == "70%")

    _ = await call("fill", ["field": "Data Plan (GB)", "text": "7.5"])
    await #expect(control("Data Plan (GB)")?["value"] == "7.5")
    let refused = await agent.call("fill", arguments: ["field": "Data Plan (GB)", "text": "lots"])
    #expect(refused.isError)
    #expect(refused.text.hasPrefix("error: field 'Data Plan (GB)' cannot read 'lots' as a number"))
    await #expect(control("Data Plan (GB)")?["value"] == "7.5")

    _ = await call("expect", ["form": "value", "arguments": ["Volume", "70%"]])
    _ = await call("expect", ["form": "toggle", "arguments": ["Bluetooth", "on"]])
  }

  @Test func anAlertsButtonsAreTappedByLabelAndItsDestructiveOneIsMarked() async {
    let asked = await call("tap", ["label": "Reset All Settings", "screen": "full"])
    #expect(asked.text.contains("│ [! Reset All Settings]"))
    let controls = await call("show", [:]).structuredContent?.objectValue?["controls"]?.arrayValue ?? []
    // The dialog's buttons are the topmost layer's.
    #expect(controls.prefix(2).map { $0.objectValue?["label"] } == ["Reset All Settings", "Cancel"])
    #expect(controls.prefix(2).map { $0.objectValue?["layer"] } == [0, 0])
    _ = await call("tap", ["label": "Cancel"])
    let missing = await call("expect", ["form": "missing", "arguments": ["/settings/dialog"]])
    #expect(missing.isError == false)
  }

  @Test func aSecureFieldsTextIsInNoAnswer() async throws {
    let secret = "hunter2-secret"
    var answers = [await call("fill", ["field": "Passcode", "text": .string(secret), "screen": "full"])]
    for (tool, arguments) in [
      ("show", [:]), ("tree", [:]), ("log", ["count": 50]), ("store_ls", [:]),
      ("expect", ["form": "value", "arguments": ["Passcode", .string(secret)]]),
      ("fill", ["field": "Pascode", "text": .string(secret)]), ("actions", ["path": "/settings"]),
    ] as [(String, [String: JSONValue])] {
      answers.append(await agent.call(tool, arguments: arguments))
    }
    let everything = try answers.map { answer in
      let structured = try answer.structuredContent.map {
        String(decoding: try JSONEncoder().encode($0), as: UTF8.self)
      }
      return answer.text + (structured ?? "")
    }
    .joined(separator: "\n")
    #expect(everything.contains("Passcode: [••••••••••••••"))
    #expect(!everything.contains(secret))
  }
}
