import ReducerCheck
import Synchronization

/// A failure a `TestStore` reported, captured instead of failing the test.
struct CapturedIssue: Sendable, CustomStringConvertible {
  var message: String
  var line: Int
  var isSkipped: Bool

  var description: String { "line \(line)\(isSkipped ? " (skipped)" : ""): \(message)" }
}

/// Runs `body` and returns the failures it reported, in order, without failing the test.
func capturingIssues(_ body: () async -> Void) async -> [CapturedIssue] {
  let issues = Mutex<[CapturedIssue]>([])
  await IssueReporter.$capture.withValue({ message, site, isSkipped in
    issues.withLock { $0.append(CapturedIssue(message: message, line: site.line, isSkipped: isSkipped)) }
  }) {
    await body()
  }
  return issues.withLock { $0 }
}
