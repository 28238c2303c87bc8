import Synchronization

/// A clock whose sleeps end at once, moving its time forward to their deadlines, as TCA's
/// `ImmediateClock` does: for tests that must not wait but do not care about timing.
///
/// ```swift
/// let store = TestStore(initialState: Toast.State()) { Toast() } withDependencies: {
///   $0.continuousClock = ImmediateClock()
/// }
/// await store.send(.show) { $0.isShown = true }
/// await store.receive(.hide) { $0.isShown = false }  // the 3-second sleep took no time
/// ```
public final class ImmediateClock: Clock, Sendable {
  /// A point in the immediate clock's time: how long after its start (the test clock's kind).
  public typealias Instant = TestClock.Instant

  private let current = Mutex(Instant())

  public init(now: Instant = Instant()) { current.withLock { $0 = now } }

  public var now: Instant { current.withLock { $0 } }
  public var minimumResolution: Duration { .zero }

  /// Moves time to `deadline` and returns at once; throws if the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = Swift.max($0, deadline) }
    await Task.yield()
    try Task.checkCancellation()
  }
}
