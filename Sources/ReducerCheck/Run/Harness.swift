import ReducerCore
import StateDump

/// A fresh store for one sequence, with the checker's executor, test clock and event log.
final class Harness<Feature: Reducer>
where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  let core: StoreCore<Feature.State, Feature.Action>
  let executor = CheckExecutor()
  let clock = TestClock()
  private let recorder = EventRecorder<Feature.State, Feature.Action>()
  private let jobLimit: Int
  /// Effects by id, as they were started.
  private(set) var effects: [EffectRecord.ID: EffectRecord] = [:]

  init(reducer: Feature, initialState: Feature.State, configuration: CheckConfiguration<Feature>) {
    var dependencies = DependencyValues.testing(clock: clock)
    configuration.prepareDependencies(&dependencies)
    var storeConfiguration = StoreCore<Feature.State, Feature.Action>.Configuration()
    storeConfiguration.executor = executor
    storeConfiguration.actionLimit = configuration.actionLimit
    let recorder = self.recorder
    storeConfiguration.onEvent = { recorder.record($0) }
    self.jobLimit = configuration.jobLimit
    self.core = StoreCore(
      initialState: initialState, reducer: configuration.makeReducer(), dependencies: dependencies,
      configuration: storeConfiguration)
  }

  var state: Feature.State { core.state }
  var nextStackID: StackElementID { StackElementID(generation: core.stackElementIDs.peek) }

  /// What one step caused.
  struct StepResult {
    var notes: [String] = []
    /// Runtime warnings, except those caused directly by a deliberately invalid action.
    var warnings: [RuntimeWarning] = []
    /// Whether effects were still runnable after the job limit (an effect ping-pong).
    var didNotSettle = false
  }

  func perform(_ step: Step<Feature.Action>, token: Int) -> StepResult {
    var settled = true
    var excusedToken: Int?
    switch step {
    case let .send(action, _, deliberatelyInvalid):
      if deliberatelyInvalid { excusedToken = token }
      core.send(action, origin: .external(token: token))
      settled = settle()
    case let .advanceClock(duration):
      let target = clock.now.advanced(by: duration)
      while clock.wakeNext(until: target) {
        settled = settle() && settled
      }
      clock.move(to: target)
    }
    var result = StepResult(didNotSettle: !settled)
    let events = recorder.drain()
    // A warning is recorded before the action it came from; find the excused action first.
    let excusedIndex = events.lazy.compactMap { event -> Int? in
      guard case let .processed(processed) = event, case let .external(token) = processed.origin,
        token == excusedToken
      else { return nil }
      return processed.index
    }.first
    for event in events {
      switch event {
      case let .processed(processed):
        if processed.origin.isExternal {
          continue
        } else {
          result.notes.append("received \(stateDumpLine(processed.action))\(origin(processed.origin))")
        }
      case let .effectStarted(record):
        effects[record.id] = record
        result.notes.append(
          "started \(name(record.id)) at \(record.fileID):\(record.line) in \(record.navigationPath)")
      case let .effectEnded(id, cancelled):
        if cancelled { result.notes.append("cancelled \(name(id))") }
      case let .warning(warning, actionIndex, _):
        if actionIndex == nil || actionIndex != excusedIndex { result.warnings.append(warning) }
      }
    }
    return result
  }

  /// Runs effects until none can run.
  ///
  /// - Returns: `false` when they were still running after the job limit.
  @discardableResult
  func settle() -> Bool { executor.runUntilIdle(limit: jobLimit) }

  /// Cancels every effect and lets them end on the executor.
  func tearDown() {
    core.cancelAll()
    settle()
  }

  private func origin(_ origin: ActionOrigin) -> String {
    switch origin {
    case .external: ""
    case .synchronous: " (sent with .send)"
    case let .effect(id): " from \(name(id))"
    case .dismissal: " (the child called dismiss())"
    }
  }

  /// `E1` for effect 0: how reports name effects.
  func name(_ id: EffectRecord.ID) -> String { "E\(id + 1)" }
}
