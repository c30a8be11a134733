#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A faulty app: planning payments of nothing a month loops for ever, in an action.
///
/// `mvcs --app fault-loop`: tap `-` on the payment, then `Plan 120`.
struct FaultLoopApp: App {
  var body: some Scene {
    WindowGroup { PlanView() }
  }
}

/// A debt paid off a month at a time; a payment of 0 never pays it.
private struct PlanView: View {
  @State private var payment = 10
  @State private var months = 0

  var body: some View {
    VStack {
      Stepper("Pay \(payment) a month", value: $payment, in: 0...20, step: 10)
      Button("Plan 120") {
        var left = 120
        var count = 0
        while left > 0 {
          left -= payment
          count += 1
        }
        months = count
      }
      Text("Paid off in \(months) months")
    }
  }
}
