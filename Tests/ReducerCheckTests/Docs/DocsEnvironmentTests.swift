import Foundation
import Testing

@testable import ReducerCheck

/// Every variable a shell line of the README and the guides sets (`REDUCERCHECK_REPLAY=5EED/11
/// swift test …`) is one ReducerCheck reads, with a value it takes: a doc cannot hand a newcomer
/// a command that stops every check with a bad-variable error.
@Suite struct DocsEnvironmentTests {
  /// The `NAME=value` words that open the docs' shell lines.
  static var documentedVariables: [String] {
    docsShellLines.flatMap { line in
      line.split(separator: " ").prefix { $0.contains("=") && $0.first?.isUppercase == true }.map(String.init)
    }
  }

  @Test func theDocsSetVariables() {
    #expect(Self.documentedVariables.count >= 3, "\(Self.documentedVariables)")
  }

  @Test(arguments: documentedVariables)
  func aDocumentedVariableIsReadAndItsValueTaken(_ assignment: String) throws {
    let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
    #expect(parts[0] == "CI" || parts[0].hasPrefix("REDUCERCHECK_"), "\(assignment)")
    #expect(throws: Never.self, "\(assignment)") { try Environment.current([parts[0]: parts[1]]) }
  }
}
