/// The actions a store has queued, with where each came from, first in, first out.
///
/// Kept by hand rather than in arrays, and not generic (its methods are): in the store's
/// unspecialised code every use of a generic type looks its metadata up (a locked runtime
/// cache, about 330 instructions), several times an action. The store uses one `Action` type
/// throughout and empties the buffer (``removeAll(as:)``) before dropping it.
struct PendingActions: ~Copyable {
  private var actions: UnsafeMutableRawPointer
  private var origins: UnsafeMutablePointer<ActionOrigin>
  private var capacity = 0
  /// Where the first waiting action is.
  private var start = 0
  /// How many actions wait.
  private(set) var count = 0
  /// The one action type it holds, checked in debug builds.
  private var actionType: ObjectIdentifier?

  init() {
    actions = UnsafeMutableRawPointer(UnsafeMutablePointer<UInt8>.allocate(capacity: 0))
    origins = .allocate(capacity: 0)
  }

  deinit {
    precondition(count == 0, "a store dropped its queue without emptying it")
    actions.deallocate()
    origins.deallocate()
  }

  var isEmpty: Bool { count == 0 }

  mutating func append<Action>(_ action: Action, from origin: ActionOrigin) {
    assert(holds(Action.self), "one buffer, one action type")
    if count == capacity { grow(Action.self) }
    let slot = (start + count) % capacity
    slotPointer(slot, Action.self).initialize(to: action)
    (origins + slot).initialize(to: origin)
    count += 1
  }

  /// Takes the first waiting action out, and where it came from. The buffer must not be empty.
  mutating func removeFirst<Action>(
    origin: inout ActionOrigin, as _: Action.Type = Action.self
  )
    -> Action
  {
    precondition(count > 0, "no action waits")
    assert(holds(Action.self), "one buffer, one action type")
    origin = (origins + start).move()
    let action = slotPointer(start, Action.self).move()
    start = (start + 1) % capacity
    count -= 1
    if count == 0 { start = 0 }
    return action
  }

  mutating func removeAll<Action>(as _: Action.Type) {
    while count > 0 {
      var origin = ActionOrigin.external(token: 0)
      _ = removeFirst(origin: &origin, as: Action.self)
    }
    // A burst (a feature that loops queues up to the store's action limit) gives its room back.
    if capacity > 1_024 { self = PendingActions() }
  }

  /// Whether `Action` is the type this buffer holds (the first it was given).
  private mutating func holds<Action>(_: Action.Type) -> Bool {
    let type = ObjectIdentifier(Action.self)
    if actionType == nil { actionType = type }
    return actionType == type
  }

  private func slotPointer<Action>(_ slot: Int, _: Action.Type) -> UnsafeMutablePointer<Action> {
    (actions + slot * MemoryLayout<Action>.stride).assumingMemoryBound(to: Action.self)
  }

  /// More room (twice as much), the waiting actions moved to its start in order.
  private mutating func grow<Action>(_: Action.Type) {
    let newCapacity = max(8, capacity * 2)
    let newActions = UnsafeMutablePointer<Action>.allocate(capacity: newCapacity)
    let newOrigins = UnsafeMutablePointer<ActionOrigin>.allocate(capacity: newCapacity)
    // The waiting actions run from `start` to the end, then wrap around to the beginning.
    let firstRun = min(count, capacity - start)
    newActions.moveInitialize(from: slotPointer(start, Action.self), count: firstRun)
    newOrigins.moveInitialize(from: origins + start, count: firstRun)
    (newActions + firstRun).moveInitialize(from: slotPointer(0, Action.self), count: count - firstRun)
    (newOrigins + firstRun).moveInitialize(from: origins, count: count - firstRun)
    actions.deallocate()
    origins.deallocate()
    actions = UnsafeMutableRawPointer(newActions)
    origins = newOrigins
    capacity = newCapacity
    start = 0
  }
}
