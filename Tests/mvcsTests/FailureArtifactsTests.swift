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
    let folder = scratch.url.appendingPathComponent("artifacts/flows__fail.mvcs")
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
    #expect(kept == ["flows__fail.mvcs"])
    let xml = try String(contentsOf: scratch.url.appendingPathComponent("report.xml"), encoding: .utf8)
    #expect(xml.contains("[[ATTACHMENT|\(folder.path)/screen.html]]"))
  }
}
