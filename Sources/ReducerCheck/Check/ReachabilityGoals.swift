/// A state a check must see at least once, or it fails: what says a green check went where it
/// matters, not only that nothing broke where it went.
struct ReachabilityGoal<State> {
  let name: String
  let isReached: (State) -> Bool
}

extension CheckConfiguration {
  /// Fails the check unless at least one state it sees satisfies `isReached`: a rare state the
  /// feature's bugs hide behind (two payments in flight, an answer after its screen closed),
  /// stated as a goal, so that a check that never went there says so instead of passing.
  ///
  /// ```swift
  /// await check(CheckoutFeature(), from: CheckoutFeature.State()) {
  ///   $0.expectReached("two payments in flight") { $0.paymentsInFlight >= 2 }
  /// }
  /// ```
  ///
  /// A check that never sees it fails with:
  ///
  /// ```
  /// ReducerCheck: CheckoutFeature never reached "two payments in flight" in 100 sequences,
  /// 1,204 steps (seed 5EED), set with $0.expectReached: no state it saw satisfied it. …
  /// ```
  ///
  /// then what it did reach, and how to get there: an action the generators never offer,
  /// weights that favour the steps that lead there, or more sequences. A replay or a shard
  /// runs too little of the check to judge a goal, so there it is not judged.
  public mutating func expectReached(_ name: String, _ isReached: @escaping (Feature.State) -> Bool) {
    reachabilityGoals.append(ReachabilityGoal(name: name, isReached: isReached))
  }
}

/// The goals of a check not reached yet, judged on every state its sequences see.
struct GoalTracker<State> {
  private var pending: [ReachabilityGoal<State>]

  init(_ goals: [ReachabilityGoal<State>]) { pending = goals }

  /// The goals still not reached, by name, in the order they were set.
  var unreached: [String] { pending.map { $0.name } }

  /// Marks the goals `state` satisfies as reached.
  mutating func see(_ state: State) {
    guard !pending.isEmpty else { return }
    pending.removeAll { $0.isReached(state) }
  }
}

/// The message of a check that never reached `goals`, with `table`, what it did reach.
func unreachedGoalsMessage(
  feature: String, goals: [String], sequences: Int, steps: Int, seed: String, table: String, filter: String
) -> String {
  let names = goals.map { "\"\($0)\"" }.joined(separator: ", ")
  return """
    ReducerCheck: \(feature) never reached \(names) in \(counted(sequences, "sequence")), \
    \(counted(steps, "step")) (seed \(seed)), set with $0.expectReached: no state it saw \
    satisfied \(goals.count == 1 ? "it" : "them"). A green check would have said nothing of \
    what happens there. What it reached:

    \(indent(table))

    Make it reachable: give the generators the actions that lead there ($0.actions(for:)), \
    weigh the steps that do more ($0.weights), or explore more \
    (REDUCERCHECK_SEQUENCES=1000 swift test --filter \(filter)).
    """
}
