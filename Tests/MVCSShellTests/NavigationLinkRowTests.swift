import Foundation
import MVCS
import MVCSTesting
import Testing

/// A navigation link draws its label as its views lay it out, `›` after it, and is known by
/// the words its first line starts with: a row with its title at one end and its amount at the
/// other is tapped and named by its title, which stays while the amount changes.
@MainActor
@Suite struct NavigationLinkRowTests {
  struct Purchase: Identifiable, Hashable {
    let id: Int
    var title: String
    var amount: Double
  }

  struct Purchases: View {
    @State private var purchases = [Purchase(id: 1, title: "Groceries", amount: 42.5)]

    var body: some View {
      NavigationStack {
        List {
          ForEach(purchases) { purchase in
            NavigationLink(value: purchase.id) {
              HStack {
                VStack(alignment: .leading) {
                  Text(purchase.title)
                  Text("Food")
                }
                Spacer()
                Text(purchase.amount, format: .currency(code: "USD"))
              }
            }
          }
        }
        .navigationTitle("Spending")
        .navigationDestination(for: Int.self) { id in
          Button("Double it") { purchases[0].amount *= 2 }
            .navigationTitle("Purchase \(id)")
        }
      }
    }
  }

  @Test func aRowLinkIsDrawnAsItsLabelAndTappedByItsTitle() async {
    let shell = TestShell(app: HostedApp("spending") { Purchases() }, width: 40)
    await shell.expectScreen(
      """
      Spending
      ────────────────────────────────────────
        Groceries                     $42.50 ›
        Food
      """)
    await shell.expect("ls navigation/root/list", prints: "groceries")
    await shell.run("tap Groceries")
    await shell.run("tap 'Double it'")
    await shell.run("back")
    await shell.run("expect shows '  Groceries                     $85.00 ›'")
    // The row keeps its name while what it shows beside the title changes.
    await shell.expect("ls navigation/root/list", prints: "groceries")
    await shell.run("select Groceries")
    await shell.run("expect shows 'Purchase 1'")
  }
}

extension NavigationLinkRowTests {
  struct Totals: View {
    @State private var spent = 12.5
    var body: some View {
      List {
        LabeledContent("Spent", value: spent, format: .currency(code: "USD"))
        LabeledContent("Owed back", value: "Nothing")
        Button("Spend more") { spent += 100 }
      }
    }
  }

  @Test func aRowOfATitleAndAValueIsNamedByItsTitle() async {
    let shell = TestShell(app: HostedApp("totals") { Totals() }, width: 40)
    _ = await shell.screen()
    await shell.expect("ls list", prints: "spent\nowed-back\nspend-more")
    await shell.run("tap 'Spend more'")
    await shell.run("expect shows '$112.50'")
    await shell.expect("ls list", prints: "spent\nowed-back\nspend-more")
  }
}
