import ReducerCore
import StateDump

extension Invariant {
  /// One step pushes a screen at most once: a stack does not gain two new elements that hold
  /// the same state in one step. Two reducers that push on the same action (a child's
  /// `.delegate` message and the parent's own case for the tap that sends it, a refactor left
  /// half done) stack the same screen twice, and the user has to go back twice. Different
  /// screens pushed together (a deep link) and the same screen pushed by two taps do not break
  /// it. The printed test checks that no two neighbouring screens of the stack are equal.
  public static var noScreenPushedTwiceAtOnce: Self {
    Self(
      name: "no screen pushed twice at once", isBuiltin: true,
      printedTestEnding: .assertion(neighboursDifferAssertion)
    ) {
      // The stacks after the last step, so that a step that pushes nothing costs a comparison.
      var previous: [(place: String, ids: [StackElementID])]?
      return Judge(step: { facts in
        let stacks = facts.navigation.stacks
        let before = previous ?? NavigationInspection.inspect(facts.before).stacks
        previous = stacks
        for (place, ids) in stacks where ids.count > 1 {
          let oldIDs = before.first { $0.place == place }?.ids ?? []
          // Most steps push at most one screen: only those that push more are looked into.
          guard ids != oldIDs, ids.count - Set(oldIDs).intersection(ids).count > 1 else { continue }
          if let twice = pushedTwice(at: place, by: facts.transitions) { return twice }
        }
        return nil
      })
    }
  }
}

/// Why one cause (a user's action, or an effect's, with what they send on at once) pushed the
/// same screen twice onto the stack at `place`, if one did. Two causes in one step (two timers
/// that each push a screen as time runs on) are two pushes, one each.
private func pushedTwice<State, Action>(
  at place: String, by transitions: [StepFacts<State, Action>.Transition]
) -> String? {
  var start = 0
  while start < transitions.count {
    var end = start + 1
    while end < transitions.count, transitions[end].isSentOn { end += 1 }
    defer { start = end }
    guard let after = NavigationInspection.stack(at: place, in: transitions[end - 1].after) else { continue }
    let old = Set(NavigationInspection.stack(at: place, in: transitions[start].before)?._ids ?? [])
    let pushed = zip(after._ids, after._elements).filter { !old.contains($0.0) }
    for (offset, (id, element)) in pushed.enumerated() {
      guard
        let twin = pushed[(offset + 1)...].first(where: { _, other in
          equalByValue(other, element) ?? (stateDump(other) == stateDump(element))
        })?.0
      else { continue }
      return """
        \(place) gained \(id) and \(twin) in this step, the same screen twice:

        \(indent(stateDumpLine(element)))

        One action pushed it twice: two reducers push on it (a child's .delegate message and \
        the parent's own case for the tap that sent it), or the action is sent twice. Push it in \
        one place.
        """
    }
  }
  return nil
}

/// The printed test's check: no two neighbouring screens of the stack are equal (the two
/// pushed at once are neighbours); `nil` where the stack cannot be read as Swift.
private func neighboursDifferAssertion<State>(_ test: PrintedTestContext<State>) -> [String]? {
  for (place, _) in NavigationInspection.inspect(test.finalState).stacks {
    guard let (base, value) = test.storeAccess(place), let stack = value as? any _StackStateProtocol,
      Mirror(reflecting: value).displayStyle != .optional,
      zip(stack._elements, stack._elements.dropFirst()).contains(where: { equalByValue($0, $1) == true })
    else { continue }
    return [
      "  #expect(",
      "    zip(\(base), \(base).dropFirst()).allSatisfy { $0 != $1 },",
      "    \(test.quotedName))",
    ]
  }
  return nil
}
