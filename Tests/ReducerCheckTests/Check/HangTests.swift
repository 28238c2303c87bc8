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
    // Every step spins for 3 s. On a loaded machine the watchdog (a task on the cooperative
    // pool) can be held up past a whole spin, and then catches a later step: the report is
    // just as true, so the step and sequence are matched, not fixed.
    let report = words.firstMatch(
      of: /ReducerCheck gave up on Spinner: step (\d+) of sequence (\d+) of seed 5EED did not finish in 1 s\./
    )
    #expect(report != nil, "\(words)")
    let sequence = report.map { String($0.output.2) } ?? "?"
    #expect(
      words.contains(
        "Replay it: REDUCERCHECK_REPLAY=5EED/\(sequence) REDUCERCHECK_TRACE=1 swift test --filter HangTests/aStepThatNeverFinishesFailsTheTestWithWhereItHangs"
      ), "\(words)")
    #expect(issues.count == 1)
  }
}
