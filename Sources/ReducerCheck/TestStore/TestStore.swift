import ReducerCore
import StateDump

/// Tests a feature step by step: every state change, received action and effect is asserted.
///
/// ```swift
/// @Test func openDetailAndDismiss() async {
///   let store = TestStore(initialState: PokemonListFeature.State(loadState: .loaded([bulbasaur]))) {
///     PokemonListFeature()
///   }
///   await store.send(.rowTapped(bulbasaur)) {
///     $0.destination = .detail(PokemonDetailFeature.State(pokemon: bulbasaur))
///   }
///   await store.send(.destination(.dismiss)) {
///     $0.destination = nil
///   }
/// }
/// ```
///
/// Effects run on a serial executor the test drives, one job at a time in a fixed order:
/// `send`, `receive`, `finish` and a ``TestClock``'s `advance` run them until each waits (on the
/// clock, an endpoint, another actor). An action an effect sends is handled at once, before the
/// effect goes on, as TCA handles it on the main actor, so the same test gives the same result
/// every run. Dependencies use their test values: UUIDs count up from zero, the date is fixed,
/// the clock is a ``TestClock`` that moves only when advanced, and stack ids start at `#0`. Failures are reported under Swift Testing or XCTest at the line of the
/// assertion (or of the `send` that started a leftover effect), with a state diff.
public final class TestStore<State: Equatable & Sendable, Action: Sendable> {
  /// How strictly the test is checked; `.on` unless set.
  public var exhaustivity: Exhaustivity = .on
  /// How long ``receive(_:timeout:assert:fileID:filePath:line:column:)`` and ``finish(timeout:fileID:filePath:line:column:)`` wait.
  public var timeout: Duration = .seconds(1)
  /// The dependencies the feature runs with.
  public let dependencies: DependencyValues

  package let core: StoreCore<State, Action>
  /// Where the feature's effects run; the test store drains it.
  let executor: DrivenExecutor
  /// Whether effects have already been stopped for running without ever waiting.
  var stoppedRunawayEffects = false
  /// Whether the last send left its effects waiting (``sendLeavingEffectsWaiting(_:assert:fileID:filePath:line:column:)``).
  var effectsAreWaiting = false
  let recorder: EventRecorder<StoreEvent<State, Action>>
  /// The state as the test has asserted it so far.
  var expectedState: State
  /// The state the test started from.
  let initialState: State
  /// Actions the store handled that the test has not asserted with `receive` yet.
  var receivedActions: [ProcessedAction<State, Action>] = []
  /// The runtime warnings reported so far, to report each kind once.
  var reportedWarnings = ReportedWarnings()
  /// Effects that are running, with the action that started them.
  var inFlightEffects: [EffectRecord.ID: EffectRecord] = [:]
  /// Where each asserted action was asserted, by action index.
  var assertedAt: [Int: CallSite] = [:]
  /// The external send each action descends from, by action index.
  var chainRoot: [Int: Int] = [:]
  /// Which action started each effect, for actions the effects send.
  var effectStartedBy: [EffectRecord.ID: Int] = [:]
  /// The call that touched the store last; end-of-test failures point here.
  var lastCallSite: CallSite
  var nextToken = 0
  /// Call sites of sends not yet handled, by token.
  var pendingSends: [Int: CallSite] = [:]
  /// The handled external sends, by token.
  var handledSends: [Int: ProcessedAction<State, Action>] = [:]
  /// Every action handled so far, with the states around it.
  var handled: [HandledAction<State, Action>] = []

