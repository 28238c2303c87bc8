import ReducerCore

/// What the built-in invariants remember from step to step within one sequence: the last
/// inspection of the state, and the stack ids that have left their stacks.
struct InvariantMemory {
  private(set) var inspection = NavigationInspection.Findings()
  private var previousStacks: [String: [StackElementID]] = [:]
  private var retired: [String: Set<StackElementID>] = [:]
  /// Whether any invariant needs the inspection; decided once, not per step.
  private let inspects: Bool

  init<State, Action>(initialState: State, invariants: [Invariant<State, Action>]) {
    inspects = invariants.contains { invariant in
      invariant.isBuiltin(.atMostOneDestination) || invariant.isBuiltin(.stackIDsUniqueAndNeverReused)
    }
    guard inspects else { return }
    inspection = NavigationInspection.inspect(initialState)
  }

  /// Inspects the state after a step (when an invariant needs it), keeping the stacks seen
  /// before it for comparison.
  mutating func observe(_ state: Any) {
    guard inspects else { return }
    previousStacks = Dictionary(inspection.stacks.map { ($0.place, $0.ids) }, uniquingKeysWith: { a, _ in a })
    inspection = NavigationInspection.inspect(state)
  }

  /// Why the stacks break "stack ids unique and never reused", if they do.
  mutating func checkStackIDs() -> String? {
    for (place, ids) in inspection.stacks {
      if Set(ids).count != ids.count {
        return "\(place) holds the same id twice: \(ids.map(\.description).joined(separator: ", "))."
      }
      let gone = Set(previousStacks[place] ?? []).subtracting(ids)
      retired[place, default: []].formUnion(gone)
      if let reused = ids.first(where: { retired[place]?.contains($0) == true }) {
        return """
          \(place) holds \(reused), an id that already left this stack. A reused id makes a new \
          screen look like the old one: its effects are not cancelled and stale actions reach it. \
          Append states to the stack (it assigns fresh ids) instead of pushing ids by hand.
          """
      }
    }
    return nil
  }
}
