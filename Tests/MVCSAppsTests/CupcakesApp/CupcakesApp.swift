// SwiftUI files as written for iOS, unchanged: a list loaded from JSON with each cupcake's
// photo in an AsyncImage, and an order form that uploads. NetworkTests drives them.
import SwiftUI

struct CupcakesApp: App {
  @State private var shop = CupcakeShop()

  var body: some Scene {
    WindowGroup {
      NavigationStack { MenuView(shop: shop) }
    }
  }
}

/// The menu, loaded when it appears.
struct MenuView: View {
  let shop: CupcakeShop

  var body: some View {
    List {
      if let problem = shop.problem { Text(problem) }
      ForEach(shop.menu) { cake in
        NavigationLink(value: cake) {
          HStack {
            AsyncImage(url: cake.photo)
            Text(cake.name)
            Text(cake.price, format: .currency(code: "USD"))
          }
        }
      }
    }
    .navigationTitle("Cupcakes")
    .navigationDestination(for: Cupcake.self) { cake in OrderView(shop: shop, cake: cake) }
    .task { await shop.loadMenu() }
  }
}

/// How many of a cupcake, and the button that sends the order.
struct OrderView: View {
  let shop: CupcakeShop
  let cake: Cupcake
  @State private var quantity = 2

  var body: some View {
    Form {
      Stepper("Quantity: \(quantity)", value: $quantity, in: 1...20)
      Button("Place order") {
        Task { await shop.place(quantity, of: cake) }
      }
      if let confirmation = shop.confirmation { Text(confirmation) }
    }
    .navigationTitle(cake.name)
  }
}
