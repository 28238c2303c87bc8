import ReducerCore

/// Something that follows a sequence step by step beside the store the runner drives: the
/// runner tells it each step once performed, and it may break the sequence as an invariant
/// would. A lockstep equivalence check performs each step on a second feature this way
/// (``Lockstep``); the runner knows nothing more of it.
protocol StepCompanion<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  /// How long until the companion's clock next has work, if it has any: its clock moves with
  /// the runner's, and a step that advances time is offered when either side waits on it.
  var nextDeadline: Duration? { get }
  /// Whether the companion has effects left waiting to run, which a step may let run.
  var hasWaitingEffects: Bool { get }

  /// Before the first step, once the runner's store has settled.
  func start(driverEndpoints: EndpointRegistry) -> InvariantFailure?

  /// After the runner performed `executed` (the step at `index`) and judged it.
  func follow(
    _ executed: ExecutedStep<State, Action>, index: Int, events: StepEvents<State, Action>
  ) -> InvariantFailure?

  /// After the runner's schedule finished: time ran on and what was pending was answered.
  func finishSchedule(events: StepEvents<State, Action>, state: State) -> InvariantFailure?
}
