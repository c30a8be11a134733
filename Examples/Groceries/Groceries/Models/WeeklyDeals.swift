//
//  WeeklyDeals.swift
//  Groceries
//

import Foundation

struct Deal: Identifiable, Codable, Hashable {
    var id: Int
    var name: String
    var aisle: String
    var price: Double
    var photo: URL?
}

@Observable
final class WeeklyDeals {
    static let server = URL(string: "https://groceries.example/api/")!

    var deals: [Deal] = []
    var problem: String?
    var sharedMessage: String?

    @MainActor
    func load() async {
        do {
            let (data, response) = try await URLSession.shared.data(from: Self.server.appendingPathComponent("deals"))
            guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
                problem = "Deals are unavailable right now."
                return
            }
            deals = try JSONDecoder().decode([Deal].self, from: data)
            problem = nil
        } catch {
            problem = "Couldn't load this week's deals."
        }
    }

    @MainActor
    func share(_ items: [GroceryItem]) async {
        var request = URLRequest(url: Self.server.appendingPathComponent("lists"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        do {
            let body = try JSONEncoder().encode(items.map(\.name))
            let (data, _) = try await URLSession.shared.upload(for: request, from: body)
            let shared = try JSONDecoder().decode(SharedList.self, from: data)
            sharedMessage = "Shared as \(shared.code)"
        } catch {
            sharedMessage = "Sharing failed."
        }
    }
}

struct SharedList: Codable {
    var code: String
}
