import MVCS
import MVCSShell
import MVCSTesting
import Testing

/// SwiftUI's own faults met by `explore` are findings of their own kind, one for each fault
/// and view, each shrunk to the steps that make it: not "command failed".
@MainActor
@Suite struct ExploreViewFaultTests {
  /// A scoreboard with two planted faults: once Recount is tapped its body adds to the score it
  /// shows at every drawing; Rally starts two `onChange` handlers setting each other's value.
  struct Scoreboard: View {
    @State private var score = 0
    @State private var recounting = false
    @State private var serve = 0
    @State private var returns = 0

    var body: some View {
      if recounting { score += 1 }
      return VStack(alignment: .leading) {
        Text("score \(score)")
        Button("Point") { score += 1 }
        Button("Recount") { recounting = true }
        Button("Rally") { serve += 1 }
      }
      .onChange(of: serve) { returns += 1 }
      .onChange(of: returns) { serve += 1 }
    }
  }

  @Test func eachFaultIsAViewFaultFindingOfItsOwnShrunkToItsStep() async {
    let explorer = Explorer(app: HostedApp("scoreboard") { Scoreboard() }, configuration: .init(seed: 4, steps: 400))
    let report = await explorer.run()
    #expect(report.findings.map(\.failure.kind) == [.viewFault, .viewFault], "\(report.findings.map(\.failure))")
    let body = report.findings.first { $0.failure.message.contains("body changes") }
    #expect(body?.failure.message == "`tap Recount`: Scoreboard's body changes `score`, which it reads")
    #expect(body?.steps.map(\.line) == ["tap Recount"], "\(body?.script ?? "")")
    #expect(body?.script.hasPrefix("# explore found: view fault: `tap Recount`: Scoreboard's body") == true)
    let cycle = report.findings.first { $0.failure.message.contains("onChange") }
    #expect(
      cycle?.failure.message.contains("Scoreboard's onChange(of:) changes the screen at every drawing") == true,
      "\(report.findings.map(\.failure))")
    #expect(cycle?.steps.map(\.line) == ["tap Rally"], "\(cycle?.script ?? "")")
    // The reproducer fails as a flow: its `show` draws what the step changed.
    #expect(body?.script.hasSuffix("launch scoreboard\ntap Recount\nshow\n") == true, "\(body?.script ?? "")")
    let app = HostedApp("scoreboard") { Scoreboard() }
    let runner = ScriptRunner(app: app, apps: [app])
    let replayed = await runner.run(text: body?.script ?? "", file: "found.mvcs")
    #expect(
      replayed.report.first?.contains("error: Scoreboard's body changes `score`, which it reads") == true,
      "\(replayed.report)")
  }
}
