import Foundation
import Generators
import ReducerCore
import Testing

@testable import ReducerCheck

@Suite struct ExplorationTests {
  @Test func theWatchGoesOnWhileSequencesFindSomethingNew() {
    var exploration = Exploration()
    exploration.patience = 3
    exploration.timeCap = .seconds(3_600)
    var watch = ExplorationWatch(exploration: exploration, minimum: 5)
    #expect(watch.limit == 1_000)
    func run(_ number: Int) -> Bool { watch.shouldRun(number) }
    for number in 1...5 {
      #expect(run(number))
      watch.ran(number, steps: 10, foundSomethingNew: number == 5)
    }
    for number in 6...8 {
      #expect(run(number))
      watch.ran(number, steps: 1, foundSomethingNew: number == 8)
    }
    for number in 9...11 {
      #expect(run(number))
      watch.ran(number, steps: 1, foundSomethingNew: false)
    }
    #expect(!run(12))
    #expect(
      watch.summary(lastSequence: 11)
        == "  Explored up to sequence 11, past the 5, while new coverage appeared; then stopped: 3 sequences in a row found nothing new."
    )
    #expect(watch.summary(lastSequence: 5) == nil)
  }

  @Test func theWatchStopsAtTwiceTheStepsOfTheMinimum() {
    var exploration = Exploration()
    exploration.timeCap = .seconds(3_600)
    exploration.maxGrowth = 2
    var watch = ExplorationWatch(exploration: exploration, minimum: 2)
    func run(_ number: Int) -> Bool { watch.shouldRun(number) }
    for number in 1...2 {
      #expect(run(number))
      watch.ran(number, steps: 10, foundSomethingNew: true)
    }
    // Every sequence finds something new, but the first two ran 20 steps: 20 more at most.
    for number in 3...6 {
      #expect(run(number))
      watch.ran(number, steps: 5, foundSomethingNew: true)
    }
    #expect(!run(7))
    #expect(
      watch.summary(lastSequence: 6)
        == "  Explored up to sequence 6, past the 2, while new coverage appeared; then stopped at 2 times the steps of the first 2 (`$0.exploration.maxGrowth` raises it)."
    )
  }

  @Test func aFixedBudgetRunsExactlyItsSequences() async {
    var fixed: CheckResult?
    var adaptive: CheckResult?
    _ = await capturingIssues {
      fixed = await check(SignOutAllMissesAPage(pagesThrough: true), from: SignOutAllMissesAPage.State()) {
        $0.seed = 5
        $0.sequences = 20
        $0.exploration = .fixed
        $0.regressionFile = nil
      }
      adaptive = await check(SignOutAllMissesAPage(pagesThrough: true), from: SignOutAllMissesAPage.State()) {
        $0.seed = 5
        $0.sequences = 20
        $0.regressionFile = nil
      }
    }
    #expect(fixed?.sequencesRun == 20)
    // New kinds of steps keep appearing after 20 sequences of a feature with pages of devices.
    #expect((adaptive?.sequencesRun ?? 0) > 20)
    #expect((adaptive?.sequencesRun ?? 0) <= 1_000)
  }

  /// A failure found past the minimum, by a steered sequence, replays from its own line: the
  /// replay runs the sequences before it again to steer it the same way.
  @Test func aSteeredFindPastTheMinimumReplaysFromItsLine() async throws {
    var found: (seed: UInt64, result: CheckResult)?
    for seed in UInt64(1)...40 where found == nil {
      var result: CheckResult?
      _ = await capturingIssues {
        result = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
          $0.seed = seed
          $0.sequences = 1
          $0.regressionFile = nil
        }
      }
      if let result, let sequence = result.failure?.sequence, sequence > 2 { found = (seed, result) }
    }
    let (seed, first) = try #require(found)
    let failure = try #require(first.failure)
    #expect(
      failure.report.contains("sequence \(failure.sequence), explored past the 1;"), "\(failure.report)")
    let line = "REDUCERCHECK_REPLAY=\(formatSeed(seed))/\(failure.sequence) swift test"
    #expect(failure.report.contains("Replay: \(line)"), "\(failure.report)")
    var replayed: CheckResult?
    _ = await capturingIssues {
      replayed = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
        $0.sequences = 1
        $0.regressionFile = nil
        $0.environment = ["REDUCERCHECK_REPLAY": "\(formatSeed(seed))/\(failure.sequence)"]
      }
    }
    #expect(replayed?.failure?.report == failure.report)
    #expect(replayed?.sequencesRun == 1)
  }

  /// A shard steers by its own sequences: its replay line names the shard, and replays.
  @Test func aShardsFindReplaysWithItsShard() async throws {
    var found: (seed: UInt64, result: CheckResult)?
    for seed in UInt64(1)...40 where found == nil {
      var result: CheckResult?
      _ = await capturingIssues {
        result = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
          $0.seed = seed
          $0.regressionFile = nil
          $0.environment = ["REDUCERCHECK_SHARD": "1/3"]
        }
      }
      if let result, let sequence = result.failure?.sequence, sequence > 3 { found = (seed, result) }
    }
    let (seed, first) = try #require(found)
    let failure = try #require(first.failure)
    let variables = "REDUCERCHECK_REPLAY=\(formatSeed(seed))/\(failure.sequence) REDUCERCHECK_SHARD=1/3"
    #expect(failure.report.contains("Replay: \(variables) swift test"), "\(failure.report)")
    var replayed: CheckResult?
    _ = await capturingIssues {
      replayed = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
        $0.regressionFile = nil
        $0.environment = [
          "REDUCERCHECK_REPLAY": "\(formatSeed(seed))/\(failure.sequence)", "REDUCERCHECK_SHARD": "1/3",
        ]
      }
    }
    #expect(replayed?.failure?.report == failure.report)
  }

  /// A reader of a pass with a saved case: "passed 101 sequences" beside "Explored up to
  /// sequence 100" read as a sequence lost. Saved cases are counted apart.
  @Test func thePassLineCountsSavedCasesApart() {
    var result = CheckResult(seed: 7)
    result.sequencesRun = 151
    result.stepsRun = 1_873
    #expect(
      passLine("AlbumsFeature", result, savedCases: 1)
        == "ReducerCheck: AlbumsFeature passed 150 sequences and 1 saved case, 1,873 steps (seed 7).")
    #expect(
      passLine("AlbumsFeature", result, savedCases: 0)
        == "ReducerCheck: AlbumsFeature passed 151 sequences, 1,873 steps (seed 7).")
  }
}
