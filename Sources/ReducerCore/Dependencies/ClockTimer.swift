extension Clock {
  /// The instants of a repeating timer: each `interval` after the one before, for as long as
  /// the task iterating it is not cancelled. Spelled as TCA 1.0 code spells it.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     await send(.timerTicked)
  ///   }
  /// }
  /// .cancellable(id: CancelID.timer)
  /// ```
  ///
  /// With a ``TestClock`` each tick waits for the test to advance the clock.
  public func timer(interval: Duration) -> ClockTimer<Self> where Duration == Swift.Duration {
    ClockTimer(clock: self, interval: interval)
  }
}

/// The sequence ``Clock/timer(interval:)`` returns; it ends when its task is cancelled.
public struct ClockTimer<C: Clock>: AsyncSequence, Sendable where C.Duration == Duration {
  public typealias Element = C.Instant

  let clock: C
  let interval: Duration

  public struct AsyncIterator: AsyncIteratorProtocol {
    let clock: C
    let interval: Duration
    var last: C.Instant?

    public mutating func next() async -> C.Instant? {
      let deadline = (last ?? clock.now).advanced(by: interval)
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
      } catch {
        return nil
      }
      last = deadline
      return deadline
    }
  }

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(clock: clock, interval: interval)
  }
}
