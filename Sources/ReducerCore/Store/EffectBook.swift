/// The store's record of running effects and dismiss listeners: what runs, what it may be
/// cancelled by, and which children can ask to be dismissed. One per store, never shared.
struct EffectBook<Action> {
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
    var action: Action
    var startedByAction: Int
  }

  var running: [Int: Running] = [:]
  var listeners: [NavigationIDPath: Listener] = [:]
  var nextEffectID = 0

  /// Marks the effects `isMatch` picks as cancelled and returns their records and tasks.
  mutating func cancel(
    because cause: CancelCause, where isMatch: (Running) -> Bool
  ) -> [(EffectRecord, Task<Void, Never>?)] {
    var cancelled: [(EffectRecord, Task<Void, Never>?)] = []
    for (id, effect) in running where !effect.isCancelled && isMatch(effect) {
      running[id]!.cancelCause = cause
      cancelled.append((effect.record, effect.task))
    }
    return cancelled.sorted { $0.0.id < $1.0.id }
  }
}

/// Called when an effect has ended, with why it was cancelled (empty: it finished on its own;
/// a merge passes on every child's cause).
typealias EffectCompletion = @Sendable (_ cancelCauses: [CancelCause]) -> Void

extension EffectBook: Sendable where Action: Sendable {}
extension EffectBook.Running: Sendable where Action: Sendable {}
extension EffectBook.Listener: Sendable where Action: Sendable {}
