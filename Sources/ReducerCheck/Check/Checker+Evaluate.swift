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
  /// - Parameter sampling: How thinly the costliest invariants judge it (see
  ///   ``Exploration/sampling``); `nil` judges everything, as saved cases and shrinking do.
  func evaluate(
    _ source: inout ChoiceSource, plan: [StepIntent?]? = nil, steering: Steering? = nil,
    sampling: (states: Int, replaysWhole: Bool)? = nil
  ) -> SequenceOutcome<Feature.State, Feature.Action> {
    let outcome = runner.run(
      &source, plan: plan, steering: steering, companion: lockstep?.makeCompanion(trailSlot),
      sampling: sampling?.states ?? 1)
    guard outcome.failure == nil, outcome.error == nil else { return outcome }
    // A second reduction that differed is always confirmed (or not) by a whole replay.
    let replaysWhole = sampling?.replaysWhole ?? true || outcome.reductionDifference != nil
    var judged = replaysWhole ? checkDeterminism(outcome) : outcome
    if judged.failure == nil, let lockstep, let companion = outcome.companion,
      let failure = lockstep.judgeReplay(companion, sampling?.replaysWhole ?? true),
      case let .step(index) = failure.moment
    {
      judged.steps = Array(outcome.steps.prefix(index + 1))
      judged.failure = failure
    }
    return judged
  }

  /// How thinly generated sequence `number` is judged, when it is sampled.
  func sampling(of number: Int) -> (states: Int, replaysWhole: Bool)? {
    let exploration = configuration.exploration
    guard exploration.sampling > 1 else { return nil }
    return (exploration.sampling, exploration.replaysWhole(number))
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
