import MVCS
import Testing

@MainActor
@Suite struct StorageScopeTests {
  @Test func inMemoryEachAppHasItsOwnDatabaseAndKeepsIt() throws {
    let storage = Storage(.inMemory)
    let todo = storage.scoped(toApp: "todo")
    let favorites = storage.scoped(toApp: "favorites")
    #expect(todo !== favorites)
    #expect(storage.scoped(toApp: "todo") === todo)
    #expect(try todo.open() !== favorites.open())
  }

  @Test func aFileGivenByNameIsSharedByEveryApp() {
    let storage = Storage(.file("/tmp/mvcs-scope-test.sqlite"))
    #expect(storage.scoped(toApp: "todo") === storage)
    #expect(storage.scoped(toApp: "favorites") === storage)
  }
}
