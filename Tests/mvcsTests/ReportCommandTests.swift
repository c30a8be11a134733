import Foundation
import Testing

/// `mvcs run --report DIR` and `mvcs merge-reports`: a run's HTML report, and one report for
/// a sharded CI run.
@Suite struct ReportCommandTests {
  private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  private func files(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// The package's flows, run whole and in two shards: the shards' blobs merge into a report
  /// whose every script page is, byte for byte, the unsharded run's.
  @Test func aShardedRunMergesIntoTheReportOfTheUnshardedRun() async throws {
    let scratch = try ScratchFolder()
    try FileManager.default.copyItem(
      at: MVCSProcess.packageRoot.appendingPathComponent("Scripts"), to: scratch.url.appendingPathComponent("Scripts"))
    let whole = try await MVCSProcess.run(["run", "--report", "whole", "Scripts/"], in: scratch.url)
    #expect(whole.status == 0, "\(whole.stdout)\(whole.stderr)")
    for shard in 1...2 {
      let run = try await MVCSProcess.run(
        ["run", "--jobs", "2", "--shard", "\(shard)/2", "--report", "shard-\(shard)", "Scripts/"], in: scratch.url)
      #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }
    #expect(
      try files(in: scratch.url.appendingPathComponent("shard-2")) == [
        "index.html", "report-blob-2-of-2.json", "scripts",
      ])
    let merge = try await MVCSProcess.run(
      ["merge-reports", "--report", "merged", "--junit", "merged.xml", "shard-1", "shard-2"], in: scratch.url)
    #expect(merge.status == 0, "\(merge.stderr)")
    #expect(merge.stdout.hasSuffix(" passed, 0 failed\n"))
    let wholePages = scratch.url.appendingPathComponent("whole/scripts")
    let mergedPages = scratch.url.appendingPathComponent("merged/scripts")
    let pages = try files(in: wholePages)
    #expect(pages.count > 20)
    #expect(try files(in: mergedPages) == pages)
    for page in pages {
      #expect(
        try read(mergedPages.appendingPathComponent(page)) == read(wholePages.appendingPathComponent(page)), "\(page)")
    }
    // The index lists every script once, with the shard that ran it.
    let index = try read(scratch.url.appendingPathComponent("merged/index.html"))
    for page in pages { #expect(index.components(separatedBy: "href=\"scripts/\(page)\"").count == 2, "\(page)") }
    #expect(index.contains("<td>1/2</td>") && index.contains("<td>2/2</td>"))
    #expect(try read(scratch.url.appendingPathComponent("whole/index.html")).contains("<td>—</td>"))
    let junit = try read(scratch.url.appendingPathComponent("merged.xml"))
    #expect(junit.contains(#"<testsuite name="mvcs run" tests="\#(pages.count)" failures="0" errors="0""#))
  }

  @Test func aFailingRunsReportListsItsFailuresAndTheRunEndsAsItWouldWithout() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("flows/pass.mvcs", "echo fine\n| fine\n")
    try scratch.write("flows/fail.mvcs", "launch counter\ntap ++\nshow\n| Counter\n| 5\ntap ++\n")
    let without = try await MVCSProcess.run(["run", "flows"], in: scratch.url)
    let with = try await MVCSProcess.run(["run", "--report", "out", "flows"], in: scratch.url)
    #expect(with.status == 1 && with.status == without.status)
    #expect(with.stdout == without.stdout)
    let index = try read(scratch.url.appendingPathComponent("out/index.html"))
    #expect(
      index.contains(#"<tr data-status="failed" data-search="flows/fail.mvcs flows/fail.mvcs:3: output differs">"#))
    #expect(index.contains(#"<a href="scripts/flows__fail.mvcs.html">flows/fail.mvcs</a>"#))
    let page = try read(scratch.url.appendingPathComponent("out/scripts/flows__fail.mvcs.html"))
    #expect(page.contains(#"<span class="removed">-5</span>"#))
    // Without --report, nothing is written.
    #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("report-blob.json").path))
  }

  @Test func aSecretTypedIntoASecureFieldIsDotsInTheReportAndTheEcho() async throws {
    let scratch = try ScratchFolder()
    try scratch.write(
      "flows/secret.mvcs", "launch login\nfill Username grace\nfill Password cobol-xyz\necho done\n| done\n")
    let echoed = try await MVCSProcess.run(["run", "--echo", "flows"], in: scratch.url)
    #expect(echoed.status == 0, "\(echoed.stdout)\(echoed.stderr)")
    #expect(echoed.stdout.contains("fill Password •••••••••\n"), "\(echoed.stdout)")
    #expect(!echoed.stdout.contains("cobol-xyz"))
    let reported = try await MVCSProcess.run(["run", "--report", "out", "flows"], in: scratch.url)
    #expect(reported.status == 0, "\(reported.stdout)\(reported.stderr)")
    let page = try read(scratch.url.appendingPathComponent("out/scripts/flows__secret.mvcs.html"))
    #expect(page.contains("fill Password •••••••••"))
    for file in try files(in: scratch.url.appendingPathComponent("out")) where !file.hasPrefix("scripts") {
      #expect(try !read(scratch.url.appendingPathComponent("out/\(file)")).contains("cobol-xyz"), "\(file)")
    }
    #expect(!page.contains("cobol-xyz"))
  }

  /// A line that names a secure field is dots wherever a run writes it, whether it ran,
  /// failed or never ran (#28): the blob kept a mismatch's `fill` in `pendingChanges`, an
  /// expected failure's `! fill`, and the steps never run after a failure; the pages showed
  /// the latter; `.mvcs-cache/pending` and `mvcs review` the first.
  @Test func aSecretIsDotsInEveryFileARunWritesAndInTheReview() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("flows/pending.mvcs", "launch login\nfill Password 7302-pend\n| something\n")
    try scratch.write(
      "flows/stopped.mvcs",
      """
      launch login
      fill Username alan
      fill Password enigma
      tap "Sign in"
      ! fill Password 7315-fail
      echo stop
      | not this
      launch login
      fill Password 7303-never
      fill 'Pass word' hunter2-never

      """)
    let run = try await MVCSProcess.run(
      ["run", "--report", "out", "--junit", "junit.xml", "--artifacts", "artifacts", "flows"], in: scratch.url)
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    let review = try await MVCSProcess.run(["review"], input: "s\ns\n", in: scratch.url)
    let secrets = ["7302-pend", "7315-fail", "7303-never", "hunter2-never", "enigma"]
    var written: [(String, String)] = [("run", run.stdout + run.stderr), ("review", review.stdout + review.stderr)]
    let enumerator = try #require(FileManager.default.enumerator(at: scratch.url, includingPropertiesForKeys: nil))
    // Every file the run and the review wrote; the scripts are the user's.
    for case let file as URL in enumerator where !file.hasDirectoryPath && file.pathExtension != "mvcs" {
      guard let text = try? read(file) else { continue }
      written.append((String(file.path.dropFirst(scratch.url.path.count)), text))
    }
    #expect(written.contains { $0.0.hasPrefix("/.mvcs-cache/pending/") }, "\(written.map(\.0))")
    #expect(written.contains { $0.0 == "/out/report-blob.json" }, "\(written.map(\.0))")
    for (name, text) in written {
      for secret in secrets {
        #expect(!text.contains(secret), "\(name) holds \(secret)")
      }
    }
    #expect(review.stdout.contains("change 1 of 2: flows/pending.mvcs:2: fill Password •••••••••"), "\(review.stdout)")
    let page = try read(scratch.url.appendingPathComponent("out/scripts/flows__stopped.mvcs.html"))
    #expect(page.contains("fill Password ••••••••••"), "the step never run, as dots")
  }

