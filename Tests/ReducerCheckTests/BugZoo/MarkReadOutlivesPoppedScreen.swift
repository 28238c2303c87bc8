import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: the parent marks a pushed screen read once it has been shown for three seconds, in an
/// effect it makes cancellable under an id naming that screen, and never cancels the id: a
/// screen popped before three seconds is still marked read.
struct MarkReadOutlivesPoppedScreen: Reducer, ActionGenerating {
  struct Screen: Reducer, ActionGenerating {
    struct State: Equatable, Sendable {}
    enum Action: Equatable, Sendable { case onAppear }
    var body: some ReducerOf<Self> { EmptyReducer() }
    static func actions(for state: State) -> Gen<Action> { .always(.onAppear) }
  }
  struct State: Equatable, Sendable {
    var path = StackState<Screen.State>()
    var read: [StackElementID] = []
  }
  enum Action: Equatable, Sendable {
    case openTapped
    case markedRead(StackElementID)
    case path(StackActionOf<Screen>)
  }
  struct MarkReadID: Hashable, Sendable { var element: StackElementID }
  /// Whether popping a screen cancels its id, as it should.
  var cancelsOnPop = false
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped:
        state.path.append(Screen.State())
        return .none
      case let .path(.element(id, .onAppear)):
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(3))
          await send(.markedRead(id))
        }
        .cancellable(id: MarkReadID(element: id), cancelInFlight: true)
      case let .markedRead(id):
        state.read.append(id)
        return .none
      case let .path(.popFrom(id)):
        return cancelsOnPop ? .cancel(id: MarkReadID(element: id)) : .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { Screen() }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.openTapped) }
}

extension BugZoo {
  @Test func aParentEffectKeyedToAPoppedScreenIsHeldToThatScreen() async {
    // Regression (a user's trial): an id of the parent's own exempted the effect, even one
    // naming the screen's stack id; the check passed 3,000 sequences while the screen's pasted
    // test failed.
    let result = await expectBug(
      in: MarkReadOutlivesPoppedScreen(), from: MarkReadOutlivesPoppedScreen.State(),
      invariant: "effects cancelled on dismiss", minimalSteps: 3)
    let report = flattened(result?.failure?.report)
    #expect(report.contains("3. send .path(.popFrom(id: #0))"), "\(report)")
    #expect(
      report.contains(
        "E1 is cancellable under MarkReadOutlivesPoppedScreen.MarkReadID(element: #0), which names path[#0]"),
      "\(report)")
  }
}
