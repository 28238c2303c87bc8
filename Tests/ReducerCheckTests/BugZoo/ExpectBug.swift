import ReducerCheck
import ReducerCore
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
  _ configure: (inout CheckConfiguration<Feature>) -> Void = { _ in }
) async -> CheckResult? where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  var first: CheckResult?
  for seed in seeds {
    var result: CheckResult?
    let issues = await capturingIssues {
      result = await check(feature, from: initialState) {
        $0.seed = seed
        $0.regressionFile = nil
        configure(&$0)
      }
    }
    let context = "seed \(String(seed, radix: 16, uppercase: true))"
    #expect(result?.error == nil, "\(context): \(result?.error ?? "")", sourceLocation: sourceLocation)
    #expect(result?.failure?.invariant == invariant, "\(context): \(issues)", sourceLocation: sourceLocation)
    #expect(
      result?.failure?.steps == minimalSteps, "\(context): \(result?.failure?.report ?? "")",
      sourceLocation: sourceLocation)
    #expect(issues.count == 1, "\(context)", sourceLocation: sourceLocation)
    if first == nil { first = result }
  }
  return first
}

/// `text` with every run of whitespace as one space: reports wrap long lines, so tests compare
/// the words, not the line breaks.
func flattened(_ text: String?) -> String {
  (text ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
}
