import Generators

/// What a check has tried so far, and the lean of new sequences toward what it has tried least.
///
/// Counts, over the sequences a check generated: each kind of step (an action by its case
/// path, an answer by its endpoint and what else was true: its screen already closed, another
/// call of the endpoint waiting or answered before it, the answer a failure), each step left
/// with its effects waiting, each pair of
/// consecutive steps, and each option a step chose among. A new sequence then favours the
/// options tried least and, among a few candidate steps drawn from the option, the one least
/// seen after the previous step, as coverage-guided fuzzers favour inputs that reach rare edges.
///
/// A sequence runs on its own copy and records each step as it goes; the check then takes the
/// copy's counts for the next sequence.
///
/// Steering never changes what the recorded choices mean: each steered pick is recorded as the
/// choices an unsteered run would need to make it, so saved cases, shrinking and printed tests
/// replay the same steps without the counts. Only a fresh sequence drawn from a seed depends on
/// the counts, so its replay line regenerates the sequences before it to rebuild them.
struct Steering {
  /// How many candidate steps a steered step draws from its option, keeping the least seen.
  static let candidates = 3

  /// Each kind of option and of step seen, numbered in the order first seen: the counts below
  /// are kept by number, so a step is looked up by one hash of its kind, and pairs are two
  /// numbers rather than two strings.
  private var ids: [String: Int] = [:]
  /// By id: how often each was chosen as an option, taken as a step, and taken with its
  /// effects left waiting.
  private var optionCounts: [Int] = []
  private var stepCounts: [Int] = []
  private var waitingCounts: [Int] = []
  /// Pairs of consecutive steps, by `pairKey`.
  private var pairs: [Int: Int] = [:]
  /// How many distinct options were chosen, and the options chosen in all, for the mean a rare
  /// one is measured against.
  private var distinctOptions = 0
  private var optionsChosen = 0

  /// The sequence's previous step (its id, and whether its effects waited), for pairs.
  private var previous: Int?
  /// What the current sequence recorded that the check had never seen.
  private(set) var sequenceNovelties = 0

  /// How much likelier `option` gets: 8 for an option never chosen, down to 1 for one chosen
  /// at least as often as the mean.
  func factor(forOption label: String) -> Int {
    let count = ids[label].map { optionCounts[$0] } ?? 0
    guard count > 0 else { return optionsChosen == 0 ? 1 : 8 }
    let mean = max(1, optionsChosen / max(1, distinctOptions))
    if count * 4 <= mean { return 4 }
    if count * 2 <= mean { return 2 }
    return 1
  }

  /// How rare `step` is after the sequence's previous step: higher for a step, or a pair, seen
  /// less. Compares candidates; the scale means nothing else.
  func rarity(of step: String) -> Int {
    guard let id = ids[step] else { return 1_000 + (previous == nil ? 0 : 500) }
    var score = 1_000 / (1 + stepCounts[id])
    if let previous { score += 500 / (1 + pairs[pairKey(previous, waitedKind(id, false)), default: 0]) }
    return score
  }

  /// Whether leaving `step`'s effects waiting is rare enough to do more often: done after under
  /// a quarter of this kind of step so far (unsteered, one in eight).
  func favoursWaiting(after step: String) -> Bool {
    guard let id = ids[step] else { return false }
    let count = stepCounts[id]
    return count > 0 && waitingCounts[id] * 4 < count
  }

  /// Starts a sequence: no previous step, nothing new yet.
  mutating func startSequence() {
    previous = nil
    sequenceNovelties = 0
  }

  /// Adds one step of the sequence: the option it chose, its kind, whether its effects waited,
  /// and the pair it makes with the step before.
  mutating func record(option: String, step: String, waited: Bool) {
    optionsChosen += 1
    let optionID = id(of: option)
    if optionCounts[optionID] == 0 { distinctOptions += 1 }
    sequenceNovelties += bump(&optionCounts[optionID])
    let stepID = id(of: step)
    sequenceNovelties += bump(&stepCounts[stepID])
    if waited { sequenceNovelties += bump(&waitingCounts[stepID]) }
    let kind = waitedKind(stepID, waited)
    if let previous {
      let key = pairKey(previous, kind)
      let old = pairs[key, default: 0]
      pairs[key] = old + 1
      if old == 0 { sequenceNovelties += 1 }
    }
    previous = kind
  }

