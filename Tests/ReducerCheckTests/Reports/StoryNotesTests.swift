import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: a screen's "Next" tells the root, which pushes the next screen and ticks its countdown
/// from a timer of its own that nothing stops, so once that screen pops every tick is an action
/// for a missing element.
struct DelegatePushesCountdown: Reducer, ActionGenerating {
  struct Screen: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var ticks = 0 }
    enum Action: Equatable, Sendable {
      case nextTapped
      case tick
      case delegate(Delegate)
      enum Delegate: Equatable, Sendable { case next }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .nextTapped: return .send(.delegate(.next))
        case .tick: state.ticks += 1
        case .delegate: break
        }
        return .none
      }
    }
    static func actions(for state: State) -> Gen<Action> { .always(.nextTapped) }
  }
  struct State: Equatable, Sendable { var path = StackState<Screen.State>() }
  enum Action: Equatable, Sendable {
    case startTapped
    case path(StackActionOf<Screen>)
  }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        state.path.append(Screen.State())
        return .none
      case .path(.element(_, .delegate(.next))):
        state.path.append(Screen.State())
        let id = state.path.ids.last!
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.path(.element(id: id, action: .tick)))
          }
        }
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { Screen() }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.startTapped) }
}

@Suite struct StoryNotesTests {
  @Test func anEffectStartedOnADelegateMessageIsNotSaidToBeForTheScreenThatSentIt() async {
    // User trial 3: the story said the root's timer was started "for path[#0]", the screen
    // whose delegate message started it, while it ticked path[#1]; by the delegate rule it is
    // the root's own work.
    let result = await quietCheck(DelegatePushesCountdown(), from: DelegatePushesCountdown.State())
    let report = result?.failure?.report ?? ""
    #expect(result?.failure != nil)
    #expect(report.contains("received .path(.element(id: #0, action: .delegate(.next)))"), "\(report)")
    #expect(!report.contains(", for path[#0]"), "\(report)")
    #expect(report.contains("in root, on a .delegate message of path[#0]\n"), "\(report)")
  }
}
