// A model file as written for iOS, unchanged, that imports Foundation alone: on iOS that
// brings URLSession, URLRequest and HTTPURLResponse (and Observation's @Observable); here the
// test target imports MVCSNetworking and Observation implicitly, as a generated package does.
// NetworkTests drives it through the fixtures in Scripts/.
import Foundation

/// A cupcake on the shop's menu.
struct Cupcake: Codable, Identifiable, Hashable {
  var id: Int
  var name: String
  var price: Double
  var photo: URL?
}

/// The shop's server: its menu, and the orders sent to it.
@Observable
final class CupcakeShop {
  // swift-format-ignore: NeverForceUnwrap
  static let server = URL(string: "https://cupcakes.example/api/")!

  var menu: [Cupcake] = []
  var problem: String?
  var confirmation: String?

  /// Loads the menu, as `.task` asks when the list appears.
  @MainActor
  func loadMenu() async {
    do {
      let (data, response) = try await URLSession.shared.data(from: Self.server.appendingPathComponent("menu"))
      guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
        problem = "The menu could not be loaded (\((response as? HTTPURLResponse)?.statusCode ?? 0))."
        return
      }
      menu = try JSONDecoder().decode([Cupcake].self, from: data)
      problem = nil
    } catch let error as URLError {
      problem = error.localizedDescription
    } catch {
      problem = "The menu is not readable."
    }
  }

  /// Sends an order of `quantity` of `cake`, as Paul Hudson's Cupcake Corner uploads its order.
  @MainActor
  func place(_ quantity: Int, of cake: Cupcake) async {
    let order = Order(cupcake: cake.id, quantity: quantity)
    guard let encoded = try? JSONEncoder().encode(order) else { return }
    var request = URLRequest(url: Self.server.appendingPathComponent("orders"))
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpMethod = "POST"
    do {
      let (data, _) = try await URLSession.shared.upload(for: request, from: encoded)
      let receipt = try JSONDecoder().decode(Receipt.self, from: data)
      confirmation = "Order \(receipt.number): \(quantity) × \(cake.name) on its way!"
    } catch {
      confirmation = "Checkout failed: \(error.localizedDescription)"
    }
  }
}

/// What an order sends.
struct Order: Codable {
  var cupcake: Int
  var quantity: Int
}

/// What the server answers an order with.
struct Receipt: Codable {
  var number: Int
}
