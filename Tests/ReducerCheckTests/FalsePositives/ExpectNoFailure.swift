import ReducerCheck
import ReducerCore
import Testing

/// Correct features the checker once reported broken. Each is checked under ten fixed seeds
/// with the default budget and must pass every one: a false report is the worst bug we ship.
@Suite struct FalsePositives {}

/// The ten seeds every false-positive regression is checked under.
let falsePositiveSeeds: [UInt64] = (1...10).map { 0xFA15E_0000 + UInt64($0) }

/// Checks a correct feature under each of `seeds` and expects no failure and no error.
func expectNoFailure<Feature: Reducer>(
  in feature: Feature,
  from initialState: Feature.State,
  seeds: [UInt64] = falsePositiveSeeds,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ configure: @escaping (inout CheckConfiguration<Feature>) -> Void = { _ in }
) async where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  for seed in seeds {
    var result: CheckResult?
    let issues = await capturingIssues {
      result = await check(feature, from: initialState) {
        $0.seed = seed
        $0.regressionFile = nil
        configure(&$0)
      }
    }
    #expect(result?.error == nil, "\(result?.error ?? "")", sourceLocation: sourceLocation)
    #expect(
      result?.failure == nil, "seed \(seed):\n\(result?.failure?.report ?? "")",
      sourceLocation: sourceLocation)
    #expect(issues.isEmpty || result?.failure != nil, "\(issues)", sourceLocation: sourceLocation)
    if result?.failure != nil { return }
  }
}
