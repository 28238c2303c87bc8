import ReducerCore
import StateDump

/// Whom each effect of a sequence works for, and when that child ended: the bookkeeping behind
/// the late deliveries "effects cancelled on dismiss" judges (`staleDelivery`) and the closed
/// screens quiescence names (`closedScreen(of:)`). The harness hands it the store's events as
/// it records them, and keeps nothing of its own about them.
final class EffectOwnership<Feature: Reducer>
where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  let longLivingEffects: LongLivingEffects
  /// Effects by id, as they were started.
  private(set) var effects = DenseTable<EffectRecord>()
  /// Children that went away, with the action that ended them.
  private(set) var endings: [(path: NavigationIDPath, actionIndex: Int, step: Int)] = []
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
  private(set) var servedByAction: [Int: (screen: NavigationIDPath, began: Int)] = [:]
  /// Effects whose late deliveries harm only by a navigation warning or a write into a later
  /// child at their child's place (see `owner(of:)`).
  private var judgedByWrites: Set<EffectRecord.ID> = []
  /// The endpoint each effect called, for naming it in reports.
  private var endpointOfEffect: [EffectRecord.ID: String] = [:]

  init(longLivingEffects: LongLivingEffects) {
    self.longLivingEffects = longLivingEffects
  }

  /// Notes an action the store handled in `step`.
  func sawAction(_ processed: ProcessedAction<Feature.State, Feature.Action>, step: Int) {
    stepOfAction[processed.index] = step
    if processed.target == nil, case let .effect(id) = processed.origin {
      inheritingActions[processed.index] = id
    }
    if let served = served(by: processed) { servedByAction[processed.index] = served }
  }

  /// Notes an effect the store started, `lastProcessed` being the action it handled last.
  /// Returns the action that started it, when it was started for a child, for its note.
  func sawEffectStart(
    _ record: EffectRecord, lastProcessed: ProcessedAction<Feature.State, Feature.Action>?
  ) -> Feature.Action? {
    effects[record.id] = record
    longLivingEffects.see(record)
    if record.startedFor != nil, let action = lastProcessed, action.index == record.startedByAction {
      actionsStartingChildEffects[action.index] = action.action
    }
    return actionsStartingChildEffects[record.startedByAction]
  }

  /// Notes that the child at `path` went away, with the action that ended it, in `step`.
  func sawEnding(_ path: NavigationIDPath, actionIndex: Int, step: Int) {
    endings.append((path, actionIndex, step))
  }

  /// Notes that `effect` called the endpoint `name`.
  func noteEndpoint(_ name: String, calledBy effect: EffectRecord.ID) {
    endpointOfEffect[effect] = name
  }

  /// `E1`, or `E1 "detail request"` for an effect that called a controlled endpoint.
  func name(_ id: EffectRecord.ID) -> EffectName { EffectName(id: id, endpoint: endpointOfEffect[id]) }

  /// Where an action an effect sent came from: `E1, started at step 1 (File.swift:30) in root,
  /// sent .toast(.presented(.fade)) at step 3`; `nil` for an action the user sent.
  func provenance(
    of processed: ProcessedAction<Feature.State, Feature.Action>, step: Int
  ) -> String? {
    guard case let .effect(id) = processed.origin, let record = effects[id] else { return nil }
    let started = stepOfAction[record.startedByAction].map(describeStep) ?? "the start"
    let ended = ending(of: record).map { " (\(describeStep($0.step)) ended \($0.path))" } ?? ""
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
  func staleDelivery(
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
      effect: "\(name(id))", startStep: stepOfAction[record.startedByAction].map(describeStep) ?? "the start",
      site: "\(record.fileID):\(record.line)",
      startedFor: StepNote<Feature.Action>.purpose(
        target, actionsStartingChildEffects[record.startedByAction], inAVerdict: true),
      child: "\(owner)",
      endingStep: describeStep(ending.step),
      ended: "\(ending.path)", action: stateDumpLine(processed.action), note: note,
      harm: harm, warned: warned,
      keyedTo: keyedTo.map { stateDumpLine($0.id.base.base) },
      wroteIntoALaterChild: navigationIsTheParents && !warned, writtenProperty: writtenProperty,
      unmatchedDeclaration: longLivingEffects.unmatchedLine(inFileOf: record))
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
    // when that is further up (a screen's reload, not the sheet it came from). Not work that
    // serves the child its action showed: that is the child's, whoever sent the action (an
    // upload's failure that shows an alert and starts its countdown).
    if !record.servesChildItMounted, let sender = inheritingActions[record.startedByAction] {
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
  func ending(of record: EffectRecord) -> (path: NavigationIDPath, actionIndex: Int, step: Int)? {
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

  /// The screen `record` was started for (by that screen, by the action that showed it, or on
  /// its actions, `.delegate` messages included, and through what those sent on: `.send`, or
  /// actions of effects they started), and the step that closed it, if that screen closed once
  /// the work began: with or after the first action of that chain (a poll that re-arms itself
  /// is one piece of work).
  func closedScreen(of record: EffectRecord) -> (path: NavigationIDPath, step: Int)? {
    let chain = servedByAction[record.startedByAction]
    let screen = record.startedFor ?? chain?.screen ?? record.navigationPath
    guard !screen.components.isEmpty else { return nil }
    let began = chain?.began ?? record.startedByAction
    guard
      let ending = endings.first(where: { screen.hasPrefix($0.path) && $0.actionIndex >= began })
    else { return nil }
    return (screen, ending.step)
  }

  /// Whether effect `id` works for a screen (as ``closedScreen(of:)`` finds it), and whether
  /// that screen has closed by now.
  func screenState(ofEffect id: EffectRecord.ID) -> AnsweredCall.CallerScreen {
    guard let record = effects[id] else { return .none }
    if closedScreen(of: record) != nil { return .closed }
    let screen = record.startedFor ?? servedByAction[record.startedByAction]?.screen ?? record.navigationPath
    return screen.components.isEmpty ? .none : .open
  }
}

/// `step 3`, or `the end of the schedule` for what happened after the last step.
func describeStep(_ step: Int) -> String {
  step >= 0 ? "step \(step + 1)" : "the end of the schedule"
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
