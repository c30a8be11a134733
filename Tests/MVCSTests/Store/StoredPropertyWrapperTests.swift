import Foundation
import MVCS
import Testing

/// A settings object written the way Boutique's demo writes one, with the property wrappers.
@MainActor
private final class PandaSettings {
  @StoredValue var funky: Bool
  @StoredValue var seen: [String]
  @StoredValue var ratings: [String: Int]
  @Stored var words: [Favorite]

  /// Each value and store in its own table of `database`, as an app's stores are.
  init(database: SQLiteDatabase) {
    let engine = { SQLiteStorageEngine(database: database, store: $0, clock: VirtualClock()) }
    _funky = StoredValue(key: "funky", default: false, engine: engine("funky"))
    _seen = StoredValue(key: "seen", default: [], engine: engine("seen"))
    _ratings = StoredValue(key: "ratings", default: [:], engine: engine("ratings"))
    _words = Stored(in: Store(name: "words", engine: engine("words"), cacheIdentifier: \.word))
  }
}

private struct Favorite: Codable, Sendable, Equatable {
  var word: String
}

@MainActor
@Suite struct StoredPropertyWrapperTests {
  @Test func storedValueTheWrapperReadsTheValueAndItsProjectionIsTheStoredValue() async throws {
    let database = SQLiteDatabase.inMemory()
    let settings = PandaSettings(database: database)
    await settings.$funky.valueHasLoaded()
    #expect(settings.funky == false)
    try await settings.$funky.toggle()
    #expect(settings.funky == true)
    let again = PandaSettings(database: database)
    await again.$funky.valueHasLoaded()
    #expect(again.funky == true)
  }

  @Test func storedTheWrapperReadsTheItemsAndItsProjectionIsTheStore() async throws {
    let settings = PandaSettings(database: .inMemory())
    await settings.$words.itemsHaveLoaded()
    #expect(settings.words.isEmpty)
    try await settings.$words.insert([Favorite(word: "milk"), Favorite(word: "bread")])
    #expect(settings.words == [Favorite(word: "milk"), Favorite(word: "bread")])
  }

  @Test func togglePresenceRemovesWhatIsThereAndAppendsWhatIsNot() async throws {
    let settings = PandaSettings(database: .inMemory())
    await settings.$seen.valueHasLoaded()
    try await settings.$seen.togglePresence("a")
    try await settings.$seen.togglePresence("b")
    #expect(settings.seen == ["a", "b"])
    try await settings.$seen.togglePresence("a")
    #expect(settings.seen == ["b"])
    try await settings.$seen.set(["b", "c", "b"])
    try await settings.$seen.togglePresence("b")
    #expect(settings.seen == ["c"])
  }

  @Test func updateSetsAnEntryOfADictionaryOrRemovesItWithNil() async throws {
    let database = SQLiteDatabase.inMemory()
    let settings = PandaSettings(database: database)
    await settings.$ratings.valueHasLoaded()
    try await settings.$ratings.update(key: "ada", value: 3)
    try await settings.$ratings.update(key: "grace", value: 5)
    try await settings.$ratings.update(key: "ada", value: 4)
    #expect(settings.ratings == ["ada": 4, "grace": 5])
    try await settings.$ratings.update(key: "grace", value: nil)
    #expect(settings.ratings == ["ada": 4])
    let again = PandaSettings(database: database)
    await again.$ratings.valueHasLoaded()
    #expect(again.ratings == ["ada": 4])
  }
}
