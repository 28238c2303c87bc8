import StateDump
import Synchronization

/// The engine behind `Store`, `TestStore` and the checker: runs the reducer for queued actions
/// one at a time, starts the effects it returns, and keeps this store's cancellation
/// bookkeeping.
///
/// Safe to use from any task. Actions that arrive while another is being handled wait in a
/// queue and are handled in order by whoever is already handling actions.
///
/// `@unchecked Sendable`: the state and the queue are fields guarded by `queue`'s lock, not a
/// generic struct inside a `Mutex`, whose metadata unspecialised code would look up (a locked
/// runtime cache, about 330 instructions) on every use, several times an action. Any mutable
/// field added here must be guarded by one of the two locks, `queue` or `effects`.
package final class StoreCore<State: Sendable, Action: Sendable>: @unchecked Sendable {
  package struct Configuration: Sendable {
    /// Where `.run` effects execute; `nil` for the global concurrent pool.
    package var executor: (any TaskExecutor)?
    /// Runs the effects on ``executor`` until each waits, for stores whose owner drives them
    /// (see `EffectRuntime.driveEffects()`).
    package var drive: (@Sendable () -> Void)?
    /// Whether `dismiss()` at the root ends the store (as a `TestStore` does).
    package var allowsRootDismissal = false
    /// Told of every event, synchronously, in order per kind.
    package var onEvent: (@Sendable (StoreEvent<State, Action>) -> Void)?
    /// How many actions one uninterrupted run of the queue may handle before the store decides
    /// the feature loops (an action that keeps sending itself) and drops the rest.
    package var actionLimit = 100_000
    /// The first stack element id to hand out, when the owner already knows it (see
    /// ``firstFreeStackGeneration(in:)``): a checker starts every store of a check from one
    /// state, and finding the ids in it walks the whole state.
    package var firstStackGeneration: Int?
    /// Told, after each action, what a second run of the reducer on a copy of the state before
    /// it gave, with the same stack ids and counting dependencies (see `reduceAgain`): the action as the
    /// first run handled it, the state after the second, and whether the two effects have one
    /// shape. `nil` (the default) runs the reducer once an action.
    package var onSecondReduction: (@Sendable (ProcessedAction<State, Action>, State, Bool) -> Void)?

    package init() {}
  }

  /// Where the queue stands; its lock also guards ``currentState`` and ``pending``, and is
  /// held while the reducer runs.
  let queue = Mutex(ActionQueue())
  /// The state (guarded by `queue`).
  private var currentState: State
  /// The actions waiting (guarded by `queue`).
  var pending = PendingActions()
  let reducer: Reduce<State, Action>
  let effects = Mutex(EffectBook())
  let dependencies: DependencyValues
  /// Where the store's counting dependencies stand (test UUIDs, seeded random numbers), read
  /// and set around a second reduction; `nil` without one.
  let counters: DependencyCounters?
  let configuration: Configuration
  /// The store's own stack id generator, so ids never depend on other stores or tests.
  package let stackElementIDs: StackElementIDGenerator

  package init<R: Reducer<State, Action>>(
    initialState: State,
    reducer: sending R,
    dependencies: DependencyValues,
    configuration: Configuration = Configuration()
  ) {
    let generator =
      dependencies.stackElementID
      ?? StackElementIDGenerator(
        startingAt: configuration.firstStackGeneration ?? firstFreeStackGeneration(in: initialState))
    var dependencies = dependencies
    dependencies.stackElementID = generator
    dependencies.navigationIDPath = NavigationIDPath()
    // A dismiss effect the test made itself (`DismissEffect { … }`) stays in place.
    if configuration.allowsRootDismissal, !dependencies.dismiss.isAvailable {
      dependencies.dismiss = DismissEffect { _, _ in
        guard !Task.isCancelled else { return }
        EffectContext.runtime?.requestDismiss(at: NavigationIDPath())
      }
    }
    self.stackElementIDs = generator
    self.configuration = configuration
    self.currentState = initialState
    self.reducer = Reduce(reducer)
    self.dependencies = dependencies
    self.counters = configuration.onSecondReduction == nil ? nil : DependencyCounters(dependencies)
  }

  deinit {
    pending.removeAll(as: Action.self)
  }

  /// The current state.
  package var state: State { queue.withLock { _ in currentState } }

  /// Whether `dismiss()` was called at the root; a dismissed store drops every action.
  package var isDismissed: Bool { queue.withLock { $0.isDismissed } }

  /// How much bookkeeping the store holds: effects not yet ended, and dismiss listeners.
  package var bookkeeping: (runningEffects: Int, listeners: Int) {
    effects.withLock { ($0.running.count, $0.listeners.count) }
  }

  /// The effects that have started and not ended (cancelled effects count as ended).
  package var activeEffects: [EffectRecord] {
    effects.withLock { $0.running.values.filter { !$0.isCancelled }.map { $0.record } }
      .sorted { $0.id < $1.id }
  }

  /// Queues `action` and, unless another caller is handling actions already, handles the
  /// queue until it is empty.
  ///
  /// - Returns: `false` when the action was dropped because the store was dismissed.
  @discardableResult
  package func send(_ action: Action, origin: ActionOrigin) -> Bool {
    let (accepted, shouldDrain) = queue.withLock { queue -> (Bool, Bool) in
      guard !queue.isDismissed else { return (false, false) }
      pending.append(action, from: origin)
      guard !queue.isProcessing else { return (true, false) }
      queue.isProcessing = true
      return (true, true)
    }
    if shouldDrain { drain() }
    return accepted
  }

  func drain() {
    var handled = 0
    var recent: [Action] = []
    // Filled in by each action handled. (Not a struct of the three: generic code looks a
    // generic struct's metadata up, and an optional's, on every use.)
    var effect = Effect<Action>.none
    var mounted: NavigationIDPath?
    var before: (state: State, counters: DependencyCounters.Positions)?
    while let processed = processNextAction(effect: &effect, mounted: &mounted, before: &before) {
      if let onSecondReduction = configuration.onSecondReduction, let first = before {
        reduceAgain(
          first.state, counters: first.counters, as: processed, returned: effect, report: onSecondReduction)
        before = nil
      }
      // Before the event, as the sending effect may end meanwhile.
      let purpose = purpose(of: processed, mounted: mounted)
      configuration.onEvent?(.processed(processed))
      handled += 1
      if handled > configuration.actionLimit - 5 { recent.append(processed.action) }
      if handled >= configuration.actionLimit {
        dropQueuedActions()
        reportRunaway(recent)
        return
      }
      start(effect, startedBy: processed.index, purpose: purpose, cancelIDs: [], onComplete: nil)
      // Released here, not when the next action's effect replaces it under the queue lock:
      // releasing may run deinits that take the store's locks.
      effect = .none
    }
  }

  private func dropQueuedActions() {
    queue.withLock { queue in
      pending.removeAll(as: Action.self)
      queue.isProcessing = false
    }
  }

  private func reportRunaway(_ recent: [Action]) {
    let warning = RuntimeWarning(
      message: """
        The store handled \(configuration.actionLimit) actions for a single send without the \
        queue ever emptying, and dropped the rest: the feature loops.

          Last actions:
        \(recent.map { "    \(stateDumpLine($0))" }.joined(separator: "\n"))

        An action that returns ".send" of itself (directly or through other actions) never \
        ends. Break the cycle with a condition in the reducer.
        """,
      fileID: "ReducerCore/StoreCore.swift", line: 0)
    if let onEvent = configuration.onEvent {
      onEvent(.runaway(warning))
    } else {
      RuntimeWarnings.report(warning)
    }
  }

  /// Handles the next queued action, if any: returns what happened, and sets the effect the
  /// reducer returned and the one child the action presented or pushed (if it showed exactly
  /// one). With ``Configuration/onSecondReduction``, `before` gets the state before the action
  /// and where the counting dependencies stood, for the second run.
  @inline(__always) private func processNextAction(
    effect: inout Effect<Action>, mounted: inout NavigationIDPath?,
    before: inout (state: State, counters: DependencyCounters.Positions)?
  ) -> ProcessedAction<State, Action>? {
    queue.withLock { queue -> ProcessedAction<State, Action>? in
      guard !pending.isEmpty, !queue.isDismissed else {
        pending.removeAll(as: Action.self)
        queue.isProcessing = false
        return nil
      }
      var origin = ActionOrigin.external(token: 0)
      let action = pending.removeFirst(origin: &origin, as: Action.self)
      let index = queue.nextActionIndex
      queue.nextActionIndex += 1
      let nextStackID = stackElementIDs.peek
      let trace = RouteTrace(firstNewStackID: StackElementID(generation: nextStackID))
      if let counters { before = (currentState, counters.positions) }
      effect = RuntimeWarnings.$sink.withValue(warningSink(actionIndex: index, effect: nil)) {
        RouteTrace.$current.withValue(trace) {
          DependencyValues.$current.withValue(dependencies) {
            reducer.reduce(into: &currentState, action: action)
          }
        }
      }
      mounted = trace.mountedChild
      return ProcessedAction(
        index: index, action: action, origin: origin, stateAfter: currentState,
        nextStackIDBefore: nextStackID, target: trace.target)
    }
  }

  /// Whom the effect of a handled action serves. An action an effect sent, routed to no child,
  /// works for what that effect worked for.
  @inline(__always) private func purpose(
    of processed: ProcessedAction<State, Action>, mounted: NavigationIDPath?
  ) -> EffectPurpose {
    let sender = processed.target == nil ? sendingEffect(of: processed.origin) : nil
    return EffectPurpose(
      routed: processed.target ?? sender?.startedFor,
      routedByMount: sender?.servesChildItMounted ?? false,
      mounted: mounted)
  }

  /// The effect that sent an action, while it runs.
  private func sendingEffect(of origin: ActionOrigin) -> EffectRecord? {
    guard case let .effect(id) = origin else { return nil }
    return effects.withLock { $0.running[id]?.record }
  }

  /// Where warnings go while this store runs code: to its observer, or (without one) to
  /// whatever sink the caller had, which prints them by default.
  func warningSink(actionIndex: Int?, effect: EffectRecord.ID?) -> RuntimeWarnings.Sink? {
    guard let onEvent = configuration.onEvent else { return RuntimeWarnings.sink }
    return RuntimeWarnings.Sink { onEvent(.warning($0, actionIndex: actionIndex, effect: effect)) }
  }

}

