import Foundation
import Testing

/// `--store PATH`: the file an app's stores live in, shared across runs.
@Suite struct StoreOptionTests {
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("mvcs-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aStoreFileKeepsDataFromOneRunToTheNext() async throws {
    let file = try folder().appendingPathComponent("favorites.sqlite").path
    let first = try await MVCSProcess.run(
      ["--app", "favorites", "--store", file], input: "call add word=panda\ncall add word=tea\n")
    #expect(first.status == 0)
    let second = try await MVCSProcess.run(["--app", "favorites", "--store", file], input: "store show favorites\n")
    #expect(second.stdout == "panda  {\"word\":\"panda\"}\ntea    {\"word\":\"tea\"}\n")
  }

  @Test func withoutStoreAPipedRunStartsEmpty() async throws {
    let result = try await MVCSProcess.run(["--app", "favorites"], input: "store ls\n")
    #expect(result.stdout == "favorites  0\n")
  }

  @Test func aFileThatIsNotSQLiteStopsWithStatusTwoAndIsKept() async throws {
    let file = try folder().appendingPathComponent("notes.txt")
    try Data("my notes".utf8).write(to: file)
    let result = try await MVCSProcess.run(["run", "--store", file.path, "Scripts/counter.mvcs"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("\(file.path): not an SQLite database; the file was left untouched"))
    #expect(try Data(contentsOf: file) == Data("my notes".utf8))
  }
}
