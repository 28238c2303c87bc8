import ReducerCheck
import ReducerCore
import Testing

/// Docs/Behaviour.md rule 30: a TestStore runs effects on a serial executor the test drives, so
/// the same test gives the same result every run. Each test repeats its story on fresh stores:
/// when effects ran on the global pool, each of these failed now and then.
@Suite struct TestStoreDeterminismTests {
  static let repeats = 25

  @Test("30. An action an effect sends just before a root dismiss() is received")
  func sendThenDismissAtRoot() async {
    for _ in 0..<Self.repeats {
      let store = TestStore(initialState: SaveAndDismiss.State()) { SaveAndDismiss() }
      await store.send(.saveTapped)
      await store.receive(.delegate(.saved)) { $0.saved = true }
    }
  }

  @Test("30. What a popped screen's effect says after its parent pops it never arrives")
  func poppedScreenFallsSilent() async {
    for _ in 0..<Self.repeats {
      let store = TestStore(initialState: ChattyStack.State()) { ChattyStack() }
      await store.send(.pushTapped) { $0.path.append(ChattyStack.Screen.State()) }
      let id = store.state.path.ids.first!
      await store.send(.path(.element(id: id, action: .finishTapped)))
      await store.receive(.path(.element(id: id, action: .delegate(.done)))) {
        $0.path.pop(from: id)
        $0.finished = 1
      }
    }
  }

  @Test("30. clock.advance right after a send wakes the sleep that send started")
  func advanceRightAfterSend() async {
    for _ in 0..<Self.repeats {
      let clock = TestClock()
      let store = TestStore(initialState: TickAndLoad.State()) {
        TickAndLoad()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTapped)
      await clock.advance(by: .seconds(1))
      await store.receive(.tick) { $0.ticks = 1 }
    }
  }

  @Test("30. An effect that has sent its last action has ended by the end of the test")
  func effectEndsWithItsLastAction() async {
    for _ in 0..<Self.repeats {
      let store = TestStore(initialState: TickAndLoad.State()) { TickAndLoad() }
      await store.send(.loadTapped)
      await store.receive(.loaded("hello")) { $0.loaded = "hello" }
    }
  }
}

/// A tap whose work starts in an effect: what a report's "(its effects wait)" step needs.
private struct TapLog: Reducer {
  struct State: Equatable, Sendable { var log: [String] = [] }
  enum Action: Equatable, Sendable {
    case tap
    case started
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        state.log.append("tap")
        return .run { send in await send(.started) }
      case .started:
        state.log.append("started")
        return .none
      }
    }
  }
}

@Suite struct EffectsLeftWaitingTests {
  @Test func aSecondTapIsHandledBeforeTheFirstTapsEffectRuns() async {
    let store = TestStore(initialState: TapLog.State()) { TapLog() }
    store.exhaustivity = .off
    await store.sendLeavingEffectsWaiting(.tap)
    await store.sendLeavingEffectsWaiting(.tap)
    #expect(store.state.log == ["tap", "tap"])
    await store.runWaitingEffects()
    #expect(store.state.log == ["tap", "tap", "started", "started"])
  }

  @Test func theNextPlainSendRunsThemAfterItsOwnAction() async {
    let store = TestStore(initialState: TapLog.State()) { TapLog() }
    store.exhaustivity = .off
    await store.sendLeavingEffectsWaiting(.tap)
    await store.send(.tap)
    #expect(store.state.log == ["tap", "tap", "started", "started"])
  }
}
