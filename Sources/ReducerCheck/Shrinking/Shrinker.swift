import Generators

/// Shrinks a failing choice sequence to a shorter and simpler one that fails the same way.
///
/// Works on choices, not on actions, so it needs no shrinker per type: deleting a chunk of
/// choices deletes steps (each step starts with a "one more step?" choice), and lowering a
/// choice simplifies a payload or picks an earlier option. Every candidate is re-run from the
/// initial state, so a shrunk sequence only contains steps that were valid when it ran.
///
/// A step is chosen by its position among what is possible at that moment, so deleting an
/// earlier step would shift what every later choice means (another action, another pending
/// call), and a generator's list of actions may move too. Candidates that delete steps therefore
/// carry a plan: each remaining step does what it did before (the same screen's action, the
/// answer to the same request) wherever that still exists.
struct Shrinker<Outcome, Intent: Hashable> {
  typealias Candidate = (outcome: Outcome, choices: ChoiceSequence)

  /// Re-runs a candidate, following the plan where it has one; returns its outcome and the
  /// choices it actually used when it fails the same way as the original, else `nil`.
  let reproduce: (ChoiceSequence, [Intent?]?) -> Candidate?
  /// Where each step's choices start in an outcome's choices.
  let stepStarts: (Outcome) -> [Int]
  /// What each step of an outcome did, for a plan to keep it.
  let intents: (Outcome) -> [Intent]
  let budget: Int
  /// Re-runs made so far. A candidate already tried runs again only when its earlier result is
  /// simpler than the best; skipped candidates do not count.
  private(set) var runs = 0
  /// Every candidate run (or known to read as one that was), with its plan, and the choices its
  /// run used when it failed the same way (`nil` when it did not).
  ///
  /// A re-run is a whole sequence from the initial state (ten thousand jobs for a runaway
  /// effect), and the second round of lowering retries every choice after one improvement. A
  /// candidate seen before runs again only if its result is simpler than the best, which
  /// happens when a binary search moved past it. This relies on a run being a function of its
  /// choices, so a shrinker for a failure of "deterministic replay" does not remember.
  private var tried: [Tried: [UInt64]?] = [:]
  private let remembers: Bool
  /// What of a step's intent a candidate that lowers a choice keeps: a simpler payload in one
  /// step (the first row, not the second) may need the steps after it to follow (delete the
  /// first row too), so there a step keeps its option but not its exact action.
  private let loosened: (Intent) -> Intent

  init(
    budget: Int,
    remembers: Bool = true,
    stepStarts: @escaping (Outcome) -> [Int],
    intents: @escaping (Outcome) -> [Intent],
    loosened: @escaping (Intent) -> Intent = { $0 },
    reproduce: @escaping (ChoiceSequence, [Intent?]?) -> Candidate?
  ) {
    self.budget = budget
    self.remembers = remembers
    self.stepStarts = stepStarts
    self.intents = intents
    self.loosened = loosened
    self.reproduce = reproduce
  }

