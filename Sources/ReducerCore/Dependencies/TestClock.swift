import Synchronization

/// A clock whose time moves only when a test advances it.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
///   $0.continuousClock = clock
/// }
/// await store.send(.startTapped)
/// await clock.advance(by: .seconds(1))
/// await store.receive(.tick) { $0.seconds = 1 }
/// ```
public final class TestClock: Clock, Sendable {
  /// A point in the test clock's time: how long after its start.
  public struct Instant: InstantProtocol, Sendable {
    public let offset: Duration

    public init(offset: Duration = .zero) { self.offset = offset }

    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    public func duration(to other: Self) -> Duration { other.offset - offset }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct Timeline {
    var now = Instant()
    var sleepers: [Int: Sleeper] = [:]
    var cancelledEarly: Set<Int> = []
    var nextSleeperID = 0
  }

  private let timeline = Mutex(Timeline())
  /// What runs the effects of the test stores that use this clock, so that a sleep woken by
  /// ``advance(by:)`` has run (and perhaps slept again) before the next one wakes.
  private let drivers = Mutex<[@Sendable () -> Void]>([])

  public init() {}

  public var now: Instant { timeline.withLock { $0.now } }
  public var minimumResolution: Duration { .zero }

  /// How many sleeps are waiting for the clock to move.
  public var pendingSleepCount: Int { timeline.withLock { $0.sleepers.count } }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = timeline.withLock { timeline in
      defer { timeline.nextSleeperID += 1 }
      return timeline.nextSleeperID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = timeline.withLock { timeline in
          if timeline.cancelledEarly.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= timeline.now { return .success(()) }
          timeline.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper = timeline.withLock { timeline in
        let sleeper = timeline.sleepers.removeValue(forKey: id)
        if sleeper == nil { timeline.cancelledEarly.insert(id) }
        return sleeper
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking each sleep whose deadline passes: earliest
  /// deadline first, and equal deadlines in the order they began.
  public func advance(by duration: Duration = .zero) async {
    let target = now.advanced(by: duration)
    await settle()
    while wakeNext(until: target) {
      await settle()
    }
    timeline.withLock { $0.now = max($0.now, target) }
    await settle()
  }

  /// Asks `drive` to run effects whenever this clock lets time pass, as a test store whose
  /// effects run on its own executor does.
  package func whenAdvancing(_ drive: @escaping @Sendable () -> Void) {
    drivers.withLock { $0.append(drive) }
  }

  /// Lets effects run: those of the stores that drive their own, then those on the global pool.
  private func settle() async {
    let drivers = drivers.withLock { $0 }
    for drive in drivers { drive() }
    await megaYield()
    for drive in drivers { drive() }
  }

  /// The earliest deadline a sleep waits for, if any.
  package var nextDeadline: Instant? {
    timeline.withLock { $0.sleepers.values.lazy.map { $0.deadline }.min() }
  }

  /// Wakes the one sleep that is due first by `target`, moving time to its deadline, without
  /// waiting for it to run: the checker runs it on its own executor.
  ///
  /// - Returns: Whether a sleep woke.
  package func wakeNext(until target: Instant) -> Bool {
    let sleeper = timeline.withLock { timeline -> Sleeper? in
      guard
        let (id, next) = timeline.sleepers.min(by: {
          ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key)
        }),
        next.deadline <= target
      else { return nil }
      timeline.sleepers[id] = nil
      timeline.now = max(timeline.now, next.deadline)
      return next
    }
    sleeper?.continuation.resume()
    return sleeper != nil
  }

  /// Moves time to `target` without waking anything (call ``wakeNext(until:)`` first).
  package func move(to target: Instant) {
    timeline.withLock { $0.now = max($0.now, target) }
  }

  /// Advances until no sleep is waiting (at most `limit` wake-ups, so a repeating timer ends).
  public func run(limit: Int = 10_000) async {
    for _ in 0..<limit {
      guard let deadline = timeline.withLock({ $0.sleepers.values.lazy.map { $0.deadline }.min() }) else {
        return
      }
      await advance(by: now.duration(to: deadline))
    }
  }
}

/// Lets tasks on the cooperative pool run for a while, as tests of real effects need.
nonisolated(nonsending) package func megaYield(count: Int = 20) async {
  for _ in 0..<count { await Task.yield() }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static var testValue: any Clock<Duration> { TestClock() }
}

extension DependencyValues {
  /// The clock effects sleep on: the real one in an app, a ``TestClock`` in tests.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}
