import Foundation
import Generators
import ReducerCore
import StateDump

/// Runs one generated sequence against a fresh store, deterministically: effects run on the
/// checker's executor, time is a test clock, and every decision comes from a choice source.
struct SequenceRunner<Feature: Reducer>
where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  let reducer: Feature
  let initialState: Feature.State
  let configuration: CheckConfiguration<Feature>
  /// Told of every step, for the watchdog of a check.
  var heartbeat: Heartbeat?
  /// The check's slot in the crash trail, where judges note what they judge.
  var trailSlot: Int?
  /// The first stack id the initial state leaves free, found once for every store of the run.
  private let firstStackGeneration: Int

  /// - Parameter firstStackGeneration: The first stack id `initialState` leaves free, when the
  ///   caller already knows it (a check makes a runner per sequence); else it is found here.
  init(
    reducer: Feature, initialState: Feature.State, configuration: CheckConfiguration<Feature>,
    firstStackGeneration: Int? = nil
  ) {
    self.reducer = reducer
    self.initialState = initialState
    self.configuration = configuration
    self.firstStackGeneration = firstStackGeneration ?? firstFreeStackGeneration(in: initialState)
  }

  /// A runner for an exploration that is not a check (a trace, a navigation map), configured
  /// the way a check of `reducer` would be, then adjusted.
  init(
    exploring reducer: Feature,
    from initialState: Feature.State,
    configure: (inout CheckConfiguration<Feature>) -> Void,
    adjust: (inout CheckConfiguration<Feature>) -> Void = { _ in }
  ) {
    var configuration = CheckConfiguration<Feature>(makeReducer: { reducer })
    configure(&configuration)
    adjust(&configuration)
    self.init(
      reducer: configuration.makeReducer(), initialState: initialState, configuration: configuration)
  }

  /// Runs steps drawn from `source` until the sequence ends or an invariant breaks.
  ///
  /// - Parameter checkingInvariants: `false` to only record the states, as the
  ///   deterministic-replay re-run does.
  /// - Parameter fixedLength: Run exactly `maxSteps` steps, drawing no "one more step?"
  ///   choices (for traces, which are never shrunk).
  /// - Parameter plan: For shrinking, what each step should do where it can (see
  ///   ``StepIntent``), whatever the recorded choices pick; `nil` entries are free.
  /// - Parameter steering: What the check tried in the sequences before this one, to lean
  ///   toward the least tried (``Steering``); only a random source is steered.
  /// - Parameter companion: Told of every step after the invariants judged it, and may break
  ///   the sequence too (a lockstep check's second feature).
  /// - Parameter sampling: One changed state in how many the costliest step judges judge (see
  ///   ``StepFacts/sampling``); 1 for all.
  func run(
    _ source: inout ChoiceSource, checkingInvariants: Bool = true, fixedLength: Bool = false,
    plan: [StepIntent?]? = nil, steering: Steering? = nil,
    companion: (any StepCompanion<Feature.State, Feature.Action>)? = nil, sampling: Int = 1
  ) -> SequenceOutcome<Feature.State, Feature.Action> {
    var steering = source.isReplaying || plan != nil ? nil : steering
    steering?.startSequence()
    // Calls that outlived the answer to another call of their endpoint, for steering.
    var answeredAfterASibling = Set<Int>()
    var outcome = SequenceOutcome<Feature.State, Feature.Action>()
    let harness = Harness(
      reducer: reducer, initialState: initialState, configuration: configuration,
      firstStackGeneration: firstStackGeneration)
    defer { harness.tearDown() }
    let router = ActionRouter(
      reducer: reducer, generators: configuration.generators, interaction: configuration.screenInteraction)
    var before = initialState
    let judges = configuration.makeStepJudge(trailSlot: trailSlot)
    _ = harness.settle()

    do {
      if checkingInvariants,
        let failure = judges.initialState(initialState)
          ?? companion?.start(driverEndpoints: harness.endpoints)
      {
        outcome.failure = failure
        outcome.choices = ChoiceSequence(source.recorded)
        return outcome
      }
      let emphasis = Emphasis(salt: try source.choose(upTo: Emphasis.saltBound))
      for index in 0..<configuration.maxSteps {
        heartbeat?.beat(step: index)
        // "One more step?" — 0 (the simplest choice) ends the sequence.
        outcome.stepStarts.append(source.recorded.count)
        if !fixedLength {
          guard try source.choose(upTo: UInt64(configuration.stepsBeforeEnding)) != 0 else { break }
        }
        var sighting = CoverageSighting()
        let options = stepOptions(
          router: router, state: before, harness: harness, sighting: &sighting,
          answeredAfterASibling: answeredAfterASibling, companion: companion)
        outcome.wokenSteps.append(
          WokenSteps(
            pendingCalls: harness.endpoints.pending.map { ($0.name, $0.id) },
            hasDeadline: harness.clock.nextDeadline != nil || companion?.nextDeadline != nil,
            hasWaitingEffects: harness.executor.hasJobs || companion?.hasWaitingEffects == true))
        // What the previous step left on screen, seen while routing, is its coverage.
        if index > 0 { outcome.steps[index - 1].sightingAfter = sighting }
        // Options weighed 0 are not there (a lockstep check weighs probes to absent children 0).
        guard options.contains(where: { configuration.weights.weight(of: $0) > 0 }) else {
          // Nothing to do in the initial state means nothing to check; later, the user is
          // simply stuck (every button disabled, nothing pending), and the sequence ends.
          if index == 0 { throw CheckError(description: noActionsMessage) }
          break
        }
        let step: Step<Feature.Action>
        var steeredKind: String?
        var caseLabel: String?
        // What steering counts the chosen option as, named once for the step.
        var optionKey = ""
        do {
          let wanted = plan.flatMap { index < $0.count ? $0[index] : nil }
          let chosen = try chooseOption(
            options, wanted: wanted?.option, from: &source,
            leaning: { emphasis.factor(for: $0.label) },
            steering: steering.map { steering in { steering.factor(forOption: steeringOption($0)) } })
          outcome.stepKeys.append(chosen.key())
          if let steering {
            optionKey = steeringOption(chosen)
            (step, steeredKind, caseLabel) = try steering.rarestStep(
              from: chosen, optionKey: optionKey, source: &source)
          } else {
            step = try generate(chosen.gen, from: &source, matching: wanted)
          }
        } catch let error as GenerationError {
          throw CheckError(description: "A generator failed in step \(index + 1): \(error)")
        }
        if configuration.tracesSteps {
          FileHandle.standardError.write(Data("[ReducerCheck] step \(index + 1): \(step.description)\n".utf8))
        }
        // One send in eight leaves its effects waiting (the simplest choice, 0, runs them), so
        // the user can act again before they start.
        var effectsWait = false
        if case .send(_, _, let kind) = step, kind != .absentChild {
          if let steeredKind, steering?.favoursWaiting(after: steeredKind) == true {
            // Half the time rather than one in eight, recorded as the choice that waits.
            effectsWait = try source.choose(upTo: 7) >= 4
            source.replaceLastChoice(with: effectsWait ? 7 : 0)
          } else {
            effectsWait = try source.choose(upTo: 7) == 7
          }
        }
        if let steeredKind {
          steering?.record(option: optionKey, step: steeredKind, waited: effectsWait)
        }
        if steering != nil, case let .answer(call, endpoint, _) = step {
          // The calls of the same endpoint still waiting will be answered after a sibling.
          for other in harness.endpoints.pending where other.name == endpoint && other.id != call {
            answeredAfterASibling.insert(other.id)
          }
        }
        let events = harness.perform(step, token: index, runningEffects: !effectsWait)
        let after = harness.state
        outcome.steps.append(
          ExecutedStep(
            step: step, effectsWaited: effectsWait, stateAfter: after, notes: events.notes,
            transitions: transitions(of: events), answered: events.answered, caseLabel: caseLabel))
        if checkingInvariants,
          let failure = judges.step(
            StepFacts(
              moment: .step(index), before: before, after: after, events: events,
              jobLimit: configuration.jobLimit, sampling: sampling))
            ?? companion?.follow(outcome.steps[index], index: index, events: events)
        {
          outcome.failure = failure
          break
        }
        before = after
      }
      outcome.calls = calls(madeIn: harness)
      if checkingInvariants, outcome.failure == nil {
        outcome.failure = leaveEveryScreen(
          harness: harness, router: router, outcome: &outcome, judges: judges, companion: companion)
        if outcome.failure == nil {
          var answers = ChoiceSource(seed: 0)
          let (events, state, lingering, windDown) = harness.finishSchedule { call in
            // A generator that cannot answer leaves its call waiting (in a step, it stops the check).
            let spec = configuration.endpoints.first { $0.name == call.name }
            return spec.flatMap { try? $0.answersAfterLeaving(call.input).generate(from: &answers) }
          }
          outcome.afterSchedule = (events.notes, state)
          outcome.windDown = windDown.map { ($0.0.notes, $0.1) }
          outcome.failure =
            judges.step(
              StepFacts(
                moment: .endOfSchedule, before: state, after: state, events: events,
                jobLimit: configuration.jobLimit, lingering: lingering))
            ?? companion?.finishSchedule(events: events, state: state)
        }
      }
    } catch let error as CheckError {
      outcome.error = error
    } catch {
      outcome.error = CheckError(description: "\(error)")
    }
    outcome.choices = ChoiceSequence(source.recorded)
    outcome.steering = steering
    outcome.companion = companion
    outcome.reductionDifference = harness.secondReductions.firstDifference
    return outcome
  }

  /// Picks one of `options` by weight (times the `leaning` factor) with one choice from
  /// `source`; when `wanted` names an option that is there, takes that one instead and records
  /// the choice that picks it.
  ///
  /// - Parameter steering: A further factor per option (``Steering``). The pick is then
  ///   recorded as the choice that makes it without that factor, so a replay of the choices
  ///   takes the same option unsteered.
  private func chooseOption(
    _ options: [StepOption<Feature.Action>], wanted: String?, from source: inout ChoiceSource,
    leaning factor: (StepOption<Feature.Action>) -> Int,
    steering: ((StepOption<Feature.Action>) -> Int)? = nil
  ) throws -> StepOption<Feature.Action> {
    // Weights by index, not an array of (weight, option) pairs: generic code looks a tuple's
    // metadata up, and copies the option, on every access.
    var weights: [Int] = []
    weights.reserveCapacity(options.count)
    for option in options { weights.append(configuration.weights.weight(of: option) * factor(option)) }
    let weighted = weights.indices.filter { weights[$0] > 0 }
    guard !weighted.isEmpty else {
      throw GenerationError.nothingToChooseFrom("the step's options (every weight is 0)")
    }
    // Drawn over the steered weights when steering; then, as for a wanted option, the choice
    // recorded is the one that picks the same option over the plain weights.
    var drawn = weights
    if let steering { for index in weighted { drawn[index] *= steering(options[index]) } }
    var pick = Int(try source.choose(upTo: UInt64(weighted.reduce(0) { $0 + drawn[$1] } - 1)))
    var chosen = weighted[weighted.count - 1]
    if let wanted, let index = weighted.first(where: { options[$0].key() == wanted }) {
      chosen = index
    } else {
      for index in weighted {
        if pick < drawn[index] {
          chosen = index
          break
        }
        pick -= drawn[index]
      }
      if steering == nil { return options[chosen] }
    }
    source.replaceLastChoice(with: UInt64(weighted.prefix { $0 != chosen }.reduce(0) { $0 + weights[$1] }))
    return options[chosen]
  }

  /// The calls the steps made, for coverage: each endpoint's name, and whether the call still
  /// waits though the screen that made it closed.
  private func calls(madeIn harness: Harness<Feature>) -> [(endpoint: String, waitingForAClosedScreen: Bool)]
  {
    let made = harness.endpoints.calls(after: 0)
    guard !made.isEmpty else { return [] }
    let waiting = Set(harness.endpoints.pending.map(\.id))
    return made.map { call in
      let late =
        waiting.contains(call.id)
        && call.effect.map { harness.ownership.screenState(ofEffect: $0) == .closed } == true
      return (call.name, late)
    }
  }

  /// Performs `outcome`'s steps again on a fresh store, exactly as they ran, and returns the
  /// state after each: what deterministic replay compares, without generating anything.
  func replayStates(of outcome: SequenceOutcome<Feature.State, Feature.Action>) -> [Feature.State] {
    let harness = Harness(
      reducer: reducer, initialState: initialState, configuration: configuration,
      firstStackGeneration: firstStackGeneration, recordingEvents: false)
    defer { harness.tearDown() }
    _ = harness.settle()
    return outcome.steps.indices.map { index in
      let executed = outcome.steps[index]
      _ = harness.perform(executed.step, token: index, runningEffects: !executed.effectsWaited)
      return harness.state
    }
  }

  /// The state after each action a step handled, placed among the step's notes.
  private func transitions(
    of events: StepEvents<Feature.State, Feature.Action>
  ) -> [ExecutedStep<Feature.State, Feature.Action>.StateChange] {
    events.transitions.map { .init(notesBefore: $0.notesBefore, stateAfter: $0.after) }
  }

  private func stepOptions(
    router: ActionRouter<Feature>, state: Feature.State, harness: Harness<Feature>,
    sighting: inout CoverageSighting, answeredAfterASibling: Set<Int>,
    companion: (any StepCompanion<Feature.State, Feature.Action>)?
  ) -> [StepOption<Feature.Action>] {
    var options = router.options(in: state, nextStackID: harness.nextStackID, sighting: &sighting)
    // What effects make possible on either side: time a lockstep's other feature waits on, or
    // its effects left waiting, must come to pass there too.
    if harness.executor.hasJobs || companion?.hasWaitingEffects == true {
      options.append(
        StepOption(label: "let the waiting effects run", category: .runEffects, gen: .always(.runEffects)))
    }
    let ownWait = harness.clock.nextDeadline.map { harness.clock.now.duration(to: $0) }
    if let wait = [ownWait, companion?.nextDeadline].compactMap({ $0 }).min() {
      options.append(
        StepOption(label: "advance the clock", category: .advanceClock, gen: .always(.advanceClock(wait))))
    }
    let pending = harness.endpoints.pending
    for call in pending {
      guard let spec = configuration.endpoints.first(where: { $0.name == call.name }) else { continue }
      let input = call.input
      let earlier = pending.prefix { $0.id != call.id }
        .filter { $0.name == call.name }.count
      options.append(
        StepOption(
          label: "answer \(call.name)", category: .answer,
          gen: spec.answers(call.input).map { .answer(call: call.id, endpoint: call.name, result: $0) },
          key: { "answer \(call.name) for \(stateDumpLine(input)) #\(earlier)" },
          steeringKind: {
            "answer \(call.name)"
              + (call.effect.map { harness.ownership.screenState(ofEffect: $0) == .closed } == true
                ? " after its screen closed" : "")
              + (pending.contains { $0.name == call.name && $0.id != call.id } ? " with another waiting" : "")
              + (answeredAfterASibling.contains(call.id) ? " after another was answered" : "")
          }))
    }
    return options
  }

  /// The invariants that can only be judged once the schedule is over.
  /// Closes every screen, top-most first, the way a user leaving the app does, checking the
  /// invariants after each close like after any step. What must stop when the user leaves then
  /// has its chance to be judged: effects of closed screens, timers, debounces.
  private func leaveEveryScreen(
    harness: Harness<Feature>, router: ActionRouter<Feature>,
    outcome: inout SequenceOutcome<Feature.State, Feature.Action>,
    judges: StepJudge<Feature.State, Feature.Action>,
    companion: (any StepCompanion<Feature.State, Feature.Action>)?
  ) -> InvariantFailure? {
    // A bound, for a feature that presents a screen again whenever one closes.
    for _ in 0..<leavingBound {
      let before = harness.state
      guard let step = router.leavingStep(in: before, nextStackID: harness.nextStackID) else { return nil }
      let index = outcome.steps.count
      let events = harness.perform(step, token: index)
      let after = harness.state
      outcome.steps.append(
        ExecutedStep(step: step, stateAfter: after, notes: events.notes, transitions: transitions(of: events))
      )
      if let failure = judges.step(
        StepFacts(
          moment: .step(index), before: before, after: after, events: events, jobLimit: configuration.jobLimit
        ))
        ?? companion?.follow(outcome.steps[index], index: index, events: events)
      {
        return failure
      }
    }
    return nil
  }

  private var noActionsMessage: String {
    """
    The checker found no action to send to \(typeName(Feature.self)): neither it nor any child \
    that is present conforms to ActionGenerating.

    Add a conformance to each leaf feature, saying what a user can do on its screen:

        extension \(typeName(Feature.self)): ActionGenerating {
          static func actions(for state: State) -> Gen<Action> {
            .oneOf(.always(.someButtonTapped), …)
          }
        }
    """
  }

}

/// Indents every line of `text` by four spaces.
func indent(_ text: String, by spaces: Int = 4) -> String {
  let padding = String(repeating: " ", count: spaces)
  return text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.isEmpty ? "" : padding + $0 }.joined(separator: "\n")
}
