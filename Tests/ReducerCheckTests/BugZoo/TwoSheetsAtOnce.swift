import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: two optional sheets, and the settings sheet's "profile" button shows the profile without
/// dismissing the settings.
struct TwoSheetsAtOnce: Reducer, ActionGenerating {
  struct Sheet: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var value = 0 }
    enum Action: Equatable, Sendable {
      case bump
      case profileTapped
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if action == .bump { state.value += 1 }
        return .none
      }
    }
    static func actions(for state: State) -> Gen<Action> { .oneOf(.always(.bump), .always(.profileTapped)) }
  }
  struct State: Equatable, Sendable {
    @PresentationState var settings: Sheet.State?
    @PresentationState var profile: Sheet.State?
  }
  enum Action: Equatable, Sendable {
    case settingsTapped
    case profileTapped
    case settings(PresentationAction<Sheet.Action>)
    case profile(PresentationAction<Sheet.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .settingsTapped: state.settings = Sheet.State()
      case .profileTapped, .settings(.presented(.profileTapped)):
        state.profile = Sheet.State()  // forgets to dismiss settings
      case .settings, .profile: break
      }
      return .none
    }
    .ifLet(\.$settings, action: Action.settings) { Sheet() }
    .ifLet(\.$profile, action: Action.profile) { Sheet() }
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(.always(.settingsTapped), .always(.profileTapped))
  }
}

extension BugZoo {
  @Test func twoDestinationsPresentedAtOnce() async {
    let result = await expectBug(
      in: TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State(),
      invariant: "at most one destination presented", minimalSteps: 2)
    #expect(
      result?.failure?.report.contains("presents \"settings\" and \"profile\" at the same time") == true)
  }
}
