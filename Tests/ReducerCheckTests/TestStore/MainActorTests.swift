import ReducerCheck
import ReducerCore
import Testing
import XCTest

/// TCA's tests run on the main actor; in Swift 6 language mode they compile and pass here
/// without warnings, under Swift Testing and XCTest alike.
@MainActor @Suite struct MainActorTestStoreTests {
  @Test func sendAndReceiveOnTheMainActor() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementLater)
    await store.receive(.incremented) { $0.count = 1 }
    await store.finish()
    store.exhaustivity = .off
    await store.send(.increment)
    #expect(store.state.count == 2)
  }

  @Test func checkOnTheMainActor() async {
    let result = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
      $0.seed = 11
      $0.regressionFile = nil
      $0.actions(for: TwoSheetsAtOnce.self) { _ in .always(.settingsTapped) }
      $0.actions(for: TwoSheetsAtOnce.Sheet.self) { _ in .always(.bump) }
    }
    #expect(result.failure == nil)
  }
}

@MainActor final class MainActorXCTestStoreTests: XCTestCase {
  func testSendAndReceiveOnTheMainActor() async {
    let clock = TestClock()
    let store = TestStore(initialState: TickAndLoad.State()) {
      TickAndLoad()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    let task = await store.send(.loadTapped)
    await task.finish()
    await store.receive(.loaded("hello")) { $0.loaded = "hello" }
    await store.skipReceivedActions(strict: false)
    await store.skipInFlightEffects(strict: false)
  }
}
