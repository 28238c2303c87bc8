import Generators

/// Shrinks a failing choice sequence to a shorter and simpler one that fails the same way.
///
/// Works on choices, not on actions, so it needs no shrinker per type: deleting a chunk of
/// choices deletes steps (each step starts with a "one more step?" choice), and lowering a
/// choice simplifies a payload or picks an earlier option. Every candidate is re-run from the
/// initial state, so a shrunk sequence only contains steps that were valid when it ran.
struct Shrinker<Outcome> {
  /// Re-runs a candidate; returns its outcome and the choices it actually used when it fails
  /// the same way as the original, else `nil`.
  let reproduce: (ChoiceSequence) -> (outcome: Outcome, choices: ChoiceSequence)?
  /// Where each step's choices start in an outcome's choices.
  let stepStarts: (Outcome) -> [Int]
  let budget: Int
  private(set) var runs = 0

  init(
    budget: Int,
    stepStarts: @escaping (Outcome) -> [Int],
    reproduce: @escaping (ChoiceSequence) -> (outcome: Outcome, choices: ChoiceSequence)?
  ) {
    self.budget = budget
    self.stepStarts = stepStarts
    self.reproduce = reproduce
  }

  /// The smallest failing sequence found from `choices` within the budget.
  mutating func shrink(
    _ outcome: Outcome, choices: ChoiceSequence
  ) -> (outcome: Outcome, choices: ChoiceSequence) {
    var best = (outcome: outcome, choices: choices)
    var improved = true
    while improved, runs < budget {
      improved = false
      if let better = deleteSteps(best) {
        best = better
        improved = true
      }
      for chunk in [8, 4, 3, 2, 1] {
        var start = 0
        while start + chunk <= best.choices.choices.count, runs < budget {
          var candidate = best.choices.choices
          candidate.removeSubrange(start..<(start + chunk))
          if let better = attempt(candidate, than: best.choices) {
            best = better
            improved = true
          } else {
            start += 1
          }
        }
      }
      var index = 0
      while index < best.choices.choices.count, runs < budget {
        if let better = lower(at: index, best) {
          best = better
          improved = true
        }
        index += 1
      }
    }
    return best
  }

  /// Deletes runs of whole steps, longest first, keeping the last step (the one that failed).
  private mutating func deleteSteps(
    _ start: (outcome: Outcome, choices: ChoiceSequence)
  ) -> (outcome: Outcome, choices: ChoiceSequence)? {
    var best = start
    var changed = false
    var length = max(1, stepStarts(best.outcome).count / 2)
    while length >= 1, runs < budget {
      var first = 0
      var deletedAny = false
      while runs < budget {
        let starts = stepStarts(best.outcome)
        guard first + length < starts.count else { break }
        var candidate = best.choices.choices
        candidate.removeSubrange(starts[first]..<starts[first + length])
        if let better = attempt(candidate, than: best.choices) {
          best = better
          changed = true
          deletedAny = true
        } else {
          first += 1
        }
      }
      if !deletedAny { length /= 2 }
    }
    return changed ? best : nil
  }

  /// Tries smaller values for the choice at `index`: all of them for a small choice, else 0
  /// and then by halving the distance.
  private mutating func lower(
    at index: Int, _ best: (outcome: Outcome, choices: ChoiceSequence)
  ) -> (outcome: Outcome, choices: ChoiceSequence)? {
    let value = best.choices.choices[index]
    guard value > 0 else { return nil }
    var candidates: [UInt64]
    if value <= 64 {
      // Small choices pick among options: any smaller one may be the simpler option that still
      // fails, so try them all, smallest first.
      candidates = Array(0..<value)
    } else {
      candidates = [0]
      var step = value / 2
      while step > 0 {
        candidates.append(value - step)
        step /= 2
      }
      if !candidates.contains(value - 1) { candidates.append(value - 1) }
    }
    for lowered in candidates where runs < budget {
      var candidate = best.choices.choices
      candidate[index] = lowered
      if let better = attempt(candidate, than: best.choices) { return better }
    }
    return nil
  }

  private mutating func attempt(
    _ candidate: [UInt64], than current: ChoiceSequence
  ) -> (outcome: Outcome, choices: ChoiceSequence)? {
    runs += 1
    guard let result = reproduce(ChoiceSequence(candidate)),
      isSimpler(result.choices.choices, than: current.choices)
    else { return nil }
    return result
  }
}

/// Shortlex order: fewer choices first, then the lexicographically smaller.
func isSimpler(_ lhs: [UInt64], than rhs: [UInt64]) -> Bool {
  if lhs.count != rhs.count { return lhs.count < rhs.count }
  return lhs.lexicographicallyPrecedes(rhs)
}
