/// Judges one sequence's steps as the runner performs them: the runner knows only this, not
/// which invariants a check has or how they are ordered (see `CheckConfiguration.makeStepJudge`,
/// which makes one from the check's invariants for each sequence).
struct StepJudge<State, Action> {
  /// The first invariant the initial state breaks, before any step.
  let initialState: (State) -> InvariantFailure?
  /// The first invariant a step's facts (or those of the end of the schedule) break.
  let step: (StepFacts<State, Action>) -> InvariantFailure?
}