  /// The smallest failing sequence found from `choices` within the budget.
  mutating func shrink(_ outcome: Outcome, choices: ChoiceSequence) -> Candidate {
    var best = (outcome: outcome, choices: choices)
    tried[Tried(choices.choices, plan: nil)] = choices.choices
    var improved = true
    while improved, runs < budget {
      improved = false
      if let better = deleteSteps(best) {
        best = better
        improved = true
      } else if let better = deleteStepPairs(best) {
        best = better
        improved = true
      } else if let better = deleteStepsWithTheirCause(best) {
        best = better
        improved = true
      }
      for chunk in [8, 4, 3, 2, 1] {
        var start = 0
        while start + chunk <= best.choices.choices.count, runs < budget {
          var candidate = best.choices.choices
          candidate.removeSubrange(start..<(start + chunk))
          if let better = attempt(candidate, plan: nil, than: best.choices) {
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
  ///
  /// A short story tries every length at every position (the run that can go is often not a
  /// power of two). A long one, where that would cost its square in re-runs, first halves the
  /// length over a tiling of the story, as delta debugging does, until it is short.
  private mutating func deleteSteps(_ start: Candidate) -> Candidate? {
    var best = start
    var changed = false
    var length = deletableSteps(best)
    while length >= 1, runs < budget {
      let exhaustive = deletableSteps(best) <= Self.exhaustiveDeletionLimit
      var first = 0
      while runs < budget, first + length <= deletableSteps(best) {
        if let better = delete(Array(first..<(first + length)), from: best) {
          best = better
          changed = true
        } else {
          first += exhaustive ? 1 : length
        }
      }
      length = min(exhaustive ? length - 1 : length / 2, deletableSteps(best))
    }
    return changed ? best : nil
  }

  /// The intents of the best candidate so far, made once for it rather than for each
  /// candidate made from it (an intent may print an action).
  private var intentsOfBest: (choices: [UInt64], intents: [Intent])?

  private mutating func intents(of candidate: Candidate) -> [Intent] {
    if let known = intentsOfBest, known.choices == candidate.choices.choices { return known.intents }
    let made = intents(candidate.outcome)
    intentsOfBest = (candidate.choices.choices, made)
    return made
  }

  /// Up to this many steps, deletion tries every run of steps; beyond, it halves.
  static var exhaustiveDeletionLimit: Int { 40 }

  /// The steps of a candidate that deletion may remove: all but the failing one.
  private func deletableSteps(_ candidate: Candidate) -> Int { stepStarts(candidate.outcome).count - 1 }

  /// Deletes two steps that are not next to each other, for a minimum that needs both gone
  /// (each alone leaves a sequence that passes). Tried once single deletions find nothing.
  private mutating func deleteStepPairs(_ best: Candidate) -> Candidate? {
    let count = stepStarts(best.outcome).count - 1
    guard count >= 3 else { return nil }
    for first in 0..<(count - 2) {
      for second in (first + 2)..<count where runs < budget {
        if let better = delete([first, second], from: best) { return better }
      }
    }
    return nil
  }

  /// Deletes a step together with the last choice of the step before it, lowered to 0: a step
  /// that only the step before made possible (letting the effects a send left waiting run) goes
  /// with what made it possible (the send leaving them waiting), where neither goes alone.
  private mutating func deleteStepsWithTheirCause(_ best: Candidate) -> Candidate? {
    let starts = stepStarts(best.outcome)
    let count = starts.count - 1
    guard count >= 2 else { return nil }
    for step in 1..<count where runs < budget {
      let causeEnd = starts[step] - 1
      guard causeEnd >= starts[step - 1], best.choices.choices[causeEnd] != 0 else { continue }
      var candidate = best.choices.choices
      candidate.removeSubrange(starts[step]..<starts[step + 1])
      candidate[causeEnd] = 0
      var plan = intents(of: best).map { Optional($0) }
      plan.remove(at: step)
      if let better = attempt(candidate, plan: plan, than: best.choices) { return better }
    }
    return nil
  }

  /// The candidate without the steps at `steps` (ascending), first with a plan that keeps every
  /// other step's option, then as the bare choices read after the deletion (which sometimes
  /// land on a shorter story of their own).
  private mutating func delete(_ steps: [Int], from best: Candidate) -> Candidate? {
    let starts = stepStarts(best.outcome)
    var candidate = best.choices.choices
    for step in steps.reversed() where step + 1 < starts.count {
      candidate.removeSubrange(starts[step]..<starts[step + 1])
    }
    let deleted = Set(steps)
    let plan = intents(of: best).enumerated().filter { !deleted.contains($0.offset) }.map {
      Optional($0.element)
    }
    if let better = attempt(candidate, plan: plan, than: best.choices) { return better }
    guard runs < budget else { return nil }
    return attempt(candidate, plan: nil, than: best.choices)
  }

  /// Tries smaller values for the choice at `index`: all of them for a small choice, else 0
  /// and then a binary search for the smallest value that still fails (one pass, rather than
  /// one halving per round of the shrinker). The other steps keep their options (``loosened``).
  private mutating func lower(at index: Int, _ best: Candidate) -> Candidate? {
    let value = best.choices.choices[index]
    guard value > 0 else { return nil }
    // The step whose choice this is may change; the others keep theirs.
    let owner = stepStarts(best.outcome).lastIndex { $0 <= index }
    var plan = intents(of: best).map { Optional(loosened($0)) }
    if let owner, owner < plan.count { plan[owner] = nil }
    func attempt(_ lowered: UInt64) -> Candidate? {
      var candidate = best.choices.choices
      candidate[index] = lowered
      return self.attempt(candidate, plan: plan, than: best.choices)
    }
    if value <= 64 {
      // Small choices pick among options: any smaller one may be the simpler option that still
      // fails, so try them all, smallest first.
      for lowered in 0..<value where runs < budget {
        if let better = attempt(lowered) { return better }
      }
      return nil
    }
    guard runs < budget else { return nil }
    if let better = attempt(0) { return better }
    // `low` passes (or is not simpler), `high` fails: narrow the gap.
    var low: UInt64 = 0
    var high = value
    var found: Candidate?
    while high - low > 1, runs < budget {
      let middle = low + (high - low) / 2
      if let better = attempt(middle) {
        found = better
        high = middle
      } else {
        low = middle
      }
    }
    return found
  }

  private mutating func attempt(
    _ candidate: [UInt64], plan: [Intent?]?, than current: ChoiceSequence
  ) -> Candidate? {
    let key = Tried(candidate, plan: plan)
    if remembers, let known = tried[key] {
      guard let used = known, isSimpler(used, than: current.choices) else { return nil }
    }
    runs += 1
    guard let result = reproduce(ChoiceSequence(candidate), plan) else {
      tried[key] = .some(nil)
      return nil
    }
    tried[key] = result.choices.choices
    // The choices a run used replay that run exactly.
    tried[Tried(result.choices.choices, plan: nil)] = result.choices.choices
    return isSimpler(result.choices.choices, than: current.choices) ? result : nil
  }

  /// A candidate as a replay reads it: past its end a replay reads zeros, so trailing zeros
  /// change nothing.
  private struct Tried: Hashable {
    let choices: ArraySlice<UInt64>
    let plan: [Intent?]?

    init(_ choices: [UInt64], plan: [Intent?]?) {
      let end = (choices.lastIndex { $0 != 0 } ?? -1) + 1
      self.choices = choices[..<end]
      self.plan = plan
    }
  }
}

/// Shortlex order: fewer choices first, then the lexicographically smaller.
func isSimpler(_ lhs: [UInt64], than rhs: [UInt64]) -> Bool {
  if lhs.count != rhs.count { return lhs.count < rhs.count }
  return lhs.lexicographicallyPrecedes(rhs)
}
