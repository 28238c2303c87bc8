import Foundation
import ReducerCheck
import ReducerCore
import StateDump
import Testing

/// The ten seeds every zoo entry is checked under.
let bugZooSeeds: [UInt64] = (0..<10).map { 0xB06_2005 + UInt64($0) }

/// Checks a deliberately broken feature with the default budget under each of `seeds`, and
/// expects the checker to find the bug every time, through `invariant`, shrunk to
/// `minimalSteps` steps.
///
/// - Returns: The result under the first seed, for assertions on its report.
@discardableResult
func expectBug<Feature: Reducer>(
  in feature: Feature,
  from initialState: Feature.State,
  invariant: String,
  minimalSteps: Int,
  seeds: [UInt64] = bugZooSeeds,
  sourceLocation: SourceLocation = #_sourceLocation,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  _ configure: (inout CheckConfiguration<Feature>) -> Void = { _ in }
) async -> CheckResult? where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  var first: CheckResult?
  for seed in seeds {
    var result: CheckResult?
    let issues = await capturingIssues {
      // The zoo test's own line is the check's: its report writes the feature and state as there.
      result = await check(feature, from: initialState, filePath: filePath, line: line) {
        $0.seed = seed
        $0.regressionFile = nil
        configure(&$0)
      }
    }
    expectFoundOnce(
      result, issues: issues, invariant: invariant, minimalSteps: minimalSteps, seed: seed,
      sourceLocation: sourceLocation)
    if first == nil {
      first = result
      expectCommittedReproduction(of: result?.failure?.report ?? "", sourceLocation: sourceLocation)
      expectStoryAgreesWithReport(result?.failure, sourceLocation: sourceLocation)
    }
  }
  return first
}

/// Expects `result`, under `seed`, to have found `invariant` broken, shrunk to `minimalSteps`
/// steps, and reported it as the one issue of the check.
func expectFoundOnce(
  _ result: CheckResult?, issues: [CapturedIssue], invariant: String, minimalSteps: Int, seed: UInt64,
  sourceLocation: SourceLocation
) {
  let context = "seed \(String(seed, radix: 16, uppercase: true))"
  #expect(result?.error == nil, "\(context): \(result?.error ?? "")", sourceLocation: sourceLocation)
  #expect(result?.failure?.invariant == invariant, "\(context): \(issues)", sourceLocation: sourceLocation)
  #expect(
    result?.failure?.steps == minimalSteps, "\(context): \(result?.failure?.report ?? "")",
    sourceLocation: sourceLocation)
  #expect(issues.count == 1, "\(context)", sourceLocation: sourceLocation)
}

/// `text` with every run of whitespace as one space: reports wrap long lines, so tests compare
/// the words, not the line breaks.
func flattened(_ text: String?) -> String {
  (text ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
}

/// Expects the test `report` ends with to be committed, exactly as printed, in one of the
/// `Reproductions/ZooReproductions*.swift` files (there without `@Test`, and run by
/// `ZooReproductionTests`).
func expectCommittedReproduction(of report: String, sourceLocation: SourceLocation) {
  let printed = report.split(separator: "\n", omittingEmptySubsequences: false)
    .drop { !$0.hasPrefix("The same steps as a test") }.dropFirst()
    .filter { $0.hasPrefix("    ") }.map { String($0.dropFirst(4)) }
  guard let header = printed.first, header.hasPrefix("@Test func ") else {
    Issue.record("The report prints no test:\n\(report)", sourceLocation: sourceLocation)
    return
  }
  let function = String(printed.joined(separator: "\n").dropFirst("@Test ".count))
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Reproductions")
  let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  let committed = files.filter { $0.hasPrefix("ZooReproductions") }.sorted().compactMap {
    try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
  }.joined(separator: "\n")
  let name = header.dropFirst("@Test func ".count).prefix { $0 != "(" }
  let lines = committed.split(separator: "\n", omittingEmptySubsequences: false)
  let start = lines.firstIndex { $0.hasPrefix("func \(name)(") }
  let end = start.flatMap { start in lines[start...].firstIndex { $0 == "}" } }
  let found = start.flatMap { start in end.map { lines[start...$0].joined(separator: "\n") } }
  if found != function {
    let diff =
      found.flatMap { lineDiff($0, function) } ?? "(no function \(name) there; printed:)\n\(function)"
    Issue.record(
      """
      The test the report prints is not committed as printed in \
      Reproductions/ZooReproductions*.swift (-: committed, +: printed):

      \(diff)

      If the change is intended, replace the function there with the printed one, without \
      "@Test".
      """, sourceLocation: sourceLocation)
  }
}
