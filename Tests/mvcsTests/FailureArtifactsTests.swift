import Foundation
import Testing

/// `mvcs run --artifacts DIR`: what a failing script leaves behind for the person who reads
/// the CI log.
@Suite struct FailureArtifactsTests {
  @Test func aFailingScriptLeavesItsScreenLogAndDiffAndTheReportPointsAtThem() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("flows/pass.mvcs", "echo fine\n| fine\n")
    try scratch.write("flows/fail.mvcs", "launch todo\ntap \"Create list\"\nshow\n| nothing\n")
    let result = try await MVCSProcess.run(
      ["run", "--artifacts", "artifacts", "--junit", "report.xml", "flows"], in: scratch.url)
    #expect(result.status == 1)
    let folder = scratch.url.appendingPathComponent("artifacts/flows__fail.mvcs.artifacts")
    func read(_ name: String) throws -> String {
      try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    #expect(try read("screen.txt").contains("│ List Name: ["))
    let html = try read("screen.html")
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains(#"<span style="font-weight: bold">Lists</span>"#))
    #expect(try read("lifecycle.log").contains("/create-list viewDidAppear"))
    let report = try read("report.txt")
    #expect(report.contains("flows/fail.mvcs:3: output differs") && report.contains("-nothing"))
    // Only failures leave artifacts.
    let kept = try FileManager.default.contentsOfDirectory(
      atPath: scratch.url.appendingPathComponent("artifacts").path)
    #expect(kept == ["flows__fail.mvcs.artifacts"])
    let xml = try String(contentsOf: scratch.url.appendingPathComponent("report.xml"), encoding: .utf8)
    #expect(xml.contains("[[ATTACHMENT|\(folder.path)/screen.html]]"))
  }

  @Test func artifactFoldersAndFoldersNamedLikeScriptsAreNotRunAsScripts() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("f/bad.mvcs", "echo x\n| y\n")
    try scratch.write("odd.mvcs/inner.mvcs", "echo ok\n| ok\n")
    let first = try await MVCSProcess.run(["run", "--artifacts", "art", "."], in: scratch.url)
    #expect(first.stdout.hasSuffix("1 passed, 1 failed\n"), "\(first.stdout)")
    try scratch.write("f/bad.mvcs", "echo x\n| x\n")
    // The artifacts of the first run, and the folder named odd.mvcs, hold no script.
    let second = try await MVCSProcess.run(["run", "."], in: scratch.url)
    #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
    #expect(second.stdout == "PASS ./f/bad.mvcs\nPASS ./odd.mvcs/inner.mvcs\n2 passed, 0 failed\n")
  }
}
