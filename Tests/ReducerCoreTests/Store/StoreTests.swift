import ReducerCore
import Synchronization
import Testing

/// A clock that runs a thousand times faster than real time, so timers tick in milliseconds.
struct FastClock: Clock {
  let base = ContinuousClock()
  var now: ContinuousClock.Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }
  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
    try await base.sleep(for: base.now.duration(to: deadline) / 1000)
  }
}

/// A root that presents a child and pushes a stack of the same child, for stress tests.
struct StressRoot: Reducer {
  struct State: Equatable, Sendable {
    @PresentationState var child: TimerChild.State?
    var path = StackState<TimerChild.State>()
  }
  enum Action: Equatable, Sendable {
    case child(PresentationAction<TimerChild.Action>)
    case path(StackActionOf<TimerChild>)
    case present(id: Int)
    case push(id: Int)
    case popAll
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .present(id): state.child = TimerChild.State(id: id)
      case let .push(id): state.path.append(TimerChild.State(id: id))
      case .popAll: state.path.removeAll()
      case .child, .path: break
      }
      return .none
    }
    .ifLet(\.$child, action: Action.child) { TimerChild() }
    .forEach(\.path, action: Action.path) { TimerChild() }
  }
}

/// SplitMix64, enough to drive a stress test from a seed.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite struct StoreTests {
  @Test func stressLeavesNoBookkeepingBehind() async {
    let warnings = Mutex(0)
    await RuntimeWarnings.withSink({ _ in warnings.withLock { $0 += 1 } }) {
      let store = Store(initialState: StressRoot.State()) {
        StressRoot()
      } withDependencies: {
        $0.continuousClock = FastClock()
      }
      var random = SplitMix(state: 42)
      let childActions: [TimerChild.Action] = [
        .startTimer, .startTimer, .increment, .closeTapped, .changeID(9),
      ]
      var peakEffects = 0
      for step in 0..<3_000 {
        let ids = store.state.path.ids
        let action: StressRoot.Action
        switch Int.random(in: 0..<8, using: &random) {
        case 0: action = .present(id: step % 3)
        case 1: action = .child(.dismiss)
        case 2, 3: action = .child(.presented(childActions.randomElement(using: &random)!))
        case 4: action = .push(id: step)
        case 5: action = .path(.popFrom(id: ids.randomElement(using: &random) ?? 0))
        case 6:
          action = .path(
            .element(
              id: ids.randomElement(using: &random) ?? 0, action: childActions.randomElement(using: &random)!)
          )
        default: action = .popAll
        }
        store.send(action)
        peakEffects = max(peakEffects, store.core.bookkeeping.runningEffects)
        if step % 50 == 0 { await Task.yield() }
      }
      #expect(peakEffects > 2, "effects were running during the run")
      store.send(.child(.dismiss))
      store.send(.popAll)
      #expect(await store.core.waitUntilIdle(timeout: .seconds(10)))
      #expect(store.state.child == nil && store.state.path.isEmpty)
      #expect(store.core.bookkeeping == (0, 0), "no effect and no dismiss listener left")
    }
    #expect(warnings.withLock { $0 } > 0, "the run also sent actions to absent children")
  }

  @Test func actionsFromManyTasksAreAllHandled() async {
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state += action
        return .none
      }
    }
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<500 { store.send(1) }
        }
      }
    }
    #expect(store.state == 4_000)
  }

  @Test func effectsRunForRealAndFeedBack() async {
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state += 1
        return action > 0 ? .run { send in await send(action - 1) } : .none
      }
    }
    await store.send(10).finish()
    #expect(await store.core.waitUntilIdle(timeout: .seconds(5)))
    #expect(store.state == 11)
  }

  @Test func droppingTheStoreCancelsItsEffects() async {
    let clock = TestClock()
    var store: Store<TimerChild.State, TimerChild.Action>? = Store(initialState: TimerChild.State()) {
      TimerChild()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store?.send(.startTimer)
    while clock.pendingSleepCount == 0 { await Task.yield() }
    store = nil
    while clock.pendingSleepCount > 0 { await Task.yield() }
    #expect(clock.pendingSleepCount == 0)
  }
}
