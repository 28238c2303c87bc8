/// Something that happened inside a store, in the order it happened; `TestStore` and the
/// checker are built on these.
package enum StoreEvent<State, Action>: Sendable where State: Sendable, Action: Sendable {
  /// The reducer handled an action.
  case processed(ProcessedAction<State, Action>)
  /// An effect started running.
  case effectStarted(EffectRecord)
  /// An effect ended: it returned, threw, or was cancelled (reported at cancellation).
  case effectEnded(EffectRecord.ID, cancelled: Bool)
  /// A runtime warning, while handling the action with `actionIndex` or inside effect `effect`.
  case warning(RuntimeWarning, actionIndex: Int?, effect: EffectRecord.ID?)
  /// One send caused more actions than the store's limit, and the rest were dropped: the
  /// feature loops.
  case runaway(RuntimeWarning)
  /// A child went away (dismissed, popped, replaced): its effects were cancelled, while
  /// handling the action with `byAction`.
  case navigationEnded(NavigationIDPath, byAction: Int?)
}

/// One action the reducer handled, with the state it left.
package struct ProcessedAction<State: Sendable, Action: Sendable>: Sendable {
  /// Counts the actions this store handled, from 0.
  package let index: Int
  package let action: Action
  package let origin: ActionOrigin
  package let stateAfter: State
  /// The number the store's next stack id had before the action; lets assertions use the
  /// same ids.
  package let nextStackIDBefore: Int
  /// The deepest child the action was routed to, if any.
  package let target: NavigationIDPath?
}

/// Where an action came from.
package enum ActionOrigin: Hashable, Sendable {
  /// Sent from outside the store; the token tells senders apart.
  case external(token: Int)
  /// Returned as `.send` while handling the action with this index.
  case synchronous(byAction: Int)
  /// Sent by a running effect.
  case effect(EffectRecord.ID)
  /// A child asked to be dismissed; the listener was started by the action with this index.
  case dismissal(byAction: Int)

  package var isExternal: Bool {
    if case .external = self { true } else { false }
  }
}

/// A `.run` effect a store started: who started it and where it belongs.
package struct EffectRecord: Sendable, Identifiable {
  package let id: Int
  /// The index of the action whose reducer returned the effect.
  package let startedByAction: Int
  /// The line that created the effect.
  package let fileID: String
  package let line: UInt
  /// The feature the effect belongs to.
  package let navigationPath: NavigationIDPath
  /// The child the effect was started for: the child the starting action was routed to (or,
  /// for an action an effect sent, the child that effect was for), or the one it presented or
  /// pushed (see `EffectPurpose`). Differs from
  /// ``navigationPath`` when a parent starts work on a child's behalf.
  package let startedFor: NavigationIDPath?
  /// Whether ``startedFor`` is the child the starting action presented or pushed (or the
  /// action of the effect that sent it did), rather than one it was routed to: work started
  /// along with showing a child, a detail's request as often as a session timer started with
  /// an onboarding sheet.
  package var servesChildItMounted = false
  /// The ids the reducer that made it registered it under (`.cancellable(id:)`), so it can end
  /// it whenever it decides to.
  package var cancelIDs: [AnyHashableSendable] = []
  /// Whether it was made cancellable at all.
  package var isCancellable: Bool { !cancelIDs.isEmpty }
}
