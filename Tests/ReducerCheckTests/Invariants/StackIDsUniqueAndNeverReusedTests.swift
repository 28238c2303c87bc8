import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: a screen is pushed with an id computed from the stack's size, and only once the
/// stack was armed: between the pop of an id and its reuse lies a step that leaves the stack
/// alone, which the invariant skips without forgetting what left.
private struct ArmedPush: Reducer, ActionGenerating {
  struct Screen: Reducer {
    struct State: Equatable, Sendable {}
    enum Action: Equatable, Sendable { case noop }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }
  struct State: Equatable, Sendable {
    var path = StackState<Screen.State>()
    var armed = false
  }
  enum Action: Equatable, Sendable {
    case arm
    case openTapped
    case path(StackActionOf<Screen>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .arm:
        state.armed = true
      case .openTapped where state.armed:
        state.armed = false
        state.path.append(Screen.State(), id: StackElementID(generation: state.path.count))
      case .openTapped, .path:
        break
      }
      return .none
    }
    .forEach(\.path, action: Action.path) { Screen() }
  }
  static func actions(for state: State) -> Gen<Action> { .oneOf(.always(.arm), .always(.openTapped)) }
}

@Suite struct StackIDsUniqueAndNeverReusedTests {
  @Test func anIdThatLeftIsCaughtWhenItComesBackAfterStepsThatLeaveTheStackAlone() async {
    for seed: UInt64 in [1, 7, 0x5EED] {
      var result: CheckResult?
      _ = await capturingIssues {
        result = await check(ArmedPush(), from: ArmedPush.State()) {
          $0.seed = seed
          $0.regressionFile = nil
        }
      }
      #expect(result?.failure?.invariant == "stack ids unique and never reused", "seed \(seed)")
      // arm, open (#0), pop #0, arm, open (#0 again): the second arm leaves the stack alone.
      #expect(result?.failure?.steps == 5, "seed \(seed)")
      #expect(result?.failure?.report.contains("an id that already left this stack") == true)
    }
  }
}
