extension StoreCore {
  /// Runs the reducer a second time on `state` (a copy of the state before `processed`) with
  /// the same action, the stack ids and counting dependencies where the first run started,
  /// warnings silenced and the returned effect left unstarted, then tells `report` both states
  /// and whether the effects have one shape. The store's ids and counters are left where the
  /// first run left them.
  ///
  /// A reducer that reads `Date()`, `UUID()` or a random number gives another state; one that
  /// reads only its dependencies (`uuid`, `date`, `withRandomNumberGenerator`) gives the same.
  /// (A dependency of the app's own that counts is read twice and moves on: the checker
  /// confirms a difference by replaying the whole sequence, which reads it the same way.)
  func reduceAgain(
    _ state: State, counters before: DependencyCounters.Positions,
    as processed: ProcessedAction<State, Action>,
    returned first: Effect<Action>, report: (ProcessedAction<State, Action>, State, Bool) -> Void
  ) {
    var copy = state
    let idsAfter = stackElementIDs.peek
    let countersAfter = counters?.positions
    stackElementIDs.rewind(to: processed.nextStackIDBefore)
    counters?.positions = before
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
    if let countersAfter { counters?.positions = countersAfter }
    report(processed, copy, haveOneShape(first, second))
  }
}

/// The dependencies of a store that count (its test UUIDs, its seeded random numbers), whose
/// positions a second reduction sets back to where the first started.
struct DependencyCounters {
  private let uuids: UUIDCounter?
  private let randomNumbers: SeededRandomNumbers?

  init(_ dependencies: DependencyValues) {
    uuids = dependencies.uuid.counter
    randomNumbers = dependencies.withRandomNumberGenerator.seeded
  }

  /// Where the counters stand. (Two numbers, not an array: read and set for every action.)
  struct Positions {
    /// The UUID count and the random numbers' state (0 for one the store does not have).
    var uuids: UInt64
    var randomNumbers: UInt64
  }

  var positions: Positions {
    get { Positions(uuids: uuids?.position ?? 0, randomNumbers: randomNumbers?.position ?? 0) }
    nonmutating set {
      uuids?.position = newValue.uuids
      randomNumbers?.position = newValue.randomNumbers
    }
  }
}
