import Foundation
import MVCS
import MVCSTesting
import Testing

/// What a `ForEach`'s row says of itself reaches the list: swipe actions behind an `if` or in
/// a view of your own, their buttons' closures run by `swipe`, and `onDelete`'s Delete where a
/// row has none.
@MainActor
@Suite struct ForEachRowTraitsTests {
  struct Loan: Identifiable {
    let id: Int
    var name: String
    var isOwed: Bool
  }

  struct LoanRow: View {
    let loan: Loan
    let forgive: () -> Void

    var body: some View {
      Text(loan.name)
        .swipeActions {
          Button("Forgive") { forgive() }
        }
    }
  }

  struct Loans: View {
    @State private var loans = [
      Loan(id: 1, name: "Ada", isOwed: true), Loan(id: 2, name: "Grace", isOwed: false),
      Loan(id: 3, name: "Alan", isOwed: true),
    ]
    @State private var log = ""

    var body: some View {
      VStack(alignment: .leading) {
        Text("Log: \(log)")
        List {
          ForEach(loans) { loan in
            if loan.id == 3 {
              LoanRow(loan: loan) { log += "forgave #3" }
            } else if loan.isOwed {
              Text(loan.name)
                .swipeActions(edge: .leading) {
                  Button("Settle") {
                    log += "settled #\(loan.id) "
                    loans[0].isOwed = false
                  }
                }
            } else {
              Text(loan.name)
            }
          }
          .onDelete { loans.remove(atOffsets: $0) }
        }
      }
    }
  }

  @Test func swipeActionsBehindAnIfRunTheirClosures() async {
    let shell = TestShell(app: HostedApp("loans") { Loans() }, width: 30)
    let offered = await shell.error("swipe Ada")
    #expect(offered?.hint == "its swipe actions: 'Settle'")
    await shell.run("swipe Ada Settle")
    await shell.run("expect shows 'Log: settled #1'")
    // Settled, the row has no swipe actions of its own: its ForEach's Delete is back.
    await shell.run("swipe Ada Delete")
    await shell.run("expect hides Ada")
    await shell.run("swipe Alan Forgive")
    await shell.run("expect shows 'Log: settled #1 forgave #3'")
    let grace = await shell.error("swipe Grace")
    #expect(grace?.hint == "its swipe actions: 'Delete'")
  }
}
