import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: the parent runs a screen's timer for it, so popping the screen does not stop it. The
/// ticks count at the root, which the parent may do after the screen is gone: what is wrong is
/// that the timer never ends ("quiescence"). Sent into the popped screen, the same ticks break
/// "effects cancelled on dismiss" (`TicksIntoPoppedScreen`).
struct TimerOutlivesPoppedScreen: Reducer, ActionGenerating {
  struct Screen: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var seconds = 0 }
    enum Action: Equatable, Sendable { case onAppear }
    var body: some ReducerOf<Self> { EmptyReducer() }
    static func actions(for state: State) -> Gen<Action> { .always(.onAppear) }
  }
  struct State: Equatable, Sendable {
    var path = StackState<Screen.State>()
    var ticks = 0
  }
  enum Action: Equatable, Sendable {
    case openTapped
    case tick
    case path(StackActionOf<Screen>)
  }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped:
        state.path.append(Screen.State())
        return .none
      case .path(.element(_, .onAppear)):
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { Screen() }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.openTapped) }
}

extension BugZoo {
  @Test func timerOfAPoppedScreenKeepsTicking() async {
    let result = await expectBug(
      in: TimerOutlivesPoppedScreen(), from: TimerOutlivesPoppedScreen.State(),
      invariant: "quiescence", minimalSteps: 3)
    let report = result?.failure?.report ?? ""
    #expect(report.contains("1. send .openTapped"))
    #expect(report.contains("2. send .path(.element(id: #0, action: .onAppear))"))
    #expect(report.contains("3. send .path(.popFrom(id: #0))"))
    #expect(report.contains("After the schedule ended"))
    // The stale ticks are in the story, counted rather than listed.
    #expect(report.contains("  Then time ran on:\n       ticks: 0 → 50\n"), "\(report)")
    #expect(report.contains("received .tick from E1 (50 times)"), "\(report)")
  }
}
