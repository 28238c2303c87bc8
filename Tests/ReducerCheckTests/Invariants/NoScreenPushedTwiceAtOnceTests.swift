import ReducerCheck
import ReducerCore
import Testing

@Suite struct NoScreenPushedTwiceAtOnceTests {
  /// The report names the stack, the two ids and the screen, and what to do.
  @Test func theReportNamesTheStackTheIdsAndTheScreen() async {
    let result = await quietCheck(DetailPushedTwice(), from: DetailPushedTwice.State())
    #expect(result?.failure?.invariant == "no screen pushed twice at once")
    let report = flattened(result?.failure?.report)
    #expect(
      report.contains("state.path gained #0 and #1 in this step, the same screen twice: .detail(contact: 1)"),
      "\(report)")
    #expect(report.contains("Push it in one place."), "\(report)")
  }

  /// Two screens that differ, pushed by one action (a deep link), leave it alone, as do many
  /// sequences of taps that push the same detail again and again, one tap a step.
  @Test func aDeepLinkAndRepeatedTapsDoNotBreakIt() async {
    let result = await quietCheck(DetailPushedTwice(pushesOnce: true), from: DetailPushedTwice.State()) {
      $0.sequences = 200
    }
    #expect(result?.failure == nil, "\(result?.failure?.report ?? "")")
  }

  /// The printed test fails on the bug and passes once one place pushes.
  @Test func thePrintedTestFailsAndPassesAfterTheFix() async throws {
    try await withKnownIssue {
      try await oneTap(pushesOnce: false)
    } matching: { issue in
      issue.description.contains("no screen pushed twice at once")
    }
    try await oneTap(pushesOnce: true)
  }
}

/// The zoo's printed test (see `ZooReproductions`), with `pushesOnce` standing for the fix.
private func oneTap(pushesOnce: Bool) async throws {
  let clock = TestClock()
  let store = TestStore(initialState: DetailPushedTwice.State()) {
    DetailPushedTwice(pushesOnce: pushesOnce)
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.row(.element(id: 1, action: .tapped)))
  #expect(
    zip(store.state.path, store.state.path.dropFirst()).allSatisfy { $0 != $1 },
    "no screen pushed twice at once")
}
