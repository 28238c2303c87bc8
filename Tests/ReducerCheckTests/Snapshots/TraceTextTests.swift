import Testing

@testable import ReducerCheck

@Suite struct TraceTextTests {
  private enum Action { case dismiss, save }
  private struct State: Equatable { var saved = false }

  /// A user's trial: six of a trace's twenty steps were dismissals sent with nothing presented,
  /// "(state unchanged)" and unmarked, while a report marks them.
  @Test func theCheckersProbesAreMarkedAsInAReport() {
    var outcome = SequenceOutcome<State, Action>()
    outcome.steps = [
      ExecutedStep(step: .send(.dismiss, label: "root", kind: .absentChild), stateAfter: State()),
      ExecutedStep(step: .send(.save, label: "root", kind: .user), stateAfter: State(saved: true)),
    ]
    let text = traceText(initialState: State(), outcome: outcome, fullStateEvery: 100)
    #expect(
      text.contains("1. send .dismiss  (deliberately to an absent child)\n     (state unchanged)"), "\(text)")
    #expect(text.contains("2. send .save\n     saved: false → true"), "\(text)")
  }
}
