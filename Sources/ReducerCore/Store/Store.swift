import Synchronization

/// Runs a feature for real: handles actions with its reducer and runs the effects it returns
/// with Swift concurrency.
///
/// ```swift
/// let store = Store(initialState: PokemonListFeature.State()) {
///   PokemonListFeature()
/// }
/// store.send(.rowTapped(bulbasaur))
/// print(store.state.destination != nil)  // true
/// ```
///
/// Safe to use from any task. Actions sent while another is being handled are queued and
/// handled in order. Cancellation bookkeeping belongs to this store alone; when the store goes
/// away its effects are cancelled.
public final class Store<State: Sendable, Action: Sendable>: Sendable {
  package let core: StoreCore<State, Action>

  /// Creates a store for `reducer`, starting at `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from; a deep link is just a deeper initial state.
  ///   - reducer: The feature.
  ///   - prepareDependencies: Overrides dependencies for this store and its effects.
  public init<R: Reducer<State, Action>>(
    initialState: State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) {
    var dependencies = DependencyValues.current
    prepareDependencies(&dependencies)
    self.core = StoreCore(initialState: initialState, reducer: reducer(), dependencies: dependencies)
  }

  deinit { core.cancelAll() }

  /// The current state.
  public var state: State { core.state }

  /// Sends `action` to the reducer.
  ///
  /// - Returns: A task that finishes when the effects the send started have finished: those of
  ///   the action and of the actions it sent with `.send`.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    // Effect ids count up, so the ones this send started are a range (cheaper than comparing
    // the running effects before and after).
    let first = core.effectsStarted
    core.send(action, origin: .external(token: 0))
    let started = first..<core.effectsStarted
    return StoreTask(
      isRunning: { [core] in core.isRunningAny(in: started) },
      cancel: { [core] in core.cancelEffects(because: .scope) { started.contains($0.record.id) } })
  }
}

/// The effects one `send` started.
///
/// ```swift
/// await store.send(.refresh).finish()
/// ```
public struct StoreTask: Sendable {
  let isRunning: @Sendable () -> Bool
  let cancel: @Sendable () -> Void

  /// Whether any of the effects still runs.
  public var isCancelled: Bool { !isRunning() }

  /// Waits until all the effects have finished.
  public func finish() async {
    _ = await poll(timeout: nil) { !isRunning() }
  }

  /// Cancels the effects.
  public func cancelEffects() { cancel() }
}
