import ReducerCheck
import ReducerCore
import Testing

/// Checks a deliberately broken feature with the default budget and expects the checker to find
/// the bug, through `invariant`, shrunk to `minimalSteps` steps.
@discardableResult
func expectBug<Feature: Reducer>(
  in feature: Feature,
  from initialState: Feature.State,
  invariant: String,
  minimalSteps: Int,
  seed: UInt64 = 0xB06_2005,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ configure: (inout CheckConfiguration<Feature>) -> Void = { _ in }
) async -> CheckResult? where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  var result: CheckResult?
  let issues = await capturingIssues {
    result = await check(feature, from: initialState) {
      $0.seed = seed
      $0.regressionFile = nil
      configure(&$0)
    }
  }
  #expect(result?.error == nil, "\(result?.error ?? "")", sourceLocation: sourceLocation)
  #expect(result?.failure?.invariant == invariant, "\(issues)", sourceLocation: sourceLocation)
  #expect(
    result?.failure?.steps == minimalSteps, "\(result?.failure?.report ?? "")", sourceLocation: sourceLocation
  )
  #expect(issues.count == 1, sourceLocation: sourceLocation)
  return result
}
