extension StoreCore {
  /// Runs the reducer a second time on `state` (a copy of the state before `processed`) with
  /// the same action, the stack ids and counted UUIDs the first run started from, warnings
  /// silenced and the returned effect left unstarted, then tells `report` both states and
  /// whether the effects have one shape. The store's ids and count are left where the first run
  /// left them.
  ///
  /// A reducer that reads `Date()`, `UUID()` or a random number gives another state; one that
  /// reads only its dependencies gives the same. (A dependency of the app's own that counts is
  /// read twice and moves on: the checker confirms a difference by replaying the whole
  /// sequence, which reads it the same way.)
  func reduceAgain(
    _ state: State, uuids: UInt64?, as processed: ProcessedAction<State, Action>,
    returned first: Effect<Action>,
    report: (ProcessedAction<State, Action>, State, Bool) -> Void
  ) {
    var copy = state
    let idsAfter = stackElementIDs.peek
    let uuidsAfter = uuidCounter?.position
    stackElementIDs.rewind(to: processed.nextStackIDBefore)
    if let uuids { uuidCounter?.position = uuids }
    let second = RuntimeWarnings.$sink.withValue(RuntimeWarnings.Sink { _ in }) {
      RouteTrace.$current.withValue(
        RouteTrace(firstNewStackID: StackElementID(generation: processed.nextStackIDBefore))
      ) {
        DependencyValues.$current.withValue(dependencies) {
          reducer.reduce(into: &copy, action: processed.action)
        }
      }
    }
    stackElementIDs.rewind(to: idsAfter)
    if let uuidsAfter { uuidCounter?.position = uuidsAfter }
    report(processed, copy, EffectShape(of: first) == EffectShape(of: second))
  }
}
