import ReducerCore
import StateDump

extension TestStore {
  /// Asserts that an effect sent `expectedAction` next, and how it changed the state.
  ///
  /// ```swift
  /// await store.receive(.counter(.dismiss)) {
  ///   $0.counter = nil
  /// }
  /// ```
  ///
  /// Waits up to `timeout` (the store's ``timeout`` by default). With exhaustivity off,
  /// actions before the first match are skipped.
  nonisolated(nonsending) public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receive(
      matching: { $0 == expectedAction },
      describedAs: stateDumpLine(expectedAction),
      expected: expectedAction,
      timeout: timeout,
      assert: updateStateToExpectedResult,
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that an effect sent an action of the case `casePath` next.
  ///
  /// ```swift
  /// await store.receive(CasePath(Action.detailReceived)) {
  ///   $0.extra = .loaded(detail)
  /// }
  /// ```
  nonisolated(nonsending) public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      matching: { casePath.extract(from: $0) != nil },
      describedAs: "an action of the given case",
      expected: nil,
      timeout: timeout,
      assert: updateStateToExpectedResult,
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that an effect sent an action `isMatching` accepts next.
  ///
  /// ```swift
  /// await store.receive({ if case .counter(.dismiss) = $0 { true } else { false } }) {
  ///   $0.counter = nil
  /// }
  /// ```
  nonisolated(nonsending) public func receive(
    _ isMatching: (Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      matching: isMatching,
      describedAs: "an action matching the predicate",
      expected: nil,
      timeout: timeout,
      assert: updateStateToExpectedResult,
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  nonisolated(nonsending) private func receive(
    matching isMatching: (Action) -> Bool,
    describedAs description: String,
    expected: Action?,
    timeout: Duration?,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    callSite: CallSite
  ) async {
    lastCallSite = callSite
    let timeout = timeout ?? self.timeout
    let found = await waitForReceivedAction(timeout: timeout) { [isExhaustive] in
      isExhaustive ? !$0.isEmpty : $0.contains { isMatching($0.action) }
    }
    guard found else {
      let inFlight = inFlightEffects.values.sorted { $0.id < $1.id }
      let skippable = receivedActions.map { stateDumpLine($0.action) }
      var message = """
        Expected to receive \(description), but received \
        \(skippable.isEmpty ? "none" : "only non-matching actions") after \(seconds(timeout)) \
        seconds.
        """
      if !skippable.isEmpty {
        message += "\n\n  Received:\n" + listed(skippable)
      }
      if inFlight.isEmpty {
        message += "\n\nNo effect is still running, so nothing more will arrive."
      } else {
        message += """


          \(inFlight.count) \(inFlight.count == 1 ? "effect is" : "effects are") still running:
          \(effectSites(inFlight))
          If an effect waits on the test clock, advance it ("await clock.advance(by:)"); if it \
          is slow, pass a longer "timeout:".
          """
      }
      IssueReporter.fail(message, at: callSite)
      return
    }
    if !isExhaustive {
      let skipped = receivedActions.prefix { !isMatching($0.action) }
      if !skipped.isEmpty {
        if showsSkippedAssertions {
          IssueReporter.skipped(
            skippedReceivingMessage(skipped),
            at: callSite)
        }
        expectedState = skipped.last!.stateAfter
        receivedActions.removeFirst(skipped.count)
      }
    }
    let received = receivedActions.removeFirst()
    assertedAt[received.index] = callSite
    if !isMatching(received.action) {
      let expectedText = expected.map { stateDump($0) } ?? description
      let diff = lineDiff(expectedText, stateDump(received.action)) ?? ""
      IssueReporter.fail(
        """
        Received unexpected action:

        \(diff.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))

        (Expected: -, Received: +)
        """,
        at: callSite)
    }
    assertState(after: received, expected: updateStateToExpectedResult, callSite: callSite)
    await settleEffects()
  }

  /// Waits until `isReady` holds for the received actions, or `timeout` passes.
  nonisolated(nonsending) func waitForReceivedAction(
    timeout: Duration,
    until isReady: ([ProcessedAction<State, Action>]) -> Bool
  ) async -> Bool {
    await poll(timeout: timeout) {
      runEffects()
      return isReady(receivedActions)
    }
  }
}

/// `1.0` for one second: how long the test waited, as a message says it.
func seconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let value = Double(seconds) + Double(attoseconds) / 1e18
  return value.formatted(
    .number.precision(.fractionLength(1...3)).grouping(.never).locale(.init(identifier: "en_US_POSIX")))
}
