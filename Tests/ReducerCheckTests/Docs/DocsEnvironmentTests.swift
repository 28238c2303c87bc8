import Foundation
import Testing

@testable import ReducerCheck

/// Every variable a shell line of the README and the guides sets (`REDUCERCHECK_REPLAY=5EED/11
/// swift test …`) is one ReducerCheck reads, with a value it takes: a doc cannot hand a newcomer
/// a command that stops every check with a bad-variable error.
@Suite struct DocsEnvironmentTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `NAME=value` words that open the docs' shell lines.
  static var documentedVariables: [String] {
    var found: [String] = []
    for document in ["README.md", "Docs/Guide.md", "Docs/Behaviour.md"] {
      let text =
        (try? String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)) ?? ""
      var inShell = false
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("```") {
          inShell = line == "```sh"
          continue
        }
        guard inShell else { continue }
        for word in line.split(separator: " ") {
          guard word.contains("="), word.first?.isUppercase == true else { break }
          found.append(String(word))
        }
      }
    }
    return found
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
