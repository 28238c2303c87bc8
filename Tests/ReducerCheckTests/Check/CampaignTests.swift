import Foundation
import Generators
import ReducerCore
import Testing

@testable import ReducerCheck

/// A counter that never breaks anything: a campaign over it runs its full budget.
private struct Steady: Reducer, ActionGenerating {
  struct State: Equatable, Sendable { var count = 0 }
  enum Action: Equatable, Sendable { case tap }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.tap) }
}

/// `REDUCERCHECK_SEQUENCES` deepens every check without code changes, and what a campaign finds
/// replays from the line its report prints.
@Suite struct CampaignTests {
  @Test func aNumberOfSequencesReplacesTheCheckOwnCount() async {
    let result = await check(Steady(), from: Steady.State()) {
      $0.sequences = 3
      $0.regressionFile = nil
      $0.environment = ["REDUCERCHECK_SEQUENCES": "40"]
    }
    #expect(result.sequencesRun == 40)
  }

  @Test func aDurationRunsSequencesUntilItIsUp() async {
    let result = await check(Steady(), from: Steady.State()) {
      $0.sequences = 3
      $0.regressionFile = nil
      $0.environment = ["REDUCERCHECK_SEQUENCES": "1s"]
    }
    #expect(result.sequencesRun > 3, "a second of a trivial feature is far more than 3 sequences")
  }

  @Test func aCampaignFindReplaysFromItsReport() async throws {
    // A seed whose first failing sequence lies beyond the check's own single sequence.
    var found: (seed: UInt64, sequence: Int)?
    for seed in UInt64(1)...40 {
      var result: CheckResult?
      _ = await capturingIssues {
        result = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
          $0.seed = seed
          $0.regressionFile = nil
          $0.exploration = .fixed
        }
      }
      if let sequence = result?.failure?.sequence, sequence > 1 {
        found = (seed, sequence)
        break
      }
    }
    let (seed, sequence) = try #require(found)
    var campaign: CheckResult?
    _ = await capturingIssues {
      campaign = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
        $0.seed = seed
        $0.sequences = 1
        $0.regressionFile = nil
        $0.exploration = .fixed
        $0.environment = ["REDUCERCHECK_SEQUENCES": "100"]
      }
    }
    let report = try #require(campaign?.failure?.report)
    let line = "REDUCERCHECK_REPLAY=\(formatSeed(seed))/\(sequence) REDUCERCHECK_SEQUENCES=\(sequence)"
    #expect(report.contains("Replay: \(line) swift test"), "\(report)")
    var replayed: CheckResult?
    _ = await capturingIssues {
      replayed = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
        $0.sequences = 1
        $0.regressionFile = nil
        $0.exploration = .fixed
        $0.environment = [
          "REDUCERCHECK_REPLAY": "\(formatSeed(seed))/\(sequence)", "REDUCERCHECK_SEQUENCES": "\(sequence)",
        ]
      }
    }
    // The same story and replay line; only the header's "sequence 2 of N" counts differently.
    let story = { (text: String?) in text?.split(separator: "\n").dropFirst(2).joined(separator: "\n") }
    #expect(story(replayed?.failure?.report) == story(report))
  }
}
