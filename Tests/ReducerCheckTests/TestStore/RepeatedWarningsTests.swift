import ReducerCheck
import ReducerCore
import Testing

/// Broken: the root ticks a pushed screen's countdown from a timer of its own, and never stops
/// it, so once the screen pops every tick is an action for a missing element.
struct CountdownIntoPoppedScreen: Reducer {
  struct Screen: Reducer {
    struct State: Equatable, Sendable { var secondsLeft = 60 }
    enum Action: Equatable, Sendable { case tick }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.secondsLeft -= 1
        return .none
      }
    }
  }
  struct State: Equatable, Sendable { var path = StackState<Screen.State>() }
  enum Action: Equatable, Sendable {
    case pushTapped
    case path(StackActionOf<Screen>)
  }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case .pushTapped = action else { return .none }
      state.path.append(Screen.State())
      let id = state.path.ids.last!
      return .run { [clock] send in
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.path(.element(id: id, action: .tick)))
        }
      }
    }
    .forEach(\.path, action: Action.path) { Screen() }
  }
}

@Suite struct RepeatedWarningsTests {
  @Test func aRuntimeWarningThatRepeatsIsReportedTenTimesThenCounted() async {
    // Regression (user trial 3): a pasted test whose timer ran on after the screen popped
    // recorded 10,000 issues, one per tick.
    let issues = await capturingIssues {
      let clock = TestClock()
      let store = TestStore(initialState: CountdownIntoPoppedScreen.State()) {
        CountdownIntoPoppedScreen()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.exhaustivity = .off
      await store.send(.pushTapped)
      await store.send(.path(.popFrom(id: 0)))
      await clock.advance(by: .seconds(50))
      await store.skipInFlightEffects()
    }
    #expect(issues.count == 11, "\(issues.map(\.message))")
    #expect(issues.prefix(10).allSatisfy { $0.message.contains("received an action for a missing element") })
    let summary = issues.last?.message ?? ""
    #expect(
      summary.hasPrefix("The runtime warning reported above came 40 more times: A \"forEach\" at"),
      "\(summary)")
  }

  @Test func aWarningExpectedInEachOfAFewKnownIssuesIsReportedEachTime() async {
    // A reviewer: reporting a warning only once broke tests that expect it in each of several
    // withKnownIssue blocks of one store.
    let store = TestStore(initialState: CountdownIntoPoppedScreen.State()) {
      CountdownIntoPoppedScreen()
    }
    for _ in 1...3 {
      await withKnownIssue { await store.send(.path(.element(id: 0, action: .tick))) }
    }
  }
}
