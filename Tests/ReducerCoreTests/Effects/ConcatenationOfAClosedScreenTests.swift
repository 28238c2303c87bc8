import ReducerCore
import Synchronization
import Testing

/// TCA's NavigationStack case study, screen C: its timer runs `.cancellable(id: timer)` and is
/// followed by `.send(.timerStopped)`; Stop cancels the timer by id. A user taps Stop and leaves
/// the screen before Stop's effects run: the timer is cancelled by id first (its concatenation
/// would go on), then by the pop, which must stop the concatenation too.
@Suite struct ConcatenationOfAClosedScreenTests {
  struct Timer: Reducer {
    struct State: Equatable, Sendable { var running = false }
    enum Action: Equatable, Sendable { case start, stop, stopped }
    enum CancelID { case timer }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          state.running = true
          return .run { _ in
            let (ticks, _) = AsyncStream<Int>.makeStream()
            for await _ in ticks {}
          }
          .cancellable(id: CancelID.timer)
          .concatenate(with: .send(.stopped))
        case .stop:
          return .cancel(id: CancelID.timer)
        case .stopped:
          state.running = false
          return .none
        }
      }
    }
  }

  struct Root: Reducer {
    struct State: Equatable, Sendable { var path = StackState<Timer.State>([Timer.State()]) }
    enum Action: Equatable, Sendable { case path(StackActionOf<Timer>) }
    var body: some ReducerOf<Self> {
      EmptyReducer().forEach(\.path, action: Action.path) { Timer() }
    }
  }

  /// What a store handled and warned, with `leave` sent after Stop and before its effects ran.
  func run(leaving leave: Root.Action?) -> (handled: [Root.Action], warnings: [String]) {
    let handled = Mutex<[Root.Action]>([])
    let warnings = Mutex<[String]>([])
    let executor = DrivenExecutor()
    var configuration = StoreCore<Root.State, Root.Action>.Configuration()
    configuration.executor = executor
    configuration.onEvent = { event in
      switch event {
      case let .processed(processed): handled.withLock { $0.append(processed.action) }
      case let .warning(warning, _, _): warnings.withLock { $0.append(warning.message) }
      default: break
      }
    }
    let store = StoreCore(
      initialState: Root.State(), reducer: Root(), dependencies: DependencyValues(),
      configuration: configuration)
    let id = store.state.path.ids[0]
    store.send(.path(.element(id: id, action: .start)), origin: .external(token: 0))
    _ = executor.runUntilIdle(limit: 1_000)
    store.send(.path(.element(id: id, action: .stop)), origin: .external(token: 1))
    if let leave { store.send(leave, origin: .external(token: 2)) }
    _ = executor.runUntilIdle(limit: 1_000)
    store.cancelAll()
    _ = executor.runUntilIdle(limit: 1_000)
    return (handled.withLock { $0 }, warnings.withLock { $0 })
  }

  @Test("29. A screen that closes drops what its concatenation has not started, after a cancel by id too")
  func popAfterStopDropsTheRest() {
    let id = StackElementID(generation: 0)
    let (handled, warnings) = run(leaving: .path(.popFrom(id: id)))
    #expect(warnings == [])
    #expect(!handled.contains(.path(.element(id: id, action: .stopped))), "\(handled)")
  }

  @Test("29. A cancel by id alone lets the concatenation go on")
  func stopAloneGoesOn() {
    let id = StackElementID(generation: 0)
    let (handled, warnings) = run(leaving: nil)
    #expect(warnings == [])
    #expect(handled.last == .path(.element(id: id, action: .stopped)), "\(handled)")
  }
}