  /// The number `label` counts under, numbering it if it is new.
  private mutating func id(of label: String) -> Int {
    if let known = ids[label] { return known }
    let new = ids.count
    ids[label] = new
    optionCounts.append(0)
    stepCounts.append(0)
    waitingCounts.append(0)
    return new
  }

  private func bump(_ count: inout Int) -> Int {
    count += 1
    return count == 1 ? 1 : 0
  }
}

/// A step's id with whether its effects waited: a step that leaves its effects waiting is
/// another step after which to count pairs.
private func waitedKind(_ id: Int, _ waited: Bool) -> Int { id &* 2 &+ (waited ? 1 : 0) }

/// One key for two consecutive steps (each a `waitedKind`).
private func pairKey(_ previous: Int, _ step: Int) -> Int { previous << 32 | step }

extension Steering {
  /// Draws a few candidate steps from `option` and keeps the rarest after the previous step,
  /// recording only the choices that make it; returns it with its kind (and, for a sent
  /// action, the chain of cases the kind was named from, for coverage).
  ///
  /// - Parameter optionKey: What steering counts `option` as (`steeringOption(option)`).
  func rarestStep<Action>(
    from option: StepOption<Action>, optionKey: String, source: inout ChoiceSource
  ) throws -> (step: Step<Action>, kind: String, caseLabel: String?) {
    let start = source.recorded.count
    // An answer's circumstances (its option's key), the kind of all its candidates.
    let optionKind = option.steeringKind == nil ? nil : optionKey
    var best = try option.gen.generate(from: &source)
    var (bestKind, bestCaseLabel) = steeringKind(of: best, from: option, optionKind: optionKind)
    // An option that makes its one step without a choice has nothing to pick among.
    guard source.recorded.count > start else { return (best, bestKind, bestCaseLabel) }
    var bestChoices = Array(source.recorded[start...])
    var bestRarity = rarity(of: bestKind)
    var drawn = [bestChoices]
    for _ in 1..<Self.candidates {
      let from = source.recorded.count
      let candidate = try option.gen.generate(from: &source)
      // The same choices make the same step again: its kind, costly to name, is known.
      let choices = source.recorded[from...]
      if drawn.contains(where: { $0.elementsEqual(choices) }) { continue }
      drawn.append(Array(choices))
      let (kind, caseLabel) = steeringKind(of: candidate, from: option, optionKind: optionKind)
      let candidateRarity = rarity(of: kind)
      if candidateRarity > bestRarity {
        best = candidate
        bestKind = kind
        bestCaseLabel = caseLabel
        bestChoices = drawn[drawn.count - 1]
        bestRarity = candidateRarity
      }
    }
    source.replaceLastChoices(source.recorded.count - start, with: bestChoices)
    return (best, bestKind, bestCaseLabel)
  }
}

/// What steering counts `step` as: its option's own kind (`optionKind`, an answer with its
/// circumstances, and whether it fails), else an action's case path, else the option's label;
/// with the action's case path where it was read.
private func steeringKind<Action>(
  of step: Step<Action>, from option: StepOption<Action>, optionKind: String?
) -> (kind: String, caseLabel: String?) {
  if let optionKind {
    // An answer that fails is another path through the feature than one that succeeds.
    if case .answer(_, _, .failure) = step { return (optionKind + " (failing)", nil) }
    return (optionKind, nil)
  }
  if case let .send(action, _, kind) = step {
    let cases = actionCaseLabel(action)
    return (kind == .coveredScreen ? cases + " (under another screen)" : cases, cases)
  }
  return (option.label, nil)
}

/// What steering counts `option` as among the options of a step: its own kind where it has one
/// (an answer with its circumstances), else its label and whether another screen covers it (the
/// same list is a different place under a sheet).
func steeringOption<Action>(_ option: StepOption<Action>) -> String {
  if let kind = option.steeringKind { return kind() }
  return option.isCovered ? option.label + " (under another screen)" : option.label
}
