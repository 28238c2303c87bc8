import ReducerCore

/// How many effect jobs a test store runs in one go before it decides an effect loops without
/// ever waiting.
let effectJobLimit = 100_000

extension TestStore {
  /// Runs the feature's effects until each waits on something (the test clock, an endpoint,
  /// another actor), and takes in what they did.
  ///
  /// An effect that never waits (a loop around `Task.yield()`) fails the test once, at the
  /// last call, and every effect is cancelled so the test can end.
  func runEffects() {
    effectsAreWaiting = false
    if !executor.runUntilIdle(limit: effectJobLimit), !stoppedRunawayEffects {
      stoppedRunawayEffects = true
      absorbEvents()
      let running = inFlightEffects.values.sorted { $0.id < $1.id }
      IssueReporter.fail(
        """
        Effects ran \(grouped(effectJobLimit)) \
        steps without once waiting on the clock or an endpoint: an effect loops without \
        suspending (for example "while true { await Task.yield() }").

        \(effectSites(running))

        Make the loop wait on the clock ("try await clock.sleep(for:)"), or end it. Every effect \
        of this store is now cancelled.
        """,
        at: lastCallSite)
      core.cancelAll()
      _ = executor.runUntilIdle(limit: effectJobLimit)
    }
    absorbEvents()
  }

  /// Runs effects, then lets effects that hopped to another executor come back and run too.
  nonisolated(nonsending) func settleEffects() async {
    runEffects()
    await megaYield()
    runEffects()
  }
}
