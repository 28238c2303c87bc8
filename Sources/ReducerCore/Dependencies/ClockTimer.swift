extension Clock<Duration> {
  /// A repeating timer: a tick each `interval`, for as long as the task iterating it is not
  /// cancelled. Spelled as TCA 1.0 code spells it, and callable on the `any Clock<Duration>` a
  /// `@Dependency(\.continuousClock)` gives.
  ///
  /// ```swift
  /// return .run { [clock] send in
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     await send(.timerTicked)
  ///   }
  /// }
  /// .cancellable(id: CancelID.timer)
  /// ```
  ///
  /// With a ``TestClock`` each tick waits for the test to advance the clock.
  public func timer(interval: Duration) -> ClockTimer {
    ClockTimer(clock: self, interval: interval)
  }
}

/// The ticks of ``Clock/timer(interval:)``; it ends when its task is cancelled.
public struct ClockTimer: AsyncSequence, Sendable {
  public typealias Element = Void

  let clock: any Clock<Duration>
  let interval: Duration

  public struct AsyncIterator: AsyncIteratorProtocol {
    let clock: any Clock<Duration>
    let interval: Duration

    public mutating func next() async -> Void? {
      do {
        try await clock.sleep(for: interval)
      } catch {
        return nil
      }
      return ()
    }
  }

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(clock: clock, interval: interval)
  }
}
