/// The actions a store has queued, with where each came from, first in, first out.
///
/// Kept by hand rather than in arrays: in the store's unspecialised code every array method
/// looks the array's type metadata up (a locked runtime cache, about 330 instructions), several
/// times an action, while this buffer's layout does not depend on `Action`, so using it needs
/// no lookup at all.
struct PendingActions<Action>: ~Copyable {
  private var actions: UnsafeMutablePointer<Action>
  private var origins: UnsafeMutablePointer<ActionOrigin>
  private var capacity: Int
  /// Where the first waiting action is.
  private var start = 0
  /// How many actions wait.
  private(set) var count = 0

  init() {
    capacity = 8
    actions = .allocate(capacity: capacity)
    origins = .allocate(capacity: capacity)
  }

  deinit {
    for offset in 0..<count {
      let slot = (start + offset) % capacity
      (actions + slot).deinitialize(count: 1)
      (origins + slot).deinitialize(count: 1)
    }
    actions.deallocate()
    origins.deallocate()
  }

  var isEmpty: Bool { count == 0 }

  mutating func append(_ action: Action, from origin: ActionOrigin) {
    if count == capacity { grow() }
    let slot = (start + count) % capacity
    (actions + slot).initialize(to: action)
    (origins + slot).initialize(to: origin)
    count += 1
  }

  /// Takes the first waiting action out, and where it came from. The buffer must not be empty.
  mutating func removeFirst(origin: inout ActionOrigin) -> Action {
    precondition(count > 0, "no action waits")
    origin = (origins + start).move()
    let action = (actions + start).move()
    start = (start + 1) % capacity
    count -= 1
    if count == 0 { start = 0 }
    return action
  }

  mutating func removeAll() {
    while count > 0 {
      var origin = ActionOrigin.external(token: 0)
      _ = removeFirst(origin: &origin)
    }
  }

  /// Twice the room, the waiting actions moved to its start in order.
  private mutating func grow() {
    let newCapacity = capacity * 2
    let newActions = UnsafeMutablePointer<Action>.allocate(capacity: newCapacity)
    let newOrigins = UnsafeMutablePointer<ActionOrigin>.allocate(capacity: newCapacity)
    // The waiting actions run from `start` to the end, then wrap around to the beginning.
    let firstRun = min(count, capacity - start)
    newActions.moveInitialize(from: actions + start, count: firstRun)
    newOrigins.moveInitialize(from: origins + start, count: firstRun)
    (newActions + firstRun).moveInitialize(from: actions, count: count - firstRun)
    (newOrigins + firstRun).moveInitialize(from: origins, count: count - firstRun)
    actions.deallocate()
    origins.deallocate()
    actions = newActions
    origins = newOrigins
    capacity = newCapacity
    start = 0
  }
}
