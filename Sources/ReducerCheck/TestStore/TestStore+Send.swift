import ReducerCore
import StateDump

extension TestStore {
  /// Sends `action` and asserts how it changes the state.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// The closure gets the state as it was before the action and must make it equal to the
  /// state after. Stack elements it appends get the same ids the reducer gave them. With
  /// exhaustivity on, a change without a closure fails, and so does a closure that changes
  /// nothing; actions received earlier must be asserted first. A mismatch fails with:
  ///
  /// ```
  /// A state change does not match expectation:
  ///
  ///     CounterFeature.State(
  ///   -   count: 2
  ///   +   count: 1
  ///     )
  ///
  /// (Expected: -, Actual: +)
  /// ```
  ///
  /// - Returns: The effects the action started, to cancel or await them.
  @discardableResult
  nonisolated(nonsending) public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action, assert: updateStateToExpectedResult, effectsWait: false,
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Sends `action` and leaves the effects it starts waiting, so the next `send` is handled
  /// before they run: a user who taps twice before the app gets to work. They run at the next
  /// `send`, `receive`, clock advance or ``runWaitingEffects()``.
  ///
  /// ```swift
  /// await store.sendLeavingEffectsWaiting(.saveTapped)
  /// await store.send(.saveTapped)      // handled before the first save started
  /// ```
  ///
  /// A check's report writes its "(its effects wait)" steps this way.
  @discardableResult
  nonisolated(nonsending) public func sendLeavingEffectsWaiting(
    _ action: Action,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action, assert: updateStateToExpectedResult, effectsWait: true,
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs the effects ``sendLeavingEffectsWaiting(_:assert:fileID:filePath:line:column:)`` left
  /// waiting, until each waits on the clock or an endpoint.
  nonisolated(nonsending) public func runWaitingEffects() async {
    effectsAreWaiting = false
    await settleEffects()
  }

  nonisolated(nonsending) private func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    effectsWait: Bool,
    callSite: CallSite
  ) async -> TestStoreTask {
    lastCallSite = callSite
    // Effects left waiting stay so until this action is handled.
    if !effectsAreWaiting { runEffects() }
    if !receivedActions.isEmpty {
      if isExhaustive {
        IssueReporter.fail(
          """
          Must handle \(receivedActions.count) received \
          \(receivedActions.count == 1 ? "action" : "actions") before sending an action.

            Unhandled actions:
          \(listed(receivedActions.map { stateDumpLine($0.action) }))
          """,
          at: callSite)
      } else if showsSkippedAssertions {
        IssueReporter.skipped(
          skippedReceivingMessage(receivedActions),
          at: callSite)
      }
      expectedState = receivedActions.last!.stateAfter
      receivedActions.removeAll()
    }
    let token = nextToken
    nextToken += 1
    pendingSends[token] = callSite
    let accepted = core.send(action, origin: .external(token: token))
    absorbEvents()
    var processed = handledSends.removeValue(forKey: token)
    if processed == nil, accepted {
      // An effect on another executor is handling the queue; our action is next in line.
      _ = await poll(timeout: timeout) {
        runEffects()
        processed = handledSends.removeValue(forKey: token)
        return processed != nil || core.isDismissed
      }
    }
    guard let sent = processed else {
      pendingSends[token] = nil
      IssueReporter.fail(
        core.isDismissed
          ? """
          Can't send an action to a dismissed store.

            Action:
              \(stateDumpLine(action))

          A feature at the root of this store called "dismiss()", which ends the store and \
          cancels its effects. Send nothing after the action that dismisses.
          """
          : """
          The store did not handle \(stateDumpLine(action)) within \(seconds(timeout)) \
          seconds: it dropped its queue after a loop, or another task kept it busy.
          """,
        at: callSite)
      return TestStoreTask(core: core, executor: executor, effects: [])
    }
    absorbEvents()
    assertState(
      after: sent, expected: updateStateToExpectedResult, callSite: callSite)
    let started = inFlightEffects.values.filter { chainRoot[$0.startedByAction] == sent.index }
    effectsAreWaiting = effectsWait
    // Run the effects until each waits, as TCA's main actor runs them before the test goes on.
    if !effectsWait { await settleEffects() }
    return TestStoreTask(core: core, executor: executor, effects: started.map(\.id))
  }
}

/// The effects one `TestStore.send` started.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// await task.cancel()
/// ```
public struct TestStoreTask: Sendable {
  let core: any EffectCanceller
  let executor: DrivenExecutor
  let effects: [EffectRecord.ID]

  init<State, Action>(
    core: StoreCore<State, Action>, executor: DrivenExecutor, effects: [EffectRecord.ID]
  ) {
    self.core = core
    self.executor = executor
    self.effects = effects
  }

  /// Cancels the effects and waits until they have stopped.
  public func cancel() async {
    for effect in effects { core.cancelEffect(effect) }
    _ = executor.runUntilIdle(limit: effectJobLimit)
    await megaYield()
  }

  /// Waits until the effects have finished, at most `timeout`.
  nonisolated(nonsending) public func finish(timeout: Duration = .seconds(1)) async {
    _ = await poll(timeout: timeout) {
      _ = executor.runUntilIdle(limit: effectJobLimit)
      return !core.isRunningAny(of: effects)
    }
  }

  /// Whether all the effects have stopped.
  public var isCancelled: Bool { !core.isRunningAny(of: effects) }
}

/// What a test store task needs from its store, with the store's generic types erased.
protocol EffectCanceller: Sendable {
  func cancelEffect(_ id: EffectRecord.ID)
  func isRunningAny(of ids: [EffectRecord.ID]) -> Bool
}

extension StoreCore: EffectCanceller {
  func isRunningAny(of ids: [EffectRecord.ID]) -> Bool {
    let active = Set(activeEffects.map(\.id))
    return ids.contains(where: active.contains)
  }
}
