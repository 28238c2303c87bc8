import Synchronization
import Testing
import XCTest

/// Where an assertion was written: every failure points at its caller.
package struct CallSite: Sendable {
  package let fileID: String
  package let filePath: String
  package let line: Int
  package let column: Int
  /// XCTest wants the path as a static string.
  let staticFilePath: StaticString

  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.staticFilePath = filePath
    self.fileID = "\(fileID)"
    self.filePath = "\(filePath)"
    self.line = Int(line)
    self.column = Int(column)
  }

  var sourceLocation: SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Records test failures under whichever framework runs the test.
package enum IssueReporter {
  /// Receives failures instead of the test framework, so the library's own tests can read the
  /// exact text. A class, not a bare closure: a closure-typed task-local crashed in release
  /// builds on Swift 6.3.
  package final class Capture: Sendable {
    let receive: @Sendable (_ message: String, _ at: CallSite, _ isSkipped: Bool) -> Void
    init(_ receive: @escaping @Sendable (_ message: String, _ at: CallSite, _ isSkipped: Bool) -> Void) {
      self.receive = receive
    }
  }

  @TaskLocal package static var capture: Capture?

  /// Fails the running test with `message` at `callSite`.
  package static func fail(_ message: String, at callSite: CallSite) {
    if let capture {
      capture.receive(message, callSite, false)
    } else if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: callSite.sourceLocation)
    } else {
      XCTFail(message, file: callSite.staticFilePath, line: UInt(callSite.line))
    }
  }

  /// Reports `message` as a known issue that does not fail the test (a skipped assertion).
  package static func skipped(_ message: String, at callSite: CallSite) {
    if let capture {
      capture.receive(message, callSite, true)
    } else if Test.current != nil {
      withKnownIssue {
        Issue.record(Comment(rawValue: message), sourceLocation: callSite.sourceLocation)
      }
    } else {
      print("\(callSite.fileID):\(callSite.line): skipped: \(message)")
    }
  }
}

/// A failure captured by ``capturingIssues(_:)`` instead of failing the test.
package struct CapturedIssue: Sendable, CustomStringConvertible {
  package var message: String
  package var line: Int
  package var isSkipped: Bool

  package var description: String { "line \(line)\(isSkipped ? " (skipped)" : ""): \(message)" }
}

/// Runs `body` and returns the failures it reported, in order, without failing the test; the
/// library's own tests use it to check failure messages word for word.
package func capturingIssues(_ body: () async -> Void) async -> [CapturedIssue] {
  let issues = Mutex<[CapturedIssue]>([])
  let capture = IssueReporter.Capture { message, site, isSkipped in
    issues.withLock {
      $0.append(CapturedIssue(message: message, line: site.line, isSkipped: isSkipped))
    }
  }
  await IssueReporter.$capture.withValue(capture) {
    await body()
  }
  return issues.withLock { $0 }
}
