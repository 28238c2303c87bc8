import ReducerCheck
import ReducerCore
import Testing

/// Checks a refactor with a planted divergence in lockstep with the default budget under each
/// of `seeds`, and expects the divergence found every time, named `invariant` (the two
/// features differ, or an invariant of the new one broke), shrunk to `minimalSteps` steps.
///
/// - Returns: The result under the first seed, for assertions on its report.
@discardableResult
func expectDivergence<Old: Reducer, New: Reducer, View: Equatable>(
  old: Old, from oldState: Old.State,
  new: New, from newState: New.State,
  comparing oldView: @escaping (Old.State) throws -> View,
  _ newView: @escaping (New.State) throws -> View,
  steps: LockstepSteps<Old, New>,
  invariant: String = "behaves like the old feature",
  minimalSteps: Int,
  seeds: [UInt64] = bugZooSeeds,
  sourceLocation: SourceLocation = #_sourceLocation,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  _ configure: (inout EquivalenceConfiguration<Old, New>) -> Void = { _ in }
) async -> CheckResult?
where
  Old.State: Equatable & Sendable, Old.Action: Sendable,
  New.State: Equatable & Sendable, New.Action: Sendable
{
  var first: CheckResult?
  for seed in seeds {
    var result: CheckResult?
    let issues = await capturingIssues {
      result = await checkEquivalence(
        old: old, from: oldState, new: new, from: newState, comparing: oldView, newView, steps: steps,
        filePath: filePath, line: line
      ) {
        $0.seed = seed
        $0.regressionFile = nil
        configure(&$0)
      }
    }
    expectFoundOnce(
      result, issues: issues, invariant: invariant, minimalSteps: minimalSteps, seed: seed,
      sourceLocation: sourceLocation)
    if first == nil { first = result }
  }
  return first
}