/// Where a store's action queue stands. (Not generic, and outside `StoreCore`: see there.)
struct ActionQueue {
  /// Whether somebody is handling the queue; the others only add to it.
  var isProcessing = false
  var nextActionIndex = 0
  var isDismissed = false
}

/// The first stack id generation that nothing in `state` uses, so a store never hands out an
/// id its initial state already holds.
package func firstFreeStackGeneration(in state: Any) -> Int {
  (maxStackGeneration(in: state) ?? -1) + 1
}

/// The largest stack id anywhere in `value`. Values of types that can hold no stack are
/// skipped, and structs are read at their fields, without reflection (see `NavigationShape`).
private func maxStackGeneration(in value: Any, depth: Int = 0) -> Int? {
  var maximum: Int?
  let children: [Any]
  switch NavigationShape.of(type(of: value)) {
  case .free:
    return nil
  case let .fields(fields):
    children =
      NavigationShape.read(fields, of: value)?.map(\.value)
      ?? Mirror(reflecting: value).children.map(\.value)
  case .reflect:
    // A stack or presentation state (or an optional of one: the cast looks inside) is read
    // through its protocol, which gives the children its mirror shows.
    if let stack = value as? any _StackStateProtocol {
      maximum = stack._maxGeneration
      children = stack._elements
    } else if let presentation = value as? any _PresentationStateProtocol {
      children = presentation._presented.map { [$0] } ?? []
    } else {
      children = Mirror(reflecting: value).children.map(\.value)
    }
  }
  guard depth < 64 else { return maximum }
  for child in children {
    if let nested = maxStackGeneration(in: child, depth: depth + 1) {
      maximum = max(maximum ?? nested, nested)
    }
  }
  return maximum
}
