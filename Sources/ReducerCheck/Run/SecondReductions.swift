import ReducerCore

/// The first action of a sequence whose reducer, run a second time on a copy of the state
/// before it (same action, stack ids and counting dependencies), gave another state or effects of
/// another shape: where a reducer reads `Date()`, `UUID()` or randomness. The deterministic
/// replay invariant confirms it by replaying the whole sequence, and names this step and action.
struct ReductionDifference<State, Action> {
  /// The 0-based step it happened in.
  var step: Int
  let action: Action
  /// The state after the action, first and second time.
  let first: State
  let second: State
}

/// What a harness's store reports of its second reductions: the first difference, with the
/// step it happened in.
final class SecondReductions<State: Equatable & Sendable, Action: Sendable>: @unchecked Sendable {
  // @unchecked: written by the store while a step runs, read by the harness between steps, on
  // the one thread that drives both.
  /// The step being performed.
  var step = 0
  private(set) var firstDifference: ReductionDifference<State, Action>?

  /// Compares a second reduction with the first, keeping the first that differs.
  func compare(_ processed: ProcessedAction<State, Action>, second: State, effectsAgree: Bool) {
    guard firstDifference == nil, !effectsAgree || processed.stateAfter != second else { return }
    firstDifference = ReductionDifference(
      step: step, action: processed.action, first: processed.stateAfter, second: second)
  }
}
