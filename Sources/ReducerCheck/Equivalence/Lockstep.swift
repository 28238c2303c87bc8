import Generators
import ReducerCore
import StateDump

/// The second feature of a lockstep check, driven beside the first: each step the runner
/// performs is carried across (``LockstepBridge/translate``) and performed here with the same
/// clock advance, the same endpoint answer or the same waiting effects, and then the two sides
/// are compared: what the projection sees of each state, the actions each received, the
/// endpoint calls each made and which of them still wait. Where this side is the new feature,
/// its invariants judge each step as in a check.
final class Lockstep<Driver: Reducer, Follower: Reducer, View: Equatable>: StepCompanion
where
  Driver.State: Equatable & Sendable, Driver.Action: Sendable,
  Follower.State: Equatable & Sendable, Follower.Action: Sendable
{
  typealias State = Driver.State
  typealias Action = Driver.Action

  let bridge: LockstepBridge<Driver, Follower, View>
  private let harness: Harness<Follower>
  private let judges: StepJudge<Follower.State, Follower.Action>?
  private var driverEndpoints: EndpointRegistry?
  private var callsCompared = 0
  private var before: Follower.State

  /// This side's steps, aligned with the driver's: `nil` for a step it has no counterpart of.
  private(set) var steps: [ExecutedStep<Follower.State, Follower.Action>?] = []
  /// What happened here while time ran on after the last step.
  private(set) var afterSchedule: (notes: [StepNote<Follower.Action>], state: Follower.State)?
  /// What this side could not take or compare.
  private(set) var tally = LockstepTally()
  /// The invariant of this side that broke, when one did (not a divergence).
  private(set) var brokenInvariant: InvariantFailure?
  /// Whether the divergence found includes the actions received.
  private(set) var receiptsDiffered = false
  /// The calls waiting on each side when the calls were last compared, by number.
  private(set) var waiting: (driver: [Int], follower: [Int]) = ([], [])

  private let firstStackGeneration: Int

  init(bridge: LockstepBridge<Driver, Follower, View>, firstStackGeneration: Int, trailSlot: Int?) {
    self.bridge = bridge
    self.firstStackGeneration = firstStackGeneration
    harness = Harness(
      reducer: bridge.follower.makeReducer(), initialState: bridge.followerInitialState,
      configuration: bridge.follower, firstStackGeneration: firstStackGeneration)
    judges = bridge.judgesFollower ? bridge.follower.makeStepJudge(trailSlot: trailSlot) : nil
    before = bridge.followerInitialState
  }

  deinit { harness.tearDown() }

  /// This side's steps as a sequence of its own, for its printed test and its report: the
  /// steps it had no counterpart of are left out.
  var outcome: SequenceOutcome<Follower.State, Follower.Action> {
    var outcome = SequenceOutcome<Follower.State, Follower.Action>()
    outcome.steps = steps.compactMap { $0 }
    outcome.afterSchedule = afterSchedule
    outcome.failure = brokenInvariant
    return outcome
  }

  var nextDeadline: Duration? { harness.clock.nextDeadline.map { harness.clock.now.duration(to: $0) } }
  var hasWaitingEffects: Bool { harness.executor.hasJobs }

  func start(driverEndpoints: EndpointRegistry) -> InvariantFailure? {
    self.driverEndpoints = driverEndpoints
    _ = harness.settle()
    return judges?.initialState(before).map(markedAsNew)
  }

  func follow(
    _ executed: ExecutedStep<Driver.State, Driver.Action>, index: Int,
    events: StepEvents<Driver.State, Driver.Action>
  ) -> InvariantFailure? {
    let step: Step<Follower.Action>
    switch executed.step {
    case let .send(action, label, kind):
      guard let translated = bridge.translate(action, before) else {
        tally.untranslatedSteps += 1
        steps.append(nil)
        return compare(
          executed.stateAfter, events: events, ours: StepEvents(settled: true), moment: .step(index),
          stateBefore: before)
      }
      step = .send(translated, label: label, kind: kind)
    case let .advanceClock(duration): step = .advanceClock(duration)
    case let .answer(call, endpoint, result): step = .answer(call: call, endpoint: endpoint, result: result)
    case .runEffects: step = .runEffects
    }
    let stateBefore = before
    let ours = harness.perform(step, token: index, runningEffects: !executed.effectsWaited)
    let after = harness.state
    steps.append(
      ExecutedStep(
        step: step, effectsWaited: executed.effectsWaited, stateAfter: after, notes: ours.notes,
        transitions: ours.transitions.map { .init(notesBefore: $0.notesBefore, stateAfter: $0.after) },
        answered: ours.answered))
    if let judges,
      let failure = judges.step(
        StepFacts(
          moment: .step(index), before: before, after: after, events: ours,
          jobLimit: bridge.follower.jobLimit))
    {
      brokenInvariant = markedAsNew(failure)
      return brokenInvariant
    }
    before = after
    return compare(executed, events: events, ours: ours, moment: .step(index), stateBefore: stateBefore)
  }

  func finishSchedule(
    events: StepEvents<Driver.State, Driver.Action>, state: Driver.State
  ) -> InvariantFailure? {
    // Screens the driver's leaving did not close here (the driver cannot close its own: routes
    // written by hand) this side closes itself, as a check of it would, so its work is judged
    // as there; the two ends then say nothing about each other and are not compared.
    let closedAlone = closeWhatIsLeft()
    if let failure = closedAlone.failure { return failure }
    var answers = ChoiceSource(seed: 0)
    let specs = bridge.follower.endpoints
    let (ours, after, lingering, _) = harness.finishSchedule { call in
      let spec = specs.first { $0.name == call.name }
      return spec.flatMap { try? $0.answersAfterLeaving(call.input).generate(from: &answers) }
    }
    afterSchedule = (ours.notes, after)
    if let judges,
      let failure = judges.step(
        StepFacts(
          moment: .endOfSchedule, before: after, after: after, events: ours,
          jobLimit: bridge.follower.jobLimit, lingering: lingering))
    {
      brokenInvariant = markedAsNew(failure)
      return brokenInvariant
    }
    if closedAlone.count > 0 {
      tally.endsClosedAlone += 1
      return nil
    }
    return compare(state, events: events, ours: ours, moment: .endOfSequence, stateBefore: after)
  }

  /// Closes this side's screens, top-most first, that are still open after the driver left
  /// every screen it could close; each close is judged as the end of the schedule is.
  private func closeWhatIsLeft() -> (count: Int, failure: InvariantFailure?) {
    let router = ActionRouter(
      reducer: bridge.follower.makeReducer(), generators: bridge.follower.generators, interaction: .topMost)
    var count = 0
    while count < leavingBound {
      let stateBefore = harness.state
      guard let step = router.leavingStep(in: stateBefore, nextStackID: harness.nextStackID) else { break }
      let ours = harness.perform(step, token: steps.count + count)
      count += 1
      if let judges,
        let failure = judges.step(
          StepFacts(
            moment: .endOfSchedule, before: stateBefore, after: harness.state, events: ours,
            jobLimit: bridge.follower.jobLimit))
      {
        brokenInvariant = markedAsNew(failure)
        return (count, brokenInvariant)
      }
    }
    return (count, nil)
  }

  // MARK: Comparing

  private func compare(
    _ executed: ExecutedStep<Driver.State, Driver.Action>, events: StepEvents<Driver.State, Driver.Action>,
    ours: StepEvents<Follower.State, Follower.Action>, moment: InvariantFailure.Moment,
    stateBefore: Follower.State
  ) -> InvariantFailure? {
    compare(executed.stateAfter, events: events, ours: ours, moment: moment, stateBefore: stateBefore)
  }

  /// - Parameter stateBefore: This side's state before the step, which a mapping that reads
  ///   the state carries a received action across in (else in the state after it).
  private func compare(
    _ driverState: Driver.State, events: StepEvents<Driver.State, Driver.Action>,
    ours: StepEvents<Follower.State, Follower.Action>, moment: InvariantFailure.Moment,
    stateBefore: Follower.State
  ) -> InvariantFailure? {
    var differences = LockstepDifferences(driverIsOld: bridge.driverIsOld)
    do {
      let driverView = try bridge.viewDriver(driverState)
      let followerView = try bridge.viewFollower(harness.state)
      tally.comparedStates += 1
      if driverView != followerView { differences.states(driverView, followerView) }
    } catch {
      tally.unprojectedStates += 1
      tally.projectionError = tally.projectionError ?? "\(error)"
    }
    if bridge.comparesEffects {
      compareReceipts(events.notes, ours.notes, stateBefore: stateBefore, into: &differences)
      compareCalls(into: &differences)
    }
    guard !differences.isEmpty else { return nil }
    receiptsDiffered = differences.receiptsDiffer
    return InvariantFailure(invariant: behavesAlikeInvariant, explanation: differences.text, moment: moment)
  }

  /// `action`, received by the driver at the step at `index` (`nil`: after the schedule), as
  /// this side would receive it.
  func translated(received action: Driver.Action, atStep index: Int?) -> Follower.Action? {
    var before = bridge.followerInitialState
    for case let step? in steps.prefix(index ?? steps.count) { before = step.stateAfter }
    if let translated = bridge.translate(action, before) { return translated }
    let after = index.flatMap { $0 < steps.count ? steps[$0]?.stateAfter : nil } ?? afterSchedule?.state
    return after.flatMap { bridge.translate(action, $0) }
  }

  /// The actions each side received (not the user's), compared as printed once carried across.
  private func compareReceipts(
    _ driverNotes: [StepNote<Driver.Action>], _ ourNotes: [StepNote<Follower.Action>],
    stateBefore: Follower.State, into differences: inout LockstepDifferences
  ) {
    var theirs: [String] = []
    for note in driverNotes {
      guard case let .received(action, _) = note else { continue }
      guard let translated = bridge.translate(action, stateBefore) ?? bridge.translate(action, harness.state)
      else {
        tally.uncomparedReceipts += 1
        return
      }
      theirs.append(stateDumpLine(translated))
    }
    var ours: [String] = []
    for note in ourNotes {
      if case let .received(action, _) = note { ours.append(stateDumpLine(action)) }
    }
    if theirs != ours { differences.receipts(theirs, ours) }
  }

  /// The endpoint calls each side made since the last comparison (name and input), and which
  /// calls still wait for an answer. Calls are numbered in the order made, so where the calls
  /// agree a call's number names the same call on both sides.
  private func compareCalls(into differences: inout LockstepDifferences) {
    guard let driverEndpoints else { return }
    let theirs = driverEndpoints.calls(after: callsCompared)
    let ours = harness.endpoints.calls(after: callsCompared)
    func described(_ calls: [EndpointRegistry.MadeCall]) -> [String] {
      calls.map { "\"\($0.name)\" call \($0.id) with \(stateDumpLine($0.input))" }
    }
    if described(theirs) != described(ours) {
      differences.calls(described(theirs), described(ours))
      return
    }
    callsCompared += ours.count
    waiting = (driverEndpoints.pending.map(\.id), harness.endpoints.pending.map(\.id))
    let theirWaiting = driverEndpoints.pending.map { "\"\($0.name)\" call \($0.id)" }
    let ourWaiting = harness.endpoints.pending.map { "\"\($0.name)\" call \($0.id)" }
    if theirWaiting != ourWaiting { differences.waiting(theirWaiting, ourWaiting) }
  }

  /// Where this side is the new feature, the invariants that judge a whole sequence
  /// (deterministic replay): its steps performed again on a fresh store must give the same
  /// states. The failure names the driver's step. As in a check, only a sequence `sampled` for
  /// a whole replay, or one whose second reduction differed here, is performed again.
  func judgeReplay(sampled: Bool) -> InvariantFailure? {
    guard judges != nil, brokenInvariant == nil,
      sampled || harness.secondReductions.firstDifference != nil
    else { return nil }
    let replayJudges = bridge.follower.invariants.compactMap { invariant in
      invariant.makeJudge().replay.map { (invariant.name, $0) }
    }
    guard !replayJudges.isEmpty else { return nil }
    let replaying = Harness(
      reducer: bridge.follower.makeReducer(), initialState: bridge.followerInitialState,
      configuration: bridge.follower, firstStackGeneration: firstStackGeneration, recordingEvents: false)
    defer { replaying.tearDown() }
    _ = replaying.settle()
    // The driver's index of each step this side took.
    let taken = steps.indices.filter { steps[$0] != nil }
    var first: [Follower.State] = []
    var replayed: [Follower.State] = []
    for index in taken {
      let executed = steps[index]!
      _ = replaying.perform(executed.step, token: index, runningEffects: !executed.effectsWaited)
      first.append(executed.stateAfter)
      replayed.append(replaying.state)
    }
    // The second reductions' step, counted as `first` counts them.
    var reduction = harness.secondReductions.firstDifference
    if let step = reduction?.step { reduction?.step = taken.firstIndex(of: step) ?? 0 }
    for (name, judge) in replayJudges {
      guard let (index, explanation) = judge(first, replayed, reduction) else { continue }
      let failure = markedAsNew(
        InvariantFailure(invariant: name, explanation: explanation, moment: .step(taken[index])))
      brokenInvariant = failure
      return failure
    }
    return nil
  }

  private func markedAsNew(_ failure: InvariantFailure) -> InvariantFailure {
    var failure = failure
    failure.explanation = "In the new feature, \(bridge.followerName): " + failure.explanation
    return failure
  }
}
