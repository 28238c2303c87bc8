/// The store's record of running effects and dismiss listeners: what runs, what it may be
/// cancelled by, and which children can ask to be dismissed. One per store, never shared.
struct EffectBook<Action> {
  struct Running {
    var record: EffectRecord
    var cancelIDs: [CancelID]
    var task: Task<Void, Never>?
    var isCancelled = false
    var onComplete: (@Sendable (_ cancelled: Bool) -> Void)?
  }

  struct Listener {
    var action: Action
    var startedByAction: Int
  }

  var running: [Int: Running] = [:]
  var listeners: [NavigationIDPath: Listener] = [:]
  var nextEffectID = 0

  /// Marks the effects `isMatch` picks as cancelled and returns their records and tasks.
  mutating func cancel(where isMatch: (Running) -> Bool) -> [(EffectRecord, Task<Void, Never>?)] {
    var cancelled: [(EffectRecord, Task<Void, Never>?)] = []
    for (id, effect) in running where !effect.isCancelled && isMatch(effect) {
      running[id]!.isCancelled = true
      cancelled.append((effect.record, effect.task))
    }
    return cancelled.sorted { $0.0.id < $1.0.id }
  }
}

extension EffectBook: Sendable where Action: Sendable {}
extension EffectBook.Running: Sendable where Action: Sendable {}
extension EffectBook.Listener: Sendable where Action: Sendable {}
