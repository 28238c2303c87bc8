import Foundation
import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Its effect computes for three seconds without ever awaiting: to a check with a one-second
/// step limit, a hang.
struct Spinner: Reducer, ActionGenerating {
  struct State: Equatable, Sendable { var started = 0 }
  enum Action: Equatable, Sendable { case start }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.started += 1
      return .run { _ in
        let end = ContinuousClock.now.advanced(by: .seconds(3))
        while ContinuousClock.now < end {}
      }
    }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.start) }
}

@Suite struct HangTests {
  @Test func aStepThatNeverFinishesFailsTheTestWithWhereItHangs() async {
    var result: CheckResult?
    let issues = await capturingIssues {
      result = await check(Spinner(), from: Spinner.State()) {
        $0.seed = 0x5EED
        $0.regressionFile = nil
        $0.stepTimeLimit = .seconds(1)
      }
    }
    let words = flattened(result?.error)
    #expect(
      words.contains(
        "ReducerCheck gave up on Spinner: step 1 of sequence 1 of seed 5EED did not finish in 1 s."),
      "\(words)")
    #expect(
      words.contains(
        "Replay it: REDUCERCHECK_REPLAY=5EED/1 REDUCERCHECK_TRACE=1 swift test --filter HangTests/aStepThatNeverFinishesFailsTheTestWithWhereItHangs"
      ), "\(words)")
    #expect(issues.count == 1)
  }
}
