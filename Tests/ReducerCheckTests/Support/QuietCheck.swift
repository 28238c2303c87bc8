import ReducerCheck
import ReducerCore

/// Runs a check under `seed` with no regression file, its issues captured rather than failing
/// the test, and returns its result: for tests that judge the result themselves.
func quietCheck<Feature: Reducer>(
  _ feature: Feature, from state: Feature.State, seed: UInt64 = 0x5EED,
  _ configure: (inout CheckConfiguration<Feature>) -> Void = { _ in }
) async -> CheckResult? where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  var result: CheckResult?
  _ = await capturingIssues {
    result = await check(feature, from: state) {
      $0.seed = seed
      $0.regressionFile = nil
      configure(&$0)
    }
  }
  return result
}
