import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Correct: a screen's or the sheet's "start over" button makes the root replace its whole state
/// (`state = State()`), or assign a new stack, in the reducer the `forEach` and the `ifLet` wrap.
/// Both operators cancel the effects of the screens and the sheet that went with the old state,
/// as TCA's do.
struct StartsOver: Reducer, ActionGenerating {
  struct Screen: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var loading = false }
    enum Action: Equatable, Sendable { case load, loaded, startOverTapped }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .load:
          state.loading = true
          return .run { [clock] send in
            try await clock.sleep(for: .seconds(5))
            await send(.loaded)
          }
        case .loaded:
          state.loading = false
          return .none
        case .startOverTapped:
          return .none
        }
      }
    }
    static func actions(for state: State) -> Gen<Action> {
      .oneOf(.always(.load), .always(.startOverTapped))
    }
  }
  enum Reset: Sendable { case wholeState, newStack }
  struct State: Equatable, Sendable {
    var path = StackState<Screen.State>()
    @PresentationState var sheet: Screen.State?
  }
  enum Action: Equatable, Sendable {
    case pushTapped
    case sheetTapped
    case path(StackActionOf<Screen>)
    case sheet(PresentationAction<Screen.Action>)
  }
  var reset = Reset.wholeState
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pushTapped:
        state.path.append(Screen.State())
      case .sheetTapped:
        state.sheet = Screen.State()
      case .path(.element(_, .startOverTapped)), .sheet(.presented(.startOverTapped)):
        switch reset {
        case .wholeState: state = State()
        case .newStack:
          state.path = StackState()
          state.sheet = nil
        }
      case .path, .sheet:
        break
      }
      return .none
    }
    .forEach(\.path, action: Action.path) { Screen() }
    .ifLet(\.$sheet, action: Action.sheet) { Screen() }
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(.always(.pushTapped), .always(.sheetTapped))
  }
}

extension FalsePositives {
  @Test(arguments: [StartsOver.Reset.wholeState, .newStack])
  func startingOverCancelsTheOldScreensEffects(reset: StartsOver.Reset) async {
    // Regression (user trial 3): a sign-out that replaced the whole state left the popped
    // screens' requests running, and their answers were reported as actions for absent state.
    await expectNoFailure(in: StartsOver(reset: reset), from: StartsOver.State())
  }
}
