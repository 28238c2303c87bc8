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

  /// The check of `TwoSheetsAtOnce` with its failure saved, run again once the bug is "fixed"
  /// (no invariants), with `change` made to its configuration.
  func replayAfterTheFix(
    _ change: (inout CheckConfiguration<TwoSheetsAtOnce>) -> Void = { _ in }
  ) async -> CheckResult? {
    let path = await savedFailure()
    var result: CheckResult?
    _ = await capturingIssues {
      result = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
        $0.seed = 5
        $0.regressionFile = path
        $0.invariants = []
        change(&$0)
      }
    }
    return result
  }

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
        $0.environment = ["REDUCERCHECK_REPLAY": "5EED/1001"]
      }
    }
    #expect(result?.sequencesRun == 0)
    let words = flattened(result?.error)
    #expect(
      words.contains(
        "REDUCERCHECK_REPLAY asks for sequence 1001, but this check runs at most 1000 sequences"),
      "\(words)")
    #expect(issues.count == 1)
  }

  @Test func aSavedCaseThatNoLongerReplaysItsStepsIsReported() async throws {
    // The bug is fixed and the generators changed: the saved choices now make other steps.
    let result = await replayAfterTheFix {
      $0.actions(for: TwoSheetsAtOnce.self) { _ in .always(.settingsTapped) }
    }
    #expect(result?.failure == nil)
    #expect(result?.staleRegressions.count == 1)
    let words = flattened(result?.staleRegressions.first)
    #expect(words.contains("no longer replays the steps it saved"), "\(words)")
    #expect(words.contains("then delete the case"))
  }

  @Test func aSavedCaseThatReplaysItsStepsAfterTheFixIsNotStale() async throws {
    // Regression (user trial 3): the bug is fixed and nothing else changed, so the saved steps
    // replay exactly; the sequence then goes on past the step that used to fail, asking for
    // choices the case never saved. That is not a stale case.
    let result = await replayAfterTheFix()
    #expect(result?.failure == nil)
    #expect(result?.staleRegressions == [], "\(result?.staleRegressions ?? [])")
  }

  @Test func aSavedCaseWhoseChoicesNowMeanOtherStepsIsStaleEvenWhenTheyRunOut() async throws {
    // A reviewer: the root's buttons now come from a payload, so the saved choices make the
    // other button; the run uses them all, and asks for more where a step starts, as a fixed
    // case does. The fingerprint of the saved steps tells them apart.
    let result = await replayAfterTheFix {
      $0.actions(for: TwoSheetsAtOnce.self) { _ in
        Gen.int(in: 0...9).map { $0 < 5 ? .profileTapped : .settingsTapped }
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
        $0.exploration = .fixed
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

/// A sheet whose request the root starts and whose answer it sends to the sheet; with
/// `cancelsOnDismiss` off (the bug) the answer can arrive after the sheet closed.
struct FetchesForSheet: Reducer, ActionGenerating {
  struct Sheet: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var text: String? }
    enum Action: Equatable, Sendable {
      case onAppear
      case loaded(String)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case let .loaded(text) = action { state.text = text }
        return .none
      }
    }
    static func actions(for state: State) -> Gen<Action> { .always(.onAppear) }
  }
  struct State: Equatable, Sendable {
    @PresentationState var sheet: Sheet.State?
  }
  enum Action: Equatable, Sendable {
    case openTapped
    case sheet(PresentationAction<Sheet.Action>)
  }
  struct LoadID: Hashable, Sendable {}
  var cancelsOnDismiss = false
  @Dependency(\.loadText) var loadText
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped:
        state.sheet = Sheet.State()
        return .none
      case .sheet(.presented(.onAppear)):
        let load = Effect<Action>.run { [loadText] send in
          await send(.sheet(.presented(.loaded(try await loadText(1)))))
        }
        return cancelsOnDismiss ? load.cancellable(id: LoadID()) : load
      case .sheet(.dismiss):
        return cancelsOnDismiss ? .cancel(id: LoadID()) : .none
      case .sheet:
        return .none
      }
    }
    .ifLet(\.$sheet, action: Action.sheet) { Sheet() }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.openTapped) }
}

extension ReplayTests {
  @Test func aSavedCaseWhoseLastAnswerTheFixCancelsReplaysAndPasses() async throws {
    // User trial 3: the fix cancels the call whose late answer the case saved, so its last step
    // cannot be taken any more; the case was called stale. The steps before it replay, and the
    // answer is dropped, as the printed test's answerUnlessCancelled drops it.
    let path = folder.path("FetchesForSheet.txt")
    let broken = await checkFetchesForSheet(FetchesForSheet(), savingTo: path)
    #expect(broken?.failure?.invariant == "effects cancelled on dismiss")
    let saved = try RegressionFile.load(from: path)
    let lastStep = try #require(saved.cases.first?.steps?.last)
    #expect(lastStep.hasPrefix(#"answer "detail request" call 1"#), "\(lastStep)")

    let fixed = await checkFetchesForSheet(FetchesForSheet(cancelsOnDismiss: true), savingTo: path)
    #expect(fixed?.failure == nil)
    #expect(fixed?.staleRegressions == [], "\(fixed?.staleRegressions ?? [])")
  }

  @Test func aSavedCaseWhoseLastAnswerNowCarriesAnotherValueIsStale() async throws {
    // A reviewer: nothing was fixed, the answers changed; the call was still waiting where the
    // case answered it, so the case's last step was not taken away by a fix.
    let path = folder.path("FetchesForSheet.txt")
    _ = await checkFetchesForSheet(FetchesForSheet(), savingTo: path)
    let changed = await checkFetchesForSheet(FetchesForSheet(), savingTo: path, answer: "other") {
      $0.invariants = []
    }
    #expect(changed?.failure == nil)
    #expect(changed?.staleRegressions.count == 1, "\(changed?.staleRegressions ?? [])")
  }

  /// Checks `feature` under seed 3, saving failures to `path`, its request answered `answer`.
  func checkFetchesForSheet(
    _ feature: FetchesForSheet, savingTo path: String, answer: String? = nil,
    _ change: (inout CheckConfiguration<FetchesForSheet>) -> Void = { _ in }
  ) async -> CheckResult? {
    var result: CheckResult?
    _ = await capturingIssues {
      result = await check(feature, from: FetchesForSheet.State()) {
        $0.seed = 3
        $0.regressionFile = path
        $0.savesRegressions = true
        $0.endpoint(\.loadText, named: "detail request") { .always(answer ?? "text \($0)") }
        change(&$0)
      }
    }
    return result
  }
}
