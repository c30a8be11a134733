import MVCS
import MVCSShell
import MVCSTesting
import Testing

@MainActor
@Suite struct PathTests {
  let shell = TestShell.fixture()

  @Test(arguments: [
    ("/", "/"), (".", "/"), ("lists", "/lists"), ("/lists/groceries", "/lists/groceries"),
    ("lists/#1", "/lists/chores"), ("#0/#0", "/lists/groceries"), ("lists/../settings", "/settings"),
    ("..", "/"), ("/..", "/"), ("lists//groceries/", "/lists/groceries"), ("./lists/./chores", "/lists/chores"),
  ])
  func resolvesFromTheRoot(path: String, expected: String) throws {
    #expect(try PathResolver.resolve(path, from: shell.session.root).path == expected)
  }

  @Test func relativePathsStartAtTheCurrentViewController() async throws {
    await shell.run("cd /lists/groceries")
    #expect(await shell.run("pwd") == ["/lists/groceries"])
    await shell.run("cd ../chores")
    #expect(await shell.run("pwd") == ["/lists/chores"])
    await shell.run("cd")
    #expect(await shell.run("pwd") == ["/"])
  }

  @Test func aWrongNameSuggestsTheClosestChildAndPointsAtTheComponent() async {
    let error = await TestShell(app: FixtureApp(), file: "f.mvcs").error("cd /lists/grocries")
    #expect(error?.message == "no child 'grocries' in /lists")
    #expect(error?.location?.description == "f.mvcs:1:11")
    #expect(error?.hint == "did you mean 'groceries'? Children of /lists: 'groceries', 'chores'")
  }

  @Test func anIndexOutOfRangeSaysWhichAreValid() async {
    #expect(
      await shell.error("ls lists/#5")?.description
        == "test.mvcs:1:10: error: no child #5 in /lists\n  hint: valid: #0–#1")
    #expect(
      await shell.error("cd /lists/groceries/x")?.description.contains("hint: /lists/groceries has no children") == true
    )
  }

  @Test func emptyPathIsAnError() async {
    #expect(await shell.error("cd ''")?.message == "empty path")
  }

  @Test func resolutionWalksOnlyTheComponentsOfThePath() async throws {
    // A wide, deep tree: resolving a deep path must not depend on the tree's size.
    let root = ViewController(name: "root")
    var node = root
    for depth in 0..<200 {
      for sibling in 0..<20 { node.addChild(ViewController(name: "n\(depth)-\(sibling)")) }
      node = node.children[19]
    }
    let path = "/" + (0..<200).map { "n\($0)-19" }.joined(separator: "/")
    #expect(try PathResolver.resolve(path, from: root) === node)
  }
}
