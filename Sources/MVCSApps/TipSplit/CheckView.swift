#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// The check: what was spent, how many people share it, the tip, and each person's share.
struct CheckView: View {
  @Environment(\.locale) private var locale

  @State private var checkAmount = 0.0
  @State private var numberOfPeople = 2
  @State private var tipPercentage = 20
  @State private var roundsUp = false
  @FocusState private var amountIsFocused: Bool

  private let tipPercentages = [10, 15, 20, 25, 0]

  /// The currency the check is written in: the region's, or dollars.
  private var currencyCode: String {
    locale.currency?.identifier ?? "USD"
  }

  private var split: Split {
    Split(amount: checkAmount, people: numberOfPeople, tipPercentage: tipPercentage, roundsUp: roundsUp)
  }

  var body: some View {
    NavigationStack {
      Form {
        Section {
          TextField("Amount", value: $checkAmount, format: .currency(code: currencyCode))
            .focused($amountIsFocused)
          Picker("Number of people", selection: $numberOfPeople) {
            ForEach(2..<21) { count in
              Text("\(count) people")
            }
          }
        } header: {
          Text("Check")
        } footer: {
          Text("What the check says, before the tip.")
        }

        Section {
          Picker("Tip percentage", selection: $tipPercentage) {
            ForEach(tipPercentages, id: \.self) { percentage in
              Text(percentage, format: .percent)
            }
          }
          .pickerStyle(.segmented)
          Toggle("Round each share up", isOn: $roundsUp)
        } header: {
          Text("How much tip do you want to leave?")
        } footer: {
          Text("Rounding up leaves what is over with the tip.")
        }

        Section("Amount per person") {
          Text(split.perPerson, format: .currency(code: currencyCode))
            .font(.headline)
        }

        Section("Total with tip") {
          Text(split.total, format: .currency(code: currencyCode))
            .foregroundStyle(tipPercentage == 0 ? .red : .primary)
          if tipPercentage == 0 {
            Text("No tip is left for the staff.")
              .foregroundStyle(.secondary)
          }
        }
      }
      .navigationTitle("TipSplit")
      .toolbar {
        ToolbarItemGroup(placement: .keyboard) {
          Spacer()
          Button("Done") {
            amountIsFocused = false
          }
        }
      }
    }
  }
}

/// A check shared out: the total with its tip, and what each person pays.
struct Split: Equatable {
  let amount: Double
  let people: Int
  let tipPercentage: Int
  let roundsUp: Bool

  /// The check with its tip.
  var total: Double {
    guard amount.isFinite, amount > 0 else { return 0 }
    if roundsUp { return perPerson * Double(max(people, 1)) }
    return amount + amount * Double(tipPercentage) / 100
  }

  /// Each person's share: the total divided evenly, rounded up to a whole unit when asked.
  var perPerson: Double {
    guard amount.isFinite, amount > 0 else { return 0 }
    let share = (amount + amount * Double(tipPercentage) / 100) / Double(max(people, 1))
    return roundsUp ? share.rounded(.up) : share
  }
}
