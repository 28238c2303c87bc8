import Foundation
import Generators
import ReducerCore
import Testing

@testable import ReducerCheck

/// A replay does what it says: exactly the sequence asked for, an error for one that does not
/// exist, and a word about saved cases that no longer replay their steps.
/// A fresh regression file with `TwoSheetsAtOnce`'s failure under seed 3 saved in it, and the
/// result of the check that saved it.
func savedTwoSheetsFailure(in folder: TemporaryFolder) async -> (path: String, result: CheckResult?) {
  let path = folder.path("TwoSheets.txt")
  var result: CheckResult?
  _ = await capturingIssues {
    result = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
      $0.seed = 3
      $0.regressionFile = path
      $0.savesRegressions = true
    }
  }
  return (path, result)
}

@Suite struct ReplayTests {
  let folder = TemporaryFolder()

  /// A regression file for `TwoSheetsAtOnce` with its failure saved, from seed 3.
  func savedFailure() async -> String { await savedTwoSheetsFailure(in: folder).path }

  @Test func aReplayRunsTheSequenceAskedForNotTheSavedCases() async throws {
    let path = await savedFailure()
    var result: CheckResult?
    _ = await capturingIssues {
      result = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
        $0.regressionFile = path
        $0.environment = ["REDUCERCHECK_REPLAY": "999/2"]
      }
    }
    #expect(result?.sequencesRun == 1)
    #expect(result?.seed == 0x999)
    // Sequence 2 of seed 999 may pass or fail; the saved case (seed 3) must not be what ran.
    let report = result?.failure?.report ?? "(seed 999, sequence 2 of 100"
    #expect(report.contains("(seed 999, sequence 2 of 100"), "\(report)")
  }

  @Test func aReplayOfASequenceTheCheckDoesNotRunIsAnError() async {
    var result: CheckResult?
    let issues = await capturingIssues {
      result = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
        $0.regressionFile = nil
        $0.environment = ["REDUCERCHECK_REPLAY": "5EED/1000"]
      }
    }
    #expect(result?.sequencesRun == 0)
    let words = flattened(result?.error)
    #expect(
      words.contains("REDUCERCHECK_REPLAY asks for sequence 1000, but this check runs 100 sequences"),
      "\(words)")
    #expect(issues.count == 1)
  }

  @Test func aSavedCaseThatNoLongerReplaysItsStepsIsReported() async throws {
    let path = await savedFailure()
    // The bug is fixed and the generators changed: the saved choices now make other steps.
    var result: CheckResult?
    _ = await capturingIssues {
      result = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
        $0.seed = 5
        $0.regressionFile = path
        $0.invariants = []
        $0.actions(for: TwoSheetsAtOnce.self) { _ in .always(.settingsTapped) }
      }
    }
    #expect(result?.failure == nil)
    #expect(result?.staleRegressions.count == 1)
    let words = flattened(result?.staleRegressions.first)
    #expect(words.contains("no longer replays the steps it saved"), "\(words)")
    #expect(words.contains("then delete the case"))
  }

  @Test func aSavedCaseThatReplaysItsStepsAfterTheFixIsNotStale() async throws {
    let path = await savedFailure()
    // Regression (user trial 3): the bug is fixed and nothing else changed, so the saved steps
    // replay exactly; the sequence then goes on past the step that used to fail, asking for
    // choices the case never saved. That is not a stale case.
    var result: CheckResult?
    _ = await capturingIssues {
      result = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
        $0.seed = 5
        $0.regressionFile = path
        $0.invariants = []
      }
    }
    #expect(result?.failure == nil)
    #expect(result?.staleRegressions == [], "\(result?.staleRegressions ?? [])")
  }

  @Test func aSavedCaseWhoseChoicesNowMeanOtherStepsIsStaleEvenWhenTheyRunOut() async throws {
    let path = await savedFailure()
    // A reviewer: the root's buttons now come from a payload, so the saved choices make the
    // other button; the run uses them all, and asks for more where a step starts, as a fixed
    // case does. The fingerprint of the saved steps tells them apart.
    var result: CheckResult?
    _ = await capturingIssues {
      result = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
        $0.seed = 5
        $0.regressionFile = path
        $0.invariants = []
        $0.actions(for: TwoSheetsAtOnce.self) { _ in
          Gen.int(in: 0...9).map { $0 < 5 ? .profileTapped : .settingsTapped }
        }
      }
    }
    #expect(result?.failure == nil)
    #expect(result?.staleRegressions.count == 1, "\(result?.staleRegressions ?? [])")
  }

  @Test func whatASavedCaseReachedCountsAsCovered() async throws {
    let path = await savedFailure()
    // The bug is fixed; in this shard only the saved case runs (the second of two shards of one
    // sequence). It acts in the settings sheet, so coverage must not say the sheet's actions
    // never ran.
    var result: CheckResult?
    _ = await capturingIssues {
      result = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
        $0.seed = 5
        $0.sequences = 1
        $0.environment = ["REDUCERCHECK_SHARD": "1/2"]
        $0.regressionFile = path
        $0.invariants = []
        $0.actions(for: TwoSheetsAtOnce.Sheet.self) { TwoSheetsAtOnce.Sheet.actions(for: $0) }
      }
    }
    #expect(result?.failure == nil)
    #expect(result?.sequencesRun == 1)
    #expect(result?.coverageWarnings == [], "\(result?.coverageWarnings ?? [])")
  }

  @Test func replayingASavedFailureDoesNotSaveItTwice() async throws {
    let (path, first) = await savedTwoSheetsFailure(in: folder)
    let replay = try #require(first?.failure?.report.firstMatch(of: /REDUCERCHECK_REPLAY=(\S+)/)?.1)
    var again: CheckResult?
    _ = await capturingIssues {
      again = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
        $0.regressionFile = path
        $0.savesRegressions = true
        $0.environment = ["REDUCERCHECK_REPLAY": String(replay)]
      }
    }
    #expect(again?.failure != nil)
    #expect(try RegressionFile.load(from: path).cases.count == 1)
  }

  @Test func aSavedCaseFailingAgainSaysItIsASavedCase() async throws {
    let path = await savedFailure()
    var result: CheckResult?
    _ = await capturingIssues {
      result = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
        $0.seed = 9
        $0.regressionFile = path
      }
    }
    let report = result?.failure?.report ?? ""
    #expect(report.contains("(a saved case of "), "\(report)")
    #expect(report.contains(", first found as seed 3, sequence "), "\(report)")
    #expect(report.contains("It stays saved in "), "\(report)")
  }

  @Test func onOffVariablesRejectWhatIsNeither() throws {
    #expect(try Environment(["REDUCERCHECK_TRACE": "0"]).trace == false)
    #expect(try Environment(["REDUCERCHECK_COVERAGE": "YES"]).coverage == true)
    #expect {
      try Environment(["REDUCERCHECK_TRACE": "banana"])
    } throws: { error in
      "\(error)"
        == """
        REDUCERCHECK_TRACE="banana" means nothing to ReducerCheck. Use REDUCERCHECK_TRACE=1 to \
        turn it on, or REDUCERCHECK_TRACE=0 to turn it off, or unset it.
        """
    }
  }
}

@Suite struct RegressionPathTests {
  @Test func eachCheckOfATestHasAFileOfItsOwn() throws {
    let name = TestName(fileID: #fileID, function: #function)
    let first = try #require(regressionPath(for: name, filePath: #filePath))
    let second = try #require(regressionPath(for: name, filePath: #filePath))
    #expect(first.hasSuffix("Snapshots/Regressions/RegressionPathTests.eachCheckOfATestHasAFileOfItsOwn.txt"))
    #expect(
      second.hasSuffix("Snapshots/Regressions/RegressionPathTests.eachCheckOfATestHasAFileOfItsOwn-2.txt"))
  }
}
