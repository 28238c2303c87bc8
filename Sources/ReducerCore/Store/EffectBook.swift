/// The store's record of running effects and dismiss listeners: what runs, what it may be
/// cancelled by, and which children can ask to be dismissed. One per store, never shared.
///
/// Not generic over the store's action (a listener keeps its action as `any Sendable`): the
/// store's unspecialised code would otherwise look this type's metadata up (a locked runtime
/// cache, about 330 instructions) on every use, several times an action.
struct EffectBook: Sendable {
  struct Running {
    var record: EffectRecord
    var cancelIDs: [CancelID]
    var task: Task<Void, Never>?
    /// Why it was cancelled; `nil` while it may still deliver.
    var cancelCause: CancelCause?
    var onComplete: EffectCompletion?

    var isCancelled: Bool { cancelCause != nil }
  }

  struct Listener {
    /// The action to send when the child asks to be dismissed: the store's `Action`.
    var action: any Sendable
    var startedByAction: Int
  }

  var running: [Int: Running] = [:]
  var listeners: [NavigationIDPath: Listener] = [:]
  var nextEffectID = 0

  /// Marks the effects `isMatch` picks as cancelled and returns their records and tasks.
  ///
  /// An effect cancelled by its id that has not ended yet, whose screen then goes away, takes
  /// the screen's cause instead: its concatenation would go on after a cancel by id, but not
  /// once its screen is gone (a timer stopped, then its screen popped before the stop ran).
  mutating func cancel(
    because cause: CancelCause, where isMatch: (Running) -> Bool
  ) -> [(EffectRecord, Task<Void, Never>?)] {
    var cancelled: [(EffectRecord, Task<Void, Never>?)] = []
    for (id, effect) in running where isMatch(effect) {
      guard let earlier = effect.cancelCause else {
        running[id]!.cancelCause = cause
        cancelled.append((effect.record, effect.task))
        continue
      }
      if case .scope = cause, case .id = earlier { running[id]!.cancelCause = .scope }
    }
    return cancelled.sorted { $0.0.id < $1.0.id }
  }
}

/// Called when an effect has ended, with why it was cancelled (empty: it finished on its own;
/// a merge passes on every child's cause).
typealias EffectCompletion = @Sendable (_ cancelCauses: [CancelCause]) -> Void

extension EffectBook.Running: Sendable {}
extension EffectBook.Listener: Sendable {}