  /// Creates a test store for `reducer`, starting at `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from, such as a deep link.
  ///   - reducer: The feature under test.
  ///   - prepareDependencies: Overrides dependencies, after the test values are installed.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    var dependencies = DependencyValues.testing(clock: TestClock())
    prepareDependencies(&dependencies)
    let initialState = withDependencies {
      $0 = dependencies
    } operation: {
      initialState()
    }
    let recorder = EventRecorder<StoreEvent<State, Action>>()
    let executor = DrivenExecutor()
    if let clock = dependencies.continuousClock as? TestClock {
      clock.whenAdvancing { [weak executor] in _ = executor?.runUntilIdle(limit: effectJobLimit) }
    }
    var configuration = StoreCore<State, Action>.Configuration()
    configuration.executor = executor
    configuration.drive = { [weak executor] in _ = executor?.runUntilIdle(limit: effectJobLimit) }
    configuration.allowsRootDismissal = true
    configuration.actionLimit = 10_000
    configuration.onEvent = { recorder.record($0) }
    self.core = StoreCore(
      initialState: initialState, reducer: reducer(), dependencies: dependencies,
      configuration: configuration)
    self.dependencies = dependencies
    self.executor = executor
    self.recorder = recorder
    self.expectedState = initialState
    self.initialState = initialState
    self.lastCallSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  deinit {
    runEffects()
    completed()
    core.cancelAll()
    // Let the cancelled effects end, so their tasks do not outlive the test.
    _ = executor.runUntilIdle(limit: effectJobLimit)
  }

  /// The feature's current state.
  public var state: State { core.state }

  /// Every action the store has handled, sent and received, with the state before and after
  /// each, oldest first: for properties of transitions, as a check's `transitionInvariant` has.
  ///
  /// ```swift
  /// for handled in store.handledActions {
  ///   #expect(handled.after.items.count <= handled.before.items.count + 1)
  /// }
  /// ```
  public var handledActions: [HandledAction<State, Action>] {
    absorbEvents()
    return handled
  }

  var isExhaustive: Bool { exhaustivity == .on }

  var showsSkippedAssertions: Bool { exhaustivity == .off(showSkippedAssertions: true) }

  /// Reports what the test left unasserted when it ends.
  private func completed() {
    absorbEvents()
    if !receivedActions.isEmpty {
      let message = """
        The store received \(receivedActions.count) unexpected \
        \(receivedActions.count == 1 ? "action" : "actions") by the end of the test.

          Unhandled actions:
        \(listed(receivedActions.map { stateDumpLine($0.action) }))

        Assert each with "receive", skip them with "skipReceivedActions()", or turn off \
        exhaustivity.
        """
      report(message, at: lastCallSite)
    }
    // One failure per effect still running, as TCA reports them, up to ten: a timer that starts
    // a request on every tick leaves thousands, counted in one more.
    let running = inFlightEffects.values.sorted(by: { $0.id < $1.id })
    for effect in running.prefix(Self.listedActions) {
      report(stillRunningMessage(effect), at: callSite(forAction: effect.startedByAction))
    }
    if running.count > Self.listedActions {
      let rest = running.dropFirst(Self.listedActions)
      let more = rest.count == 1 ? "1 more effect is" : "\(rest.count.formatted()) more effects are"
      report("\(more) still running at the end of the test:\n" + effectSites(rest), at: lastCallSite)
    }
    reportRepeatedWarnings()
  }

  /// How many received actions a failure message lists before it counts the rest: a feature
  /// that loops sends thousands.
  static var listedActions: Int { 10 }

  /// Lines of a failure message, indented, the first ``listedActions`` and a count of the rest.
  func listed(_ lines: [String]) -> String {
    let limit = Self.listedActions
    var shown = lines.prefix(limit).map { "    \($0)" }
    if lines.count > limit { shown.append("    … \(lines.count - limit) more") }
    return shown.joined(separator: "\n")
  }

  func stillRunningMessage(_ effect: EffectRecord) -> String {
    """
    An effect returned for this action is still running. It must complete before the end of \
    the test.

      Effect created at:
        \(effect.fileID):\(effect.line)
      Running in:
        \(effect.navigationPath)

    Make every effect complete before the test ends:
    • An async effect may need a moment to finish: end the test with "await store.finish()".
    • An effect that sleeps on the clock needs the test clock advanced ("await clock.advance(by:)").
    • A long-living effect (a timer, a stream) must be cancelled by an action the test sends, \
    or skipped with "await store.skipInFlightEffects()".
    """
  }