  @Test func aReportThatCannotBeWrittenStopsTheRunBeforeAnyScript() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("flows/pass.mvcs", "echo fine\n")
    try scratch.write("taken", "a file")
    let result = try await MVCSProcess.run(["run", "--report", "taken", "flows"], in: scratch.url)
    #expect(result.status == 2)
    #expect(result.stderr == "mvcs run: error: cannot write taken: it is not a folder\n")
    #expect(result.stdout == "")
  }

  @Test func mergeReportsSaysWhatItCannotMerge() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("flows/a.mvcs", "echo a\n")
    let run = try await MVCSProcess.run(["run", "--shard", "1/1", "--report", "one", "flows"], in: scratch.url)
    #expect(run.status == 0)
    try FileManager.default.copyItem(
      at: scratch.url.appendingPathComponent("one"), to: scratch.url.appendingPathComponent("again"))
    let twice = try await MVCSProcess.run(["merge-reports", "one", "again"], in: scratch.url)
    #expect(twice.status == 2)
    #expect(
      twice.stderr
        == "mvcs merge-reports: error: flows/a.mvcs is in both one/report-blob-1-of-1.json and again/report-blob-1-of-1.json; merge each shard's blob once\n"
    )
    try scratch.write("empty/readme.txt", "nothing here")
    let empty = try await MVCSProcess.run(["merge-reports", "empty"], in: scratch.url)
    #expect(empty.status == 2 && empty.stderr.contains("no report blobs (report-blob*.json) in empty"))
    let notABlob = try await MVCSProcess.run(["merge-reports", "empty/readme.txt"], in: scratch.url)
    #expect(notABlob.status == 2 && notABlob.stderr.contains("empty/readme.txt is not a report blob"))
    let nothing = try await MVCSProcess.run(["merge-reports"], in: scratch.url)
    #expect(nothing.status == 2)
    // One blob merges on its own, into the default folder.
    let alone = try await MVCSProcess.run(["merge-reports", "one"], in: scratch.url)
    #expect(alone.status == 0 && alone.stdout.hasSuffix("1 passed, 0 failed\n"))
    #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("mvcs-report/index.html").path))
  }
}
