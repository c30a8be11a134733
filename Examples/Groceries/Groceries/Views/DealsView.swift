//
//  DealsView.swift
//  Groceries
//

import SwiftUI

struct DealsView: View {
    @Environment(GroceryList.self) private var list
    @State private var deals = WeeklyDeals()

    var body: some View {
        List {
            if let problem = deals.problem {
                ContentUnavailableView(problem, systemImage: "wifi.slash")
            }
            ForEach(deals.deals) { deal in
                HStack {
                    AsyncImage(url: deal.photo) { image in
                        image
                            .resizable()
                            .scaledToFit()
                    } placeholder: {
                        ProgressView()
                    }
                    .frame(width: 44, height: 44)
                    Text(deal.name)
                    Spacer()
                    Text(deal.price, format: .currency(code: "USD"))
                    Button {
                        list.add(deal.name, aisle: deal.aisle)
                    } label: {
                        Image(systemName: "plus.circle")
                    }
                    .buttonStyle(.borderless)
                    .accessibilityLabel("Add \(deal.name)")
                }
            }
            Section {
                Button("Share List") {
                    Task { await deals.share(list.toBuy) }
                }
                if let message = deals.sharedMessage {
                    Text(message)
                }
            }
        }
        .navigationTitle("Weekly Deals")
        .task {
            await deals.load()
        }
        .refreshable {
            await deals.load()
        }
    }
}

#Preview {
    NavigationStack {
        DealsView()
            .environment(GroceryList())
    }
}

#Preview("With a list") {
    let list = GroceryList()
    list.add("Avocados", aisle: "Produce")
    return NavigationStack {
        DealsView()
            .environment(list)
    }
}
