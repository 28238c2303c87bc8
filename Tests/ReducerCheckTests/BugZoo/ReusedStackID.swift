import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: screens are pushed with ids computed from the stack's size, so a popped id comes back.
struct ReusedStackID: Reducer, ActionGenerating {
  struct Screen: Reducer {
    struct State: Equatable, Sendable { var title = "" }
    enum Action: Equatable, Sendable { case rename }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.title += "!"
        return .none
      }
    }
  }
  struct State: Equatable, Sendable {
    var path = StackState<Screen.State>()
    /// Another stack; empty unless a test fills it.
    var sidebar = StackState<Screen.State>()
  }
  enum Action: Equatable, Sendable {
    case openTapped
    case path(StackActionOf<Screen>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped:
        // Hand-made id: reused once the screen with that id was popped.
        state.path.append(Screen.State(), id: StackElementID(generation: state.path.count))
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
  @Test func stackIDReused() async {
    let result = await expectBug(
      in: ReusedStackID(), from: ReusedStackID.State(),
      invariant: "stack ids unique and never reused", minimalSteps: 3)
    #expect(result?.failure?.report.contains("an id that already left this stack") == true)
  }
}
