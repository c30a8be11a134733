// A user's executable over an app that traps behind two steps (Arm, then Fire), for explore's
// crash isolation (the worker dies, the walk goes on, the crash shrinks to a script `run` fails
// on), and one looping for ever behind two (Wind, Spin), for `run --timeout` and hangs.
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
    VStack {
      Text(armed ? "armed" : "safe")
      HStack {
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

struct SpinApp: App {
  let name = "spin"
  let summary = "Wind, then Spin: an endless loop"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    SpinViewController(name: "spin")
  }
}

@MainActor
final class SpinViewController: ViewController {
  private var count = 0
  private var wound = false

  override var body: any View {
    VStack {
      Text("\(count) \(wound ? "wound" : "still")")
      HStack {
        Button("++", action: "increment")
        Button("Wind", action: "wind")
        Button("Spin", action: "spin")
        Button("Rest", action: "rest")
      }
    }
  }

  override var actions: [Action] {
    [
      Action("increment", summary: "Count one") { [unowned self] _ in
        count += 1
        setNeedsDisplay()
      },
      Action("wind", summary: "Wind") { [unowned self] _ in
        wound = true
        setNeedsDisplay()
      },
      Action("spin", summary: "Spin: for ever once wound") { [unowned self] _ in
        // A synchronous loop that never ends, writing a property so no optimizer drops it.
        while wound { count &+= 1 }
      },
      Action("rest", summary: "Unwind") { [unowned self] _ in
        wound = false
        setNeedsDisplay()
      },
    ]
  }
}

await MVCSCommandLine.main(apps: [TrapApp(), SpinApp()], name: "trap")
