import Foundation
import Testing

/// Every built-in app and the Notes example create items through the key-allocating path,
/// `Store.addNew(numbered:)`, never with an upsert (#28): Expenses once numbered a new
/// expense in memory and inserted it, so two sessions on one file replaced each other's.
@Suite struct NewItemsTests {
  /// The package's root: this file is `Tests/MVCSAppsTests/NewItemsTests.swift`.
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Each upsert an app makes, by file and the call as written, with why it is not a new
  /// numbered item.
  ///
  /// A new `.insert(` fails the test until it is listed here with its reason.
  private static let upserts: [String: String] = [
    "Sources/MVCSApps/Favorites/FavoritesViewController.swift: store.insert(Favorite(word: try arguments.text(\"word\"))).enqueue()":
      "the word is its own key: saving it twice keeps one",
    "Sources/MVCSApps/Pandas/ImagesController.swift: try await store.insert(image)":
      "a picture's key is its URL",
    "Sources/MVCSApps/Todo/Storage/TodoStorage.swift: lists.insert(list).enqueue()": "an edit of a stored list",
    "Sources/MVCSApps/Todo/Storage/TodoStorage.swift: items.insert(updated).enqueue()": "an edit of a stored item",
    "Sources/MVCSApps/RandomImage/OfflineImageSource.swift: failingRequests.insert(requestCount + 1)":
      "a Set of request numbers, not a store",
    "Examples/Notes/Sources/NotesKit/NotesViewController.swift: store.insert(note).enqueue()":
      "an edit of a stored note",
    "Sources/MVCSApps/Spending/Ledger.swift: purchases.insert(purchase, at: 0)":
      "an Array in memory, newest first: Spending keeps no store",
    "Sources/MVCSApps/Words/WordGameView.swift: game.usedWords.insert(word, at: 0)":
      "an Array in memory, newest first: Words keeps no store",
  ]

  @Test func everyUpsertInTheAppsIsAnEditOrAnItemKeyedByItsContent() throws {
    var found: [String] = []
    for folder in ["Sources/MVCSApps", "Examples/Notes/Sources"] {
      let base = Self.root.appendingPathComponent(folder)
      let files =
        FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
      #expect(!files.isEmpty, "no sources under \(folder)")
      for file in files {
        let relative = String(file.path.dropFirst(Self.root.path.count + 1))
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
          let code = line.trimmingCharacters(in: .whitespaces)
          guard !code.hasPrefix("//"), code.contains(".insert(") else { continue }
          found.append("\(relative): \(code)")
        }
      }
    }
    let unexplained = found.filter { Self.upserts[$0] == nil }
    #expect(
      unexplained.isEmpty,
      """
      a new item is added with `addNew(numbered:)`, which never replaces another session's item; \
      an upsert that is an edit, or of an item keyed by its content, is listed in `upserts` with \
      why: \(unexplained)
      """)
    #expect(Set(found) == Set(Self.upserts.keys), "listed upserts no longer in the sources")
  }
}
