import ReducerCore
import StateDump

extension TestStore {
  /// Waits for every in-flight effect to finish; fails if some still run after `timeout`.
  ///
  /// ```swift
  /// await store.send(.saveTapped)
  /// await store.receive(.saved)
  /// await store.finish()
  /// ```
  nonisolated(nonsending) public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    lastCallSite = callSite
    let timeout = timeout ?? self.timeout
    let finished = await poll(timeout: timeout) {
      runEffects()
      return inFlightEffects.isEmpty
    }
    guard !finished else { return }
    report(
      """
      Expected effects to finish, but \(inFlightEffects.count) \
      \(inFlightEffects.count == 1 ? "is" : "are") still in flight after \(seconds(timeout)) seconds.

      \(effectSites(inFlightEffects.values.sorted { $0.id < $1.id }))
      """,
      at: callSite)
  }

  /// Drops the received actions the test has not asserted.
  ///
  /// - Parameter strict: Fails when there was nothing to skip.
  nonisolated(nonsending) public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    lastCallSite = callSite
    await settleEffects()
    guard let last = receivedActions.last else {
      if strict {
        IssueReporter.fail("There were no received actions to skip.", at: callSite)
      }
      return
    }
    if showsSkippedAssertions {
      IssueReporter.skipped(
        skippedReceivingMessage(receivedActions),
        at: callSite)
    }
    expectedState = last.stateAfter
    receivedActions.removeAll()
  }

  /// Cancels the effects still in flight, so the test can end without waiting for them.
  ///
  /// - Parameter strict: Fails when there was nothing to skip.
  nonisolated(nonsending) public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    lastCallSite = callSite
    absorbEvents()
    guard !inFlightEffects.isEmpty else {
      if strict {
        IssueReporter.fail("There were no in-flight effects to skip.", at: callSite)
      }
      return
    }
    if showsSkippedAssertions {
      IssueReporter.skipped(
        "Skipped \(inFlightEffects.count) in-flight \(inFlightEffects.count == 1 ? "effect" : "effects")",
        at: callSite)
    }
    for id in inFlightEffects.keys { core.cancelEffect(id) }
    await settleEffects()
  }
}
