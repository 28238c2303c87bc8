import Foundation
import SnapshotFiles
import Testing

/// A class, not a struct, so each test's throwaway package is deleted when the test ends.
@Suite final class ToolCommandTests {
  deinit { try? FileManager.default.removeItem(at: root) }

  let root: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try! FileManager.default.createDirectory(
      at: root.appendingPathComponent("Snapshots/Suite"), withIntermediateDirectories: true)
    try! "".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    return root
  }()

  func file(_ body: String) -> String { SnapshotFile(header: [("suite", "Suite")], body: body).text }

  func put(_ relativePath: String, _ text: String) {
    try! text.write(to: root.appendingPathComponent(relativePath), atomically: true, encoding: .utf8)
  }

  func read(_ relativePath: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
  }

  /// Runs the tool; returns the exit code and what it printed.
  func run(_ arguments: [String], answers: [String] = [], interactive: Bool = false) -> (Int32, String) {
    var output = ""
    var answers = answers[...]
    let io = ToolCommand.IO(
      write: { output += $0 }, readLine: { answers.popFirst() }, isInteractive: interactive)
    let code = ToolCommand(io: io, currentFolder: root.appendingPathComponent("Snapshots")).run(arguments)
    return (code, output)
  }

  @Test func pendingListsNewAndChangedSnapshots() {
    put("Snapshots/Suite/a.txt", file("old"))
    put("Snapshots/Suite/a.txt.new", file("new"))
    put("Snapshots/Suite/b.txt.new", file("b"))
    let (code, output) = run(["pending"])
    #expect(code == 1)
    #expect(
      output == """
        2 pending snapshots:
          Snapshots/Suite/a.txt (changed)
          Snapshots/Suite/b.txt (new)
        Review them with: swift run reducercheck review

        """)
    #expect(run(["reject"]).0 == 0)
    #expect(run(["pending"]) == (0, "No pending snapshots.\n"))
  }

  @Test func acceptByGlob() {
    put("Snapshots/Suite/a.txt", file("old"))
    put("Snapshots/Suite/a.txt.new", file("new"))
    put("Snapshots/Suite/b.txt.new", file("b"))
    #expect(run(["accept", "a.*"]) == (0, "Accepted Snapshots/Suite/a.txt\n"))
    #expect(read("Snapshots/Suite/a.txt") == file("new"))
    #expect(read("Snapshots/Suite/b.txt.new") != nil)
    #expect(run(["accept", "nothing*"]).0 == 1)
  }

  @Test func reviewShowsDiffsAndAsks() {
    put("Snapshots/Suite/a.txt", file("same\nold"))
    put("Snapshots/Suite/a.txt.new", file("same\nnew"))
    put("Snapshots/Suite/b.txt", file("keep"))
    put("Snapshots/Suite/b.txt.new", file("drop"))
    let (code, output) = run(["review"], answers: ["x", "a", "r"], interactive: true)
    #expect(code == 0)
    #expect(output.contains("[1/2] Snapshots/Suite/a.txt\n  same\n- old\n+ new\n"))
    #expect(output.hasSuffix("Accepted 1, rejected 1.\n"))
    #expect(read("Snapshots/Suite/a.txt") == file("same\nnew"))
    #expect(read("Snapshots/Suite/b.txt") == file("keep"))
    #expect(read("Snapshots/Suite/b.txt.new") == nil)
  }

  @Test func reviewNeedsATerminal() {
    put("Snapshots/Suite/a.txt.new", file("new"))
    let (code, output) = run(["review"])
    #expect(code == 2)
    #expect(output.hasPrefix("error: review asks questions on a terminal"))
    #expect(output.contains("swift run reducercheck accept [PATTERN ...]"), "\(output)")
    // One sentence, not the whole help text after it.
    #expect(!output.contains("USAGE:"), "\(output)")
  }

  @Test func pruneListsAndDeletesUntouchedSnapshots() throws {
    put("Snapshots/Suite/used.txt", file("a"))
    put("Snapshots/Suite/stale.txt", file("b"))
    #expect(run(["prune"]).0 == 3, "no run recorded yet")
    let run1 = root.appendingPathComponent(".build/reducercheck/runs/100")
    try FileManager.default.createDirectory(at: run1, withIntermediateDirectories: true)
    try "Snapshots/Suite/used.txt\n".write(
      to: run1.appendingPathComponent("7.txt"), atomically: true, encoding: .utf8)
    let (code, output) = run(["prune"])
    #expect(code == 0)
    #expect(output.hasPrefix("Using the run of "), "\(output)")
    #expect(output.contains("  Snapshots/Suite/stale.txt\n"))
    #expect(!output.contains("used.txt"))
    _ = run(["prune", "--delete"])
    #expect(read("Snapshots/Suite/stale.txt") == nil)
    #expect(read("Snapshots/Suite/used.txt") != nil)
  }

  @Test func pruneTrustsOnlyARunOfTheWholeSuite() throws {
    put("Snapshots/Suite/used.txt", file("a"))
    let run1 = root.appendingPathComponent(".build/reducercheck/runs/100")
    try FileManager.default.createDirectory(at: run1, withIntermediateDirectories: true)
    try "# run filtered: yes\nSnapshots/Suite/used.txt\n".write(
      to: run1.appendingPathComponent("7.txt"), atomically: true, encoding: .utf8)
    let (code, output) = run(["prune"])
    #expect(code == 3)
    #expect(output.contains("ran only some tests (--filter or --skip)"), "\(output)")
  }

  @Test func pruneDoesNotTrustARunOlderThanTheTests() throws {
    put("Snapshots/Suite/used.txt", file("a"))
    let run1 = root.appendingPathComponent(".build/reducercheck/runs/100")
    try FileManager.default.createDirectory(at: run1, withIntermediateDirectories: true)
    let record = run1.appendingPathComponent("7.txt")
    try "# run filtered: no\nSnapshots/Suite/used.txt\n".write(to: record, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: record.path)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
    put(".build/debug/AppPackageTests.xctest", "binary")
    let (code, output) = run(["prune"])
    #expect(code == 3)
    #expect(output.contains("The tests were built again after the last recorded run"), "\(output)")
  }

  @Test func aTestProcessSaysWhetherItRanTheWholeSuite() {
    #expect(
      TestRunRecord.header(arguments: ["x.xctest", "--testing-library", "swift-testing"])
        == "# run filtered: no")
    #expect(TestRunRecord.header(arguments: ["x.xctest", "--filter", "Pokedex"]) == "# run filtered: yes")
  }

  @Test func usageErrors() {
    #expect(run([]).0 == 2)
    #expect(run(["frobnicate"]).1.hasPrefix("error: Unknown command \"frobnicate\"."))
    #expect(run(["help"]).1.hasPrefix("reducercheck: review ReducerCheck snapshots."))
  }

  @Test func corruptPendingFilesAreReported() {
    put("Snapshots/Suite/a.txt.new", "garbage")
    let (code, output) = run(["review"], answers: ["a"], interactive: true)
    #expect(code == 3)
    #expect(output.contains("has no snapshot header"))
  }
}

@Suite struct GlobTests {
  @Test func patterns() {
    #expect(globMatches("Snapshots/*/trace.*", "Snapshots/A/trace.trace.txt"))
    #expect(!globMatches("Snapshots/*", "Snapshots/A/trace.trace.txt"))
    #expect(globMatches("Snapshots/**", "Snapshots/A/trace.trace.txt"))
    #expect(globMatches("*.md", "Snapshots/A/map.navigation-map.md"))
    #expect(globMatches("?.txt", "Snapshots/A/b.txt"))
  }
}
