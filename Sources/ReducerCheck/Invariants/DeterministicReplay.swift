import Foundation
import StateDump

extension Invariant where State: Equatable {
  /// The same choices give the same states: catches `Date()`, `UUID()` and randomness read in
  /// a reducer or in an effect.
  ///
  /// Judged at two depths. Every action is reduced a second time on a copy of the state before
  /// it (same action, stack ids and counted UUIDs): a reducer that reads the real date gives
  /// another state, and the step and action are named. Whole sequences are performed again on a
  /// fresh store, which also catches an effect that reads the clock and sends what it read:
  /// every sequence whose second reduction differed, one generated sequence in four (every one
  /// in a campaign, a replay, a saved case and while shrinking). A difference the whole replay
  /// does not repeat (a dependency of the app's own that counts, read twice) is not a failure.
  /// The printed test runs its steps twice and compares the final states.
  public static var deterministicReplay: Self {
    Self(
      name: "deterministic replay", isBuiltin: true, printedTestEnding: .twoRunsAgree, verdictsRepeat: false,
      comparesReductions: true
    ) {
      Judge(replay: { first, replay, reduction in
        // By index: `zip(…).enumerated()` over generic states runs unspecialised iterators.
        for index in 0..<min(first.count, replay.count) where first[index] != replay[index] {
          guard let reduction, reduction.step <= index else {
            return (index, replayDiffered(first[index], replay[index]))
          }
          return (reduction.step, reducedDifferently(reduction))
        }
        return nil
      })
    }
  }

  private static var advice: String {
    """
    A reducer or an effect reads something that changes between runs: Date(), UUID(), a random \
    number, a global, or a dependency whose state outlives one run (a counter every store \
    shares). Read it from a dependency made fresh for each run instead (@Dependency(\\.date), \
    @Dependency(\\.uuid), @Dependency(\\.withRandomNumberGenerator), or your own set in \
    $0.dependencies { … }).
    """
  }

  private static func replayDiffered(_ one: State, _ two: State) -> String {
    """
    The same steps gave another state the second time:

    \(difference(one, two, second: "replay"))

    \(advice)
    """
  }

  private static func reducedDifferently(_ reduction: ReductionDifference<State, Action>) -> String {
    let what =
      reduction.first != reduction.second
      ? "gave another state:\n\n\(difference(reduction.first, reduction.second, second: "second run"))"
      : "gave the same state but effects of another shape (other cancel ids, or other work)."
    return """
      The reducer, run a second time on the state before this action, with the same action, \
      \(what)

        Action:
          \(stateDumpLine(reduction.action))

      Replaying the whole sequence on a fresh store differs too. \(advice)
      """
  }

  /// The two states' diff; where their dumps print alike, what hides the difference.
  private static func difference(_ one: State, _ two: State, second: String) -> String {
    if let diff = stateDiff(one, two), !diff.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      return indent(diff) + "\n\n(-: first run, +: \(second))"
    }
    let hidden = differencesBelowTheDump(one, two)
    guard hidden.isEmpty else {
      return """
        The two states print alike but differ below what a dump shows (first run vs \(second)):

        \(hidden.map { "    " + $0 }.joined(separator: "\n"))
        """
    }
    return """
      The two states are not == but print alike: they differ below what a dump shows, most likely \
      in a Date's fraction of a millisecond or a floating-point value's last digits:

      \(indent(stateDump(one)))
      """
  }
}

/// Where two values that print alike differ, found by walking both: each `Date` and floating-
/// point value that is not equal, with its path and both values in full (`refreshedAt:
/// 786540909.02943 vs 786540909.02951 seconds since 2001`); at most `limit` of them.
func differencesBelowTheDump(_ one: Any, _ two: Any, path: String = "", limit: Int = 5) -> [String] {
  var found: [String] = []
  func walk(_ lhs: Any, _ rhs: Any, _ path: String, depth: Int) {
    guard found.count < limit, depth < 32 else { return }
    switch (lhs, rhs) {
    case let (lhs as Date, rhs as Date):
      if lhs != rhs {
        found.append(
          "\(path.isEmpty ? "the state" : path): \(lhs.timeIntervalSinceReferenceDate) vs "
            + "\(rhs.timeIntervalSinceReferenceDate) seconds since 2001")
      }
    case let (lhs as Double, rhs as Double):
      if lhs != rhs { found.append("\(path.isEmpty ? "the state" : path): \(lhs) vs \(rhs)") }
    case let (lhs as Float, rhs as Float):
      if lhs != rhs { found.append("\(path.isEmpty ? "the state" : path): \(lhs) vs \(rhs)") }
    default:
      let left = Array(Mirror(reflecting: lhs).children)
      let right = Array(Mirror(reflecting: rhs).children)
      guard left.count == right.count else { return }
      for index in left.indices {
        let label = left[index].label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "[\(index)]"
        let childPath = path.isEmpty ? label : (label.hasPrefix("[") ? path + label : "\(path).\(label)")
        walk(left[index].value, right[index].value, childPath, depth: depth + 1)
      }
    }
  }
  walk(one, two, path, depth: 0)
  return found
}
