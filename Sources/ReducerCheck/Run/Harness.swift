import ReducerCore
import StateDump

/// How many more sleeps the clock wakes after the schedule before the effects still running are
/// said to linger.
let deadlinesAfterSchedule = 50

/// How many rounds the wind-down runs (each answers every pending call, or wakes the next sleep)
/// before work a closed screen left still running is said to run on without end. Shared by all
/// such work: two retries left running at once get about half each.
let windDownRounds = 100

/// A fresh store for one sequence, with the checker's executor, test clock, controlled
/// endpoints and event log: it performs steps and records what they caused, and hands the
/// store's events to `EffectOwnership`, which knows whom each effect works for.
final class Harness<Feature: Reducer>
where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  let core: StoreCore<Feature.State, Feature.Action>
  let executor = DrivenExecutor()
  let clock = TestClock()
  let endpoints = EndpointRegistry()
  private let recorder = EventRecorder<StoreEvent<Feature.State, Feature.Action>>()
  private let jobLimit: Int
  /// Whom each effect works for, and when that child ended.
  let ownership: EffectOwnership<Feature>
  /// The state after the last handled action.
  private var lastState: Feature.State
  /// Second runs of the reducer that differed from the first, when an invariant compares them.
  let secondReductions: SecondReductions<Feature.State, Feature.Action>

  /// - Parameters:
  ///   - firstStackGeneration: The first stack id no element of `initialState` uses, found once
  ///     per check (see `firstFreeStackGeneration(in:)`).
  ///   - recordingEvents: `false` for a run whose states alone matter (the deterministic-replay
  ///     re-run): steps then report no events, and nothing is kept for them.
  init(
    reducer: Feature, initialState: Feature.State, configuration: CheckConfiguration<Feature>,
    firstStackGeneration: Int, recordingEvents: Bool = true
  ) {
    var dependencies = DependencyValues.testing(clock: clock)
    for endpoint in configuration.endpoints { endpoint.install(&dependencies, endpoints) }
    configuration.prepareDependencies(&dependencies)
    var storeConfiguration = StoreCore<Feature.State, Feature.Action>.Configuration()
    storeConfiguration.executor = executor
    storeConfiguration.actionLimit = configuration.actionLimit
    storeConfiguration.firstStackGeneration = firstStackGeneration
    let recorder = self.recorder
    // Ignored, not absent: without an observer a store prints its warnings.
    if recordingEvents {
      storeConfiguration.onEvent = { recorder.record($0) }
    } else {
      storeConfiguration.onEvent = { _ in }
    }
    // A re-run (recordingEvents false) reduces twice as the run it repeats did: a dependency of
    // the app's own that counts is then read the same way in both.
    let secondReductions = SecondReductions<Feature.State, Feature.Action>()
    self.secondReductions = secondReductions
    if configuration.invariants.contains(where: { $0.comparesReductions }) {
      storeConfiguration.onSecondReduction = { secondReductions.compare($0, second: $1, effectsAgree: $2) }
    }
    self.jobLimit = configuration.jobLimit
    self.ownership = EffectOwnership(longLivingEffects: configuration.longLivingDeclarations)
    self.core = StoreCore(
      initialState: initialState, reducer: configuration.makeReducer(), dependencies: dependencies,
      configuration: storeConfiguration)
    self.lastState = initialState
  }

  var state: Feature.State { core.state }
  var nextStackID: StackElementID { StackElementID(generation: core.stackElementIDs.peek) }

  /// Performs `step`; with `runningEffects` false, a send leaves its effects' jobs waiting.
  func perform(_ step: Step<Feature.Action>, token: Int, runningEffects: Bool = true) -> Events {
    secondReductions.step = token
    var settled = true
    var excusedToken: Int?
    switch step {
    case let .send(action, _, kind):
      if kind == .absentChild { excusedToken = token }
      core.send(action, origin: .external(token: token))
      if runningEffects { settled = settle() }
    case .runEffects:
      settled = settle()
    case let .advanceClock(duration):
      settled = advanceClock(by: duration)
    case let .answer(call, _, result):
      // Whose the call is, before the answer may close its screen.
      let caller = endpoints.caller(of: call)
      let screen = caller.map { ownership.screenState(ofEffect: $0) } ?? .none
      let delivered = endpoints.answer(call, with: result) != nil
      settled = settle()
      var events = absorbEvents(step: token, excusedToken: excusedToken, settled: settled)
      events.answered = caller.map { AnsweredCall(effect: name($0), dropped: !delivered, caller: screen) }
      return events
    }
    return absorbEvents(step: token, excusedToken: excusedToken, settled: settled)
  }

  /// Moves the clock forward by `duration`, letting each woken effect run before the next.
  @discardableResult
  func advanceClock(by duration: Duration) -> Bool {
    var settled = true
    let target = clock.now.advanced(by: duration)
    while clock.wakeNext(until: target) {
      settled = settle() && settled
    }
    clock.move(to: target)
    return settled
  }

  /// What a step caused.
  typealias Events = StepEvents<Feature.State, Feature.Action>

  func absorbEvents(step: Int, excusedToken: Int?, settled: Bool) -> Events {
    var result = Events(settled: settled)
    let events = recorder.drain()
    // A warning is recorded before the action it came from; find the excused action first.
    var excusedIndex: Int?
    if let excusedToken {
      for event in events {
        guard case let .processed(processed) = event, case let .external(token) = processed.origin,
          token == excusedToken
        else { continue }
        excusedIndex = processed.index
        break
      }
    }
    for call in endpoints.pending {
      if let effect = call.effect { ownership.noteEndpoint(call.name, calledBy: effect) }
    }
    var lastProcessed: ProcessedAction<Feature.State, Feature.Action>?
    // By index, not `enumerated()`: generic code builds a tuple's metadata and copies each
    // event for every step of that iterator (6 % of a runaway check in a profile).
    for position in events.indices {
      switch events[position] {
      case let .processed(processed):
        lastProcessed = processed
        ownership.sawAction(processed, step: step)
        let before = lastState
        result.transitions.append(
          .init(
            before: before, action: processed.action, after: processed.stateAfter,
            notesBefore: result.notes.count + (processed.origin.isExternal ? 0 : 1),
            isSentOn: isSynchronous(processed.origin)))
        lastState = processed.stateAfter
        guard !processed.origin.isExternal else { continue }
        result.notes.append(.received(action: processed.action, origin: origin(processed.origin)))
        if case let .effect(id) = processed.origin,
          let stale = ownership.staleDelivery(
            of: processed, from: id, before: before, events: events, at: position,
            note: result.notes.count - 1)
        {
          result.staleDeliveries.append(stale)
        }
      case let .effectStarted(record):
        let startedOn = ownership.sawEffectStart(record, lastProcessed: lastProcessed)
        let target = record.startedFor.flatMap { record.navigationPath.hasPrefix($0) ? nil : $0 }
        result.notes.append(
          .started(
            effect: name(record.id), fileID: record.fileID, line: record.line,
            path: record.navigationPath, startedFor: target, startedOn: startedOn))
      case let .effectEnded(id, cancelled):
        if cancelled { result.notes.append(.cancelled(effect: name(id))) }
      case let .warning(warning, actionIndex, _):
        guard actionIndex == nil || actionIndex != excusedIndex else { continue }
        let origin = actionIndex.flatMap { index in
          events.lazy.compactMap { event -> ProcessedAction<Feature.State, Feature.Action>? in
            guard case let .processed(processed) = event, processed.index == index else { return nil }
            return processed
          }.first
        }
        result.warnings.append(
          Warning(warning: warning, provenance: origin.flatMap { ownership.provenance(of: $0, step: step) }))
      case let .navigationEnded(path, actionIndex):
        ownership.sawEnding(path, actionIndex: actionIndex ?? -1, step: step)
      case let .runaway(warning):
        result.runaway = warning.message
      }
    }
    return result
  }

  /// Runs effects until none can run.
  ///
  /// - Returns: `false` when they were still running after the job limit.
  @discardableResult
  func settle() -> Bool { executor.runUntilIdle(limit: jobLimit) }

  /// Cancels every effect and lets them end on the executor.
  func tearDown() {
    core.cancelAll()
    settle()
  }

  /// Where an action the user did not send came from, for its note.
  private func origin(_ origin: ActionOrigin) -> StepNote<Feature.Action>.Origin {
    switch origin {
    case .external: .user
    case .synchronous: .synchronous
    case let .effect(id): .effect(name(id))
    case .dismissal: .dismissal
    }
  }

  /// `E1`, or `E1 "detail request"` for an effect that called a controlled endpoint.
  func name(_ id: EffectRecord.ID) -> EffectName { ownership.name(id) }
}

/// Whether an action was sent on at once (`.send`) while another was handled.
private func isSynchronous(_ origin: ActionOrigin) -> Bool {
  if case .synchronous = origin { return true }
  return false
}
