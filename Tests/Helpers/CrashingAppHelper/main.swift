// A user's executable over an app that traps behind two steps (Arm, then Fire), for the
// tests of `explore`'s crash isolation: the worker dies, the walk goes on, the crash is
// shrunk to a script that `run` fails on.
import MVCS
import MVCSCommandLine

struct TrapApp: App {
  let name = "trap"
  let summary = "Arm, then Fire: a trap"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    TrapViewController(name: "trap")
  }
}

@MainActor
final class TrapViewController: ViewController {
  private var armed = false

  override var body: any View {
    VStack(alignment: .leading) {
      Text(armed ? "armed" : "safe")
      HStack(alignment: .top) {
        Button("Arm", action: "arm")
        Button("Disarm", action: "disarm")
        Button("Fire", action: "fire")
        Button("Wave", action: "wave")
      }
    }
  }

  override var actions: [Action] {
    [
      Action("arm", summary: "Arm") { [unowned self] _ in
        armed = true
        setNeedsDisplay()
      },
      Action("disarm", summary: "Disarm") { [unowned self] _ in
        armed = false
        setNeedsDisplay()
      },
      Action("fire", summary: "Fire") { [unowned self] _ in
        if armed { fatalError("planted trap: fired while armed") }
      },
      Action("wave", summary: "Nothing") { _ in },
    ]
  }
}

await MVCSCommandLine.main(apps: [TrapApp()], name: "trap")
