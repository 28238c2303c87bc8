import Foundation
import SnapshotFiles
import StateDump
import Testing

/// Compares `body` with the snapshot stored at `location`, and records, reports and writes as
/// the record mode says. Every snapshot assertion ends here.
struct SnapshotAssertion {
  let location: SnapshotLocation
  let header: [(key: String, value: String)]
  let body: String
  let owner: String
  let testFilter: String
  let callSite: CallSite
  /// The variables to read instead of the process's (for tests of them).
  var environment: [String: String]?

  func run() {
    if let other = SnapshotRegistry.claim(location, by: owner) {
      fail(
        """
        Two snapshot assertions write \(location.relativePath): \(other), and \(owner). A snapshot \
        is named by its suite, test and name: give each assertion its own name (in a \
        parameterized test, put the argument in the name).
        """)
      return
    }
    SnapshotRegistry.recordTouched(location)
    let variables: Environment
    do {
      variables = try Environment.current(environment)
    } catch {
      fail("\(error)")
      return
    }
    let mode = variables.recordMode
    let isCI = variables.isCI
    let new = SnapshotFile(header: header, body: body)
    let reference: SnapshotFile?
    do {
      reference = try read()
    } catch {
      fail("\(error)\n\nNothing was written; the file is left as it is.")
      return
    }

    guard let reference else {
      if isCI || mode == .never {
        let kept = isCI ? keepForCI(new, artifacts: variables.artifacts) : nil
        fail(
          """
          No snapshot at \(location.relativePath)\(isCI ? " (CI never records)" : " (REDUCERCHECK_RECORD=never)"). \
          Record it locally with swift test --filter \(testFilter), review it, and commit it.\(kept ?? "")
          """)
      } else if write(new, to: location.url) {
        print("ReducerCheck: recorded \(location.relativePath)")
      }
      return
    }

    if reference.body == new.body {
      try? FileManager.default.removeItem(at: location.pendingURL)  // a stale pending file
      if mode == .all, !isCI, reference != new { write(new, to: location.url) }
      return
    }

    let diff = lineDiff(reference.body, new.body) ?? ""
    var message = """
      The snapshot \(location.relativePath) does not match (-: the reference, +: now):

      \(indent(diff, by: 4))

      """
    if isCI {
      message += "CI writes nothing under Snapshots/.\(keepForCI(new, artifacts: variables.artifacts) ?? "")"
    } else {
      switch mode {
      case .missing:
        if write(new, to: location.pendingURL) {
          message += """
            Wrote \(location.relativePath).new beside it. If the change is intended, accept it: \
            swift run reducercheck review (or accept); if not, fix the code and reject it.
            """
        }
      case .failed, .all:
        if write(new, to: location.url) {
          message +=
            "Re-recorded it (REDUCERCHECK_RECORD=\(mode.rawValue)): review the change before you commit it."
        }
      case .never:
        message += "Nothing was written (REDUCERCHECK_RECORD=never)."
      }
    }
    fail(message)
  }

  private func read() throws -> SnapshotFile? {
    guard FileManager.default.fileExists(atPath: location.url.path) else { return nil }
    let data: Data
    do {
      data = try Data(contentsOf: location.url)
    } catch {
      throw SnapshotError("\(location.relativePath) could not be read: \(error.localizedDescription)")
    }
    return try SnapshotFile.parse(data, path: location.relativePath)
  }

  /// Writes atomically, so a failed write never leaves a partial file behind.
  @discardableResult
  private func write(_ file: SnapshotFile, to url: URL) -> Bool {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.text.utf8).write(to: url, options: .atomic)
      return true
    } catch {
      fail(
        """
        The snapshot could not be written to \(url.path): \(error.localizedDescription). Make \
        the folder writable; nothing else was changed.
        """)
      return false
    }
  }

  /// Where CI can collect the new text; the sentence that says so, or why it could not be kept.
  private func keepForCI(_ file: SnapshotFile, artifacts: String?) -> String? {
    do {
      let url = try location.artifactURL(artifacts: artifacts)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.text.utf8).write(to: url, options: .atomic)
      return " The new text is in \(url.path)."
    } catch let error as SnapshotError {
      return " \(error)"
    } catch {
      return " The new text could not be kept for CI: \(error.localizedDescription)."
    }
  }

  private func fail(_ message: String) { IssueReporter.fail(message, at: callSite) }
}

/// Who asserts a snapshot, for collision messages: `PokedexSnapshots/openDetail at line 12`,
/// with the arguments of a parameterized test's case.
func snapshotOwner(_ name: TestName, line: Int) -> String {
  let owner = "\(name.suite)/\(name.test) at line \(line)"
  guard let key = parameterizedCaseKey() else { return owner }
  return "\(owner) (test case \(key))"
}
