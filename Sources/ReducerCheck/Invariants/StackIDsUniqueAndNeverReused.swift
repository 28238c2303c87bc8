import ReducerCore

extension Invariant {
  /// Stack ids are unique in their stack, and an id that left a stack never comes back.
  /// The printed test checks the stack's ids.
  public static var stackIDsUniqueAndNeverReused: Self {
    Self(
      name: "stack ids unique and never reused", isBuiltin: true,
      printedTestEnding: .assertion(stackIDsAssertion)
    ) {
      // What one sequence remembers: the stacks after the last step, and the ids that left.
      var previous: [(place: String, ids: [StackElementID])]?
      var retired: [String: Set<StackElementID>] = [:]
      return Judge(step: { facts in
        let stacks = facts.navigation.stacks
        let before = previous ?? NavigationInspection.inspect(facts.before).stacks
        // The same stacks as after the last step, which passed: nothing left, nothing new.
        if previous != nil, before.elementsEqual(stacks, by: { $0.place == $1.place && $0.ids == $1.ids }) {
          return nil
        }
        previous = stacks
        let idsBefore = Dictionary(before.map { ($0.place, $0.ids) }, uniquingKeysWith: { first, _ in first })
        // Only an id more stacks hold than before the step can be a reuse: a stack that moved (a
        // tab closed, and the next one took its place in an array) adds no holder, and stacks a
        // store did not number (the initial state's) each count from #0.
        let holdersBefore = holderCounts(before)
        let holdersAfter = holderCounts(stacks)
        for (place, ids) in stacks {
          if Set(ids).count != ids.count {
            return "\(place) holds the same id twice: \(ids.map(\.description).joined(separator: ", "))."
          }
          retired[place, default: []].formUnion(Set(idsBefore[place] ?? []).subtracting(ids))
          if let reused = ids.first(where: { id in
            retired[place]?.contains(id) == true && idsBefore[place]?.contains(id) != true
              && holdersAfter[id, default: 0] > holdersBefore[id, default: 0]
          }) {
            return """
              \(place) holds \(reused), an id that already left this stack. A reused id makes a \
              new screen look like the old one: its effects are not cancelled and stale actions \
              reach it. Append states to the stack (it assigns fresh ids) instead of pushing ids \
              by hand.
              """
          }
        }
        return nil
      })
    }
  }
}

/// The printed test's check: the stack that holds an id twice, or an id that left it earlier in
/// the test, as the invariant judges (a reused id is one more stacks hold than before the step).
private func stackIDsAssertion<State>(_ test: PrintedTestContext<State>) -> [String]? {
  let name = test.quotedName
  let before = test.states[max(test.states.count - 2, 0)]
  let stacksBefore = NavigationInspection.inspect(before).stacks
  let stacksAfter = NavigationInspection.inspect(test.finalState).stacks
  let earlier = Dictionary(stacksBefore.map { ($0.place, $0.ids) }, uniquingKeysWith: { first, _ in first })
  let holdersBefore = holderCounts(stacksBefore)
  let holdersAfter = holderCounts(stacksAfter)
  for (place, ids) in stacksAfter {
    // An optional stack is listed twice, as itself and as what it holds: the test reads the
    // stack.
    guard let (base, value) = test.storeAccess(place), value is any _StackStateProtocol,
      Mirror(reflecting: value).displayStyle != .optional
    else { continue }
    if Set(ids).count != ids.count {
      return ["  #expect(Set(\(base).ids).count == \(base).ids.count, \(name))"]
    }
    let everSeen = Set(
      test.states.dropLast().flatMap { state in
        NavigationInspection.inspect(state).stacks.filter { $0.place == place }.flatMap(\.ids)
      })
    if let reused = ids.first(where: { id in
      everSeen.contains(id) && earlier[place]?.contains(id) != true
        && holdersAfter[id, default: 0] > holdersBefore[id, default: 0]
    }) {
      return [
        "  // \(reused) left this stack earlier in the test; a new screen must get a fresh id.",
        "  #expect(!\(base).ids.contains(\(reused.generation)), \(name))",
      ]
    }
  }
  return nil
}

/// How many stacks hold each id.
func holderCounts(_ stacks: [(place: String, ids: [StackElementID])]) -> [StackElementID: Int] {
  var counts: [StackElementID: Int] = [:]
  for stack in stacks {
    for id in Set(stack.ids) { counts[id, default: 0] += 1 }
  }
  return counts
}