  /// `Skipped receiving .a, .b`: what a non-exhaustive store reports it let pass (the first ten,
  /// and how many more).
  func skippedReceivingMessage(_ actions: some Collection<ProcessedAction<State, Action>>) -> String {
    let limit = Self.listedActions
    let shown = actions.prefix(limit).map { stateDumpLine($0.action) }.joined(separator: ", ")
    return "Skipped receiving \(shown)" + (actions.count > limit ? " and \(actions.count - limit) more" : "")
  }

  /// One line per place that created effects, with how many when more than one:
  /// `  • created at Feature.swift:42 (9,990 effects)`. (A timer that starts a request on every
  /// tick leaves thousands from one line.)
  func effectSites(_ effects: some Sequence<EffectRecord>) -> String {
    var counts: [String: Int] = [:]
    var order: [String] = []
    for effect in effects {
      let site = "\(effect.fileID):\(effect.line)"
      if counts[site] == nil { order.append(site) }
      counts[site, default: 0] += 1
    }
    return order.map { site in
      let count = counts[site]!
      return "  • created at \(site)" + (count > 1 ? " (\(count.formatted()) effects)" : "")
    }.joined(separator: "\n")
  }

  /// Fails the test, or reports a skipped assertion when exhaustivity is off.
  func report(_ message: String, at callSite: CallSite) {
    if isExhaustive {
      IssueReporter.fail(message, at: callSite)
    } else if showsSkippedAssertions {
      IssueReporter.skipped(message, at: callSite)
    }
  }

  /// Moves what the store recorded since the last call into the test's own bookkeeping.
  func absorbEvents() {
    for event in recorder.drain() {
      switch event {
      case let .processed(processed):
        handled.append(
          HandledAction(
            before: handled.last?.after ?? initialState, action: processed.action,
            after: processed.stateAfter))
        switch processed.origin {
        case let .external(token):
          chainRoot[processed.index] = processed.index
          assertedAt[processed.index] = pendingSends.removeValue(forKey: token)
          handledSends[token] = processed
        case let .synchronous(byAction: parent), let .dismissal(byAction: parent):
          chainRoot[processed.index] = chainRoot[parent] ?? parent
          receivedActions.append(processed)
        case let .effect(effect):
          let parent = effectStartedBy[effect] ?? processed.index
          chainRoot[processed.index] = chainRoot[parent] ?? parent
          receivedActions.append(processed)
        }
      case let .effectStarted(record):
        inFlightEffects[record.id] = record
        effectStartedBy[record.id] = record.startedByAction
      case let .effectEnded(id, _):
        inFlightEffects[id] = nil
      case .navigationEnded:
        break
      case let .runaway(warning):
        IssueReporter.fail(warning.message, at: lastCallSite)
      case let .warning(warning, actionIndex, effect):
        let site =
          actionIndex.map(callSite(forAction:))
          ?? effect.flatMap { effectStartedBy[$0] }.map(callSite(forAction:))
          ?? lastCallSite
        reportWarning(warning, at: site)
      }
    }
  }

  /// Where the action with `index` (or the send it descends from) was asserted.
  func callSite(forAction index: Int) -> CallSite {
    assertedAt[index] ?? chainRoot[index].flatMap { assertedAt[$0] } ?? lastCallSite
  }
}

extension TestStore {
  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then restores it.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.refresh)
  ///   await store.receive(.refreshed)
  /// }
  /// ```
  @discardableResult
  nonisolated(nonsending) public func withExhaustivity<T>(
    _ exhaustivity: Exhaustivity, operation: () async throws -> T
  ) async rethrows -> T {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try await operation()
  }
}

/// One action a ``TestStore`` handled, with the state before and after it.
public struct HandledAction<State, Action> {
  public let before: State
  public let action: Action
  public let after: State
}

extension HandledAction: Sendable where State: Sendable, Action: Sendable {}
