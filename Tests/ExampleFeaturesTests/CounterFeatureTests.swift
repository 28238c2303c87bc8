import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

@Suite struct CounterFeatureTests {
  @Test func dismissalExhaustive() async {
    let store = TestStore(
      initialState: CounterPresenterFeature.State(
        counter: CounterFeature.State(count: 3)
      )
    ) {
      CounterPresenterFeature()
    }

    await store.send(.counter(.presented(.incrementButtonTapped))) {
      $0.counter?.count = 4
    }

    await store.send(.counter(.presented(.incrementButtonTapped))) {
      $0.counter?.count = 5
    }

    await store.receive(.counter(.dismiss)) {
      $0.counter = nil
    }
  }

  @Test func dismissalNonExhaustive() async {
    let store = TestStore(
      initialState: CounterPresenterFeature.State(
        counter: CounterFeature.State(count: 3)
      )
    ) {
      CounterPresenterFeature()
    }
    store.exhaustivity = .off

    await store.send(.counter(.presented(.incrementButtonTapped)))
    await store.send(.counter(.presented(.incrementButtonTapped)))
    await store.receive(.counter(.dismiss))
    #expect(store.state.counter == nil)
  }

  @Test func presentedLaterDismissesItselfToo() async {
    let store = TestStore(initialState: CounterPresenterFeature.State()) {
      CounterPresenterFeature()
    }
    await store.send(.showCounterTapped) {
      $0.counter = CounterFeature.State()
    }
    for count in 1...4 {
      await store.send(.counter(.presented(.incrementButtonTapped))) {
        $0.counter?.count = count
      }
    }
    await store.send(.counter(.presented(.incrementButtonTapped))) {
      $0.counter?.count = 5
    }
    await store.receive(.counter(.dismiss)) {
      $0.counter = nil
    }
  }
}
