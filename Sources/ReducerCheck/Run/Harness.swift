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
/// endpoints and event log, and the provenance of every effect.
final class Harness<Feature: Reducer>
where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  let core: StoreCore<Feature.State, Feature.Action>
  let executor = DrivenExecutor()
  let clock = TestClock()
  let endpoints = EndpointRegistry()
  private let recorder = EventRecorder<StoreEvent<Feature.State, Feature.Action>>()
  private let jobLimit: Int
  let longLivingEffects: LongLivingEffects
  /// Effects by id, as they were started.
  var effects = DenseTable<EffectRecord>()
  /// The endpoint each effect called, for naming it in reports.
  private var endpointOfEffect: [EffectRecord.ID: String] = [:]
  /// Children that went away, with the action that ended them.
  var endings: [(path: NavigationIDPath, actionIndex: Int, step: Int)] = []
  /// The step each action was handled in.
  private var stepOfAction = DenseTable<Int>()
  /// Actions an effect sent that were routed to no child: effects they start are for whatever
  /// child the sending effect was for.
  private var inheritingActions: [Int: EffectRecord.ID] = [:]
  /// Effects a parent started while handling a child's `.delegate` message: the parent's own.
  /// The actions that started effects for a child, kept until an ending makes it matter
  /// whether they were `.delegate` messages (effects a parent starts on one are its own).
  private var actionsStartingChildEffects: [Int: Feature.Action] = [:]
  /// The child each effect belongs to, once decided (`.some(nil)`: the parent's own).
  private var owners: [EffectRecord.ID: NavigationIDPath?] = [:]
  /// The child each action worked for, where it worked for one (routed to it, or sent on with
  /// `.send` or by an effect from an action that worked for it), and the action its chain
  /// began with. Kept only for actions that serve a child: a root's loop writes nothing here.
  var servedByAction: [Int: (screen: NavigationIDPath, began: Int)] = [:]
  /// Effects whose late deliveries harm only by a navigation warning or a write into a later
  /// child at their child's place (see `owner(of:)`).
  private var judgedByWrites: Set<EffectRecord.ID> = []
  /// The state after the last handled action.
  private var lastState: Feature.State

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
    self.jobLimit = configuration.jobLimit
    self.longLivingEffects = configuration.longLivingDeclarations
    self.core = StoreCore(
      initialState: initialState, reducer: configuration.makeReducer(), dependencies: dependencies,
      configuration: storeConfiguration)
    self.lastState = initialState
  }

  var state: Feature.State { core.state }
  var nextStackID: StackElementID { StackElementID(generation: core.stackElementIDs.peek) }

  /// Performs `step`; with `runningEffects` false, a send leaves its effects' jobs waiting.
  func perform(_ step: Step<Feature.Action>, token: Int, runningEffects: Bool = true) -> Events {
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
      let delivered = endpoints.answer(call, with: result) != nil
      settled = settle()
      var events = absorbEvents(step: token, excusedToken: excusedToken, settled: settled)
      events.answered = endpoints.caller(of: call).map {
        AnsweredCall(effect: name($0), dropped: !delivered)
      }
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
      if let effect = call.effect { endpointOfEffect[effect] = call.name }
    }
    var lastProcessed: ProcessedAction<Feature.State, Feature.Action>?
    // By index, not `enumerated()`: generic code builds a tuple's metadata and copies each
    // event for every step of that iterator (6 % of a runaway check in a profile).
    for position in events.indices {
      switch events[position] {
      case let .processed(processed):
        lastProcessed = processed
        stepOfAction[processed.index] = step
        if processed.target == nil, case let .effect(id) = processed.origin {
          inheritingActions[processed.index] = id
        }
        if let served = served(by: processed) { servedByAction[processed.index] = served }
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
          let stale = staleDelivery(
            of: processed, from: id, before: before, events: events, at: position,
            note: result.notes.count - 1)
        {
          result.staleDeliveries.append(stale)
        }
      case let .effectStarted(record):
        effects[record.id] = record
        longLivingEffects.see(record)
        if record.startedFor != nil, let action = lastProcessed, action.index == record.startedByAction {
          actionsStartingChildEffects[action.index] = action.action
        }
        let target = record.startedFor.flatMap { record.navigationPath.hasPrefix($0) ? nil : $0 }
        result.notes.append(
          .started(
            effect: name(record.id), fileID: record.fileID, line: record.line,
            path: record.navigationPath, startedFor: target,
            startedOn: actionsStartingChildEffects[record.startedByAction]))
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
          Warning(warning: warning, provenance: origin.flatMap { provenance(of: $0, step: step) }))
      case let .navigationEnded(path, actionIndex):
        endings.append((path, actionIndex ?? -1, step))
      case let .runaway(warning):
        result.runaway = warning.message
      }
    }
    return result
  }

  /// Where an action an effect sent came from: `E1, started at step 1 (File.swift:30) in root,
  /// sent .toast(.presented(.fade)) at step 3`; `nil` for an action the user sent.
  private func provenance(
    of processed: ProcessedAction<Feature.State, Feature.Action>, step: Int
  ) -> String? {
    guard case let .effect(id) = processed.origin, let record = effects[id] else { return nil }
    let started = stepOfAction[record.startedByAction].map(describe) ?? "the start"
    let ended = ending(of: record).map { " (\(describe($0.step)) ended \($0.path))" } ?? ""
    let when = step >= 0 ? "at step \(step + 1)" : "after the schedule ended"
    return """
      \(name(id)), started at \(started) (\(record.fileID):\(record.line)) in \(record.navigationPath)\(ended), \
      sent \(stateDumpLine(processed.action)) \(when).
      """
  }

  /// The delivery of an action from effect `id` after the child it belongs to ended, if it is
  /// one: the effect was keyed to the child's screen by its cancel id, or the action (with what
  /// it sends on at once, after `position` among `events`) did something to the child's place
  /// (see `staleDeliveryHarm`).
  private func staleDelivery(
    of processed: ProcessedAction<Feature.State, Feature.Action>, from id: Int,
    before: Feature.State, events: [StoreEvent<Feature.State, Feature.Action>], at position: Int,
    note: Int
  ) -> StaleDelivery? {
    // Most deliveries cross no ending; only those that do ask whom the effect belongs to.
    // An owner is the child the effect was started for or one of its ancestors: an ending that
    // crosses no ancestor of the child crosses none of the owner's.
    guard let record = effects[id], let target = record.startedFor,
      firstEnding(of: target, after: record.startedByAction) != nil, let owner = owner(of: record),
      let ending = firstEnding(of: owner, after: record.startedByAction)
    else { return nil }
    let keyedTo =
      record.isCancellable && !judgedByWrites.contains(record.id) ? screenKey(of: target, in: record) : nil
    var harm: String?
    var warned = false
    var navigationIsTheParents = false
    var writtenProperty: String?
    if keyedTo == nil {
      let chain = sentOn(by: processed, events: events, at: position)
      navigationIsTheParents = record.servesChildItMounted || judgedByWrites.contains(record.id)
      guard
        case let .done(words, property) = staleDeliveryHarm(
          warned: chain.warned, before: before, after: chain.after, feature: record.navigationPath,
          child: target, navigationIsTheParents: navigationIsTheParents)
      else { return nil }
      harm = words
      warned = chain.warned
      // A test compares the property on the late action's own transition: only where the
      // action itself, not what it sent on, wrote there.
      if let property,
        chain.after == processed.stateAfter
          || staleDeliveryHarm(
            warned: false, before: before, after: processed.stateAfter, feature: record.navigationPath,
            child: target, navigationIsTheParents: true) != .none
      {
        writtenProperty = property
      }
    }
    return StaleDelivery(
      effect: "\(name(id))", startStep: stepOfAction[record.startedByAction].map(describe) ?? "the start",
      site: "\(record.fileID):\(record.line)", startedFor: "\(target)", child: "\(owner)",
      endingStep: describe(ending.step),
      ended: "\(ending.path)", action: stateDumpLine(processed.action), note: note,
      harm: harm, warned: warned,
      keyedTo: keyedTo.map { stateDumpLine($0.id.base.base) },
      wroteIntoALaterChild: navigationIsTheParents && !warned, writtenProperty: writtenProperty)
  }

  /// What `processed` (at `position` among `events`) and the actions it sent on at once
  /// (`.send`, and what those sent) left, and whether any of them raised a navigation warning.
  /// (A warning is recorded before the action it came from: they are looked for among all the
  /// events.)
  private func sentOn(
    by processed: ProcessedAction<Feature.State, Feature.Action>,
    events: [StoreEvent<Feature.State, Feature.Action>], at position: Int
  ) -> (after: Feature.State, warned: Bool) {
    var chain: Set<Int> = [processed.index]
    var after = processed.stateAfter
    for event in events[(position + 1)...] {
      guard case let .processed(next) = event, case let .synchronous(byAction) = next.origin,
        chain.contains(byAction)
      else { continue }
      chain.insert(next.index)
      after = next.stateAfter
    }
    let warned = events.contains { event in
      guard case let .warning(warning, actionIndex?, _) = event else { return false }
      return warning.kind == .navigation && chain.contains(actionIndex)
    }
    return (after, warned)
  }

  /// The child `record` belongs to: the one it was started for (or, keyed by a cancel id that
  /// holds a screen's stack element id, `MarkReadID(element: id)`, that screen). An effect
  /// declared long-living by its line belongs to no child, nor does one started on an action
  /// that the parent's own work sent.
  ///
  /// Some work for a child is as often the parent's as the child's, and is judged only by what
  /// its late delivery writes into a later child at the child's place (see `judgedByWrites`):
  /// work the parent makes cancellable under an id of its own (TCA's Todos sorts the rows a
  /// while after a row's checkbox), work started on a child's `.delegate` message (the child
  /// told the parent something), and work started by the very action that closed the child (an
  /// alert's Delete, a sheet's Save that dismisses it).
  private func owner(of record: EffectRecord) -> NavigationIDPath? {
    if let known = owners[record.id] { return known }
    // An effect declared long-living by its line may outlive any child (an upload that finishes
    // after the user went back); a whole file declared does not exempt every effect in it.
    guard var target = longLivingEffects.declaresLine(of: record) ? nil : record.startedFor else {
      owners[record.id] = .some(nil)
      return nil
    }
    let onDelegateMessage =
      actionsStartingChildEffects[record.startedByAction].map(isDelegateMessage) ?? false
    let closedByItsStart = endings.contains {
      $0.actionIndex == record.startedByAction && target.hasPrefix($0.path)
    }
    if onDelegateMessage || closedByItsStart {
      judgedByWrites.insert(record.id)
    } else if record.isCancellable, !record.navigationPath.hasPrefix(target) {
      // An id holding the child's screen's stack id keys it to that screen; any other id the
      // parent chose is its own.
      if let screen = screenKey(of: target, in: record)?.screen {
        target = screen
      } else {
        judgedByWrites.insert(record.id)
      }
    }
    // Started on an action an effect sent: judged as that effect is, and owned where it is
    // when that is further up (a screen's reload, not the sheet it came from).
    if let sender = inheritingActions[record.startedByAction] {
      guard let senderOwner = effects[sender].flatMap({ owner(of: $0) }) else {
        owners[record.id] = .some(nil)
        return nil
      }
      if target.hasPrefix(senderOwner) { target = senderOwner }
      if judgedByWrites.contains(sender) { judgedByWrites.insert(record.id) }
    }
    owners[record.id] = target
    return target
  }

  /// The id `record` was made cancellable under that holds the stack element id of `target` or
  /// of one of its ancestors (the id itself, or a value with it among its fields, a few levels
  /// deep), and the path of the deepest such screen.
  private func screenKey(
    of target: NavigationIDPath, in record: EffectRecord
  ) -> (id: AnyHashableSendable, screen: NavigationIDPath)? {
    for depth in target.components.indices.reversed() {
      guard let element = target.components[depth].id?.base.base as? StackElementID,
        let id = record.cancelIDs.first(where: { holds($0.base.base, element) })
      else { continue }
      return (id, NavigationIDPath(Array(target.components.prefix(depth + 1))))
    }
    return nil
  }

  /// The ending of the child `record` belongs to, if it ended.
  private func ending(of record: EffectRecord) -> (path: NavigationIDPath, actionIndex: Int, step: Int)? {
    owner(of: record).flatMap { firstEnding(of: $0, after: record.startedByAction) }
  }

  /// The first ending of `target` or an ancestor handled by the action `start` or after it: the
  /// ending of the child the effect was started for, whether it was there after that action
  /// (then the first ending at its place is its own, not a later identity's) or that action
  /// closed it.
  private func firstEnding(
    of target: NavigationIDPath, after start: Int
  ) -> (path: NavigationIDPath, actionIndex: Int, step: Int)? {
    endings.first { target.hasPrefix($0.path) && $0.actionIndex >= start }
  }

  /// The child `processed` works for and the action its chain began with: the child it was
  /// routed to; else, sent on with `.send`, what its sender worked for; else, sent by an effect,
  /// the child that effect was started for, or what the action that started it worked for.
  private func served(
    by processed: ProcessedAction<Feature.State, Feature.Action>
  ) -> (screen: NavigationIDPath, began: Int)? {
    if let target = processed.target { return (target, processed.index) }
    switch processed.origin {
    case let .synchronous(byAction):
      return servedByAction[byAction]
    case let .effect(id):
      guard let effect = effects[id] else { return nil }
      let chain = servedByAction[effect.startedByAction]
      return effect.startedFor.map { ($0, chain?.began ?? effect.startedByAction) } ?? chain
    case .external, .dismissal:
      return nil
    }
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

  /// `step 3`, or `the end of the schedule` for what happened after the last step.
  func describe(_ step: Int) -> String {
    step >= 0 ? "step \(step + 1)" : "the end of the schedule"
  }

  /// `E1`, or `E1 "detail request"` for an effect that called a controlled endpoint.
  func name(_ id: EffectRecord.ID) -> EffectName { EffectName(id: id, endpoint: endpointOfEffect[id]) }
}

/// Whether `value` is `element` or holds it in its fields, at most `depth` levels down.
private func holds(_ value: Any, _ element: StackElementID, depth: Int = 3) -> Bool {
  if let id = value as? StackElementID { return id == element }
  guard depth > 0 else { return false }
  return Mirror(reflecting: value).children.contains { holds($0.value, element, depth: depth - 1) }
}

/// Whether `action` is a child's message to its parent: its chain of cases goes through a
/// `delegate` case, as TCA features name them (`.path(.element(id:action: .delegate(…)))`).
func isDelegateMessage(_ action: Any) -> Bool {
  actionCaseLabel(action).split(separator: ".").contains("delegate")
}

/// Whether an action was sent on at once (`.send`) while another was handled.
private func isSynchronous(_ origin: ActionOrigin) -> Bool {
  if case .synchronous = origin { return true }
  return false
}
