import Generators
import ReducerCore

/// How a check judges one sequence: it runs the steps, then what judges a whole run (a replay
/// of every step on a fresh store, the lockstep's other feature), sampled as `Exploration` says.
extension Checker {
  /// Runs `choices` and, when it passes, runs it again to check that it gives the same states.
  ///
  /// - Parameter plan: For shrinking, what each step should do where it can (``StepIntent``).
  func evaluate(
    _ choices: ChoiceSequence, plan: [StepIntent?]? = nil
  ) -> SequenceOutcome<Feature.State, Feature.Action> {
    var source = ChoiceSource(replaying: choices)
    return evaluate(&source, plan: plan)
  }

  /// Runs a sequence drawn from `source` and, when it passes, checks that it replays the same.
  ///
  /// - Parameter sampledAs: The number of a generated sequence the costliest invariants judge
  ///   by sample (see ``Exploration/sampling``); `nil` judges everything, as a campaign, a
  ///   replay line, a saved case and shrinking do.
  func evaluate(
    _ source: inout ChoiceSource, plan: [StepIntent?]? = nil, steering: Steering? = nil,
    sampledAs number: Int? = nil
  ) -> SequenceOutcome<Feature.State, Feature.Action> {
    let exploration = configuration.exploration
    let sampled = number != nil && exploration.sampling > 1
    let inWholeReplaySample = number.map(exploration.replaysWhole) ?? true
    let outcome = runner.run(
      &source, plan: plan, steering: steering, companion: lockstep?.makeCompanion(trailSlot),
      sampling: sampled ? exploration.sampling : 1)
    guard outcome.failure == nil, outcome.error == nil else { return outcome }
    // A second reduction that differed is always confirmed (or not) by a whole replay.
    var judged =
      inWholeReplaySample || outcome.reductionDifference != nil ? checkDeterminism(outcome) : outcome
    if judged.failure == nil, let lockstep, let companion = outcome.companion,
      let failure = lockstep.judgeReplay(companion, inWholeReplaySample),
      case let .step(index) = failure.moment
    {
      judged.steps = Array(outcome.steps.prefix(index + 1))
      judged.failure = failure
    }
    return judged
  }

  /// Performs `outcome`'s steps again on a fresh store and lets the invariants that judge a
  /// whole sequence (deterministic replay) compare the two runs.
  func checkDeterminism(
    _ outcome: SequenceOutcome<Feature.State, Feature.Action>
  ) -> SequenceOutcome<Feature.State, Feature.Action> {
    let judges = configuration.invariants.compactMap { invariant in
      invariant.makeJudge().replay.map { (invariant.name, $0) }
    }
    guard !judges.isEmpty else { return outcome }
    let first = outcome.steps.map { $0.stateAfter }
    let replayed = runner.replayStates(of: outcome)
    for (name, judge) in judges {
      guard let (index, explanation) = judge(first, replayed, outcome.reductionDifference) else { continue }
      var failed = outcome
      failed.steps = Array(outcome.steps.prefix(index + 1))
      failed.failure = InvariantFailure(invariant: name, explanation: explanation, moment: .step(index))
      return failed
    }
    return outcome
  }
}
