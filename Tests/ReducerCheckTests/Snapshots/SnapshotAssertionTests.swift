import Foundation
import SnapshotFiles
import Testing

@testable import ReducerCheck

@Suite struct SnapshotAssertionTests {
  /// A throwaway package root with its own Snapshots/ folder.
  let scratch: TemporaryFolder = {
    let scratch = TemporaryFolder()
    try! "// swift-tools-version: 6.0\n".write(
      to: scratch.url.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    return scratch
  }()
  var root: URL { scratch.url }

  var location: SnapshotLocation {
    SnapshotLocation(root: root, suite: "Suite", test: "test", name: "state", fileExtension: "txt")
  }

  /// Asserts `body` with `environment`, as a fresh assertion (its own owner).
  func assert(
    _ body: String, _ environment: [String: String] = [:], owner: String = "Suite/test at line 1"
  )
    async -> [CapturedIssue]
  {
    await capturingIssues {
      var assertion = SnapshotAssertion(
        location: location, header: [("suite", "Suite")], body: body, owner: owner,
        testFilter: "Suite/test", callSite: CallSite(fileID: #fileID, filePath: #filePath, line: 1, column: 1)
      )
      assertion.environment = environment
      assertion.run()
    }
  }

  var reference: String? { try? String(contentsOf: location.url, encoding: .utf8) }
  var pending: String? { try? String(contentsOf: location.pendingURL, encoding: .utf8) }

  @Test func missingIsRecordedAndThenMatches() async {
    #expect(await assert("one").isEmpty)
    #expect(reference == "<!-- reducercheck snapshot 1\nsuite: Suite\n-->\none\n")
    #expect(await assert("one").isEmpty)
  }

  @Test func mismatchFailsWithADiffAndWritesAPendingFile() async {
    _ = await assert("one\ntwo")
    let issues = await assert("one\nthree")
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("does not match (-: the reference, +: now)") == true)
    #expect(issues.first?.message.contains("- two\n") == true)
    #expect(issues.first?.message.contains("+ three") == true)
    #expect(reference?.hasSuffix("one\ntwo\n") == true, "the reference is left alone")
    #expect(pending?.hasSuffix("one\nthree\n") == true)
    #expect(await assert("one\ntwo").isEmpty)
    #expect(pending == nil, "a stale pending file goes once the snapshot matches again")
  }

  @Test func failedModeReRecords() async {
    _ = await assert("old")
    let issues = await assert("new", ["REDUCERCHECK_RECORD": "failed"])
    #expect(issues.first?.message.contains("Re-recorded it (REDUCERCHECK_RECORD=failed)") == true)
    #expect(reference?.hasSuffix("new\n") == true)
  }

  @Test func neverModeWritesNothing() async {
    let issues = await assert("one", ["REDUCERCHECK_RECORD": "never"])
    #expect(issues.first?.message.hasPrefix("No snapshot at Snapshots/Suite/test.state.txt") == true)
    #expect(reference == nil)
  }

  @Test func ciWritesNothingUnderSnapshotsButLeavesTheNewTextForCollection() async {
    let artifacts = root.appendingPathComponent("artifacts").path
    let environment = ["CI": "true", "REDUCERCHECK_ARTIFACTS": artifacts, "REDUCERCHECK_RECORD": "all"]
    let missing = await assert("one", environment)
    #expect(missing.first?.message.contains("(CI never records)") == true)
    #expect(reference == nil)
    #expect(FileManager.default.fileExists(atPath: artifacts + "/Snapshots/Suite/test.state.txt"))
    _ = await assert("one")
    let different = await assert("two", environment)
    #expect(different.first?.message.contains("CI writes nothing under Snapshots/.") == true)
    #expect(reference?.hasSuffix("one\n") == true)
    #expect(pending == nil)
  }

  @Test(arguments: ["", "  ", ".", "<root>", "<root>/Snapshots", "<root>/Snapshots/..", "Snapshots/x"])
  func ciNeverWritesAReferenceWhateverTheArtifactsFolder(_ artifacts: String) async {
    _ = await assert("one")
    let folder = artifacts.replacingOccurrences(of: "<root>", with: root.path)
    let environment = ["CI": "true", "REDUCERCHECK_ARTIFACTS": folder]
    let different = await assert("two", environment)
    #expect(reference?.hasSuffix("one\n") == true, "the reference stays as it was")
    #expect(pending == nil)
    let message = different.first?.message ?? ""
    let words = flattened(message)
    #expect(
      words.contains("is set but empty, so nothing was kept for CI")
        || words.contains("would put files under Snapshots/, over the reviewed references"),
      "\(message)")
  }

  @Test func corruptFilesAreReportedAndLeftAlone() async throws {
    let cases: [(Data, String)] = [
      (Data("just text\n".utf8), "has no snapshot header"),
      (Data("<!-- reducercheck snapshot 9\n-->\nx\n".utf8), "has snapshot format version \"9\""),
      (Data("<!-- reducercheck snapshot 1\nsuite: S\n".utf8), "is truncated: its header never ends"),
      (Data([0xFF, 0xFE, 0x00, 0x41]), "is not UTF-8 text"),
    ]
    for (bytes, expected) in cases {
      try FileManager.default.createDirectory(
        at: location.url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try bytes.write(to: location.url)
      let issues = await assert("x")
      #expect(issues.first?.message.contains(expected) == true, "\(issues)")
      #expect(issues.first?.message.contains("Nothing was written") == true)
      #expect(try Data(contentsOf: location.url) == bytes)
    }
  }

  @Test func twoAssertionsForOneFileAreAnError() async {
    #expect(await assert("a").isEmpty)
    #expect(await assert("a").isEmpty, "the same assertion again (a repeated test) is fine")
    let issues = await assert("a", owner: "Suite/test at line 9")
    #expect(
      issues.first?.message.hasPrefix(
        "Two snapshot assertions write Snapshots/Suite/test.state.txt: Suite/test at line 1, and Suite/test at line 9."
      ) == true, "\(issues)")
  }

  @Test func unwritableFolder() async throws {
    try "not a folder".write(to: root.appendingPathComponent("Snapshots"), atomically: true, encoding: .utf8)
    let issues = await assert("a")
    #expect(issues.first?.message.contains("could not be written") == true, "\(issues)")
    #expect(issues.first?.message.contains("Make the folder writable") == true)
  }

  @Test func badRecordMode() async {
    let issues = await assert("a", ["REDUCERCHECK_RECORD": "sometimes"])
    #expect(
      issues.first?.message == """
        REDUCERCHECK_RECORD="sometimes" means nothing to ReducerCheck. Use one of: missing, failed, \
        all, never, or unset it.
        """)
  }

  @Test func namesAreSafeFileNames() {
    #expect(sanitized("after save/2") == "after-save-2")
    #expect(sanitized("") == "unnamed")
  }
}
