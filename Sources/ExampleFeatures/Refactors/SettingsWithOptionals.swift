import ReducerCore

/// Settings as first written: three sheets, each its own `@PresentationState` optional, and
/// a reducer that clears the other two whenever it presents one. `SettingsFeature` is the same
/// screen refactored to one destination enum; `checkEquivalence` shows they behave alike.
struct SettingsWithOptionals: Reducer {
  struct State: Equatable, Codable, Sendable {
    var theme = "light"
    @PresentationState var account: AccountSheet.State?
    @PresentationState var themePicker: ThemeSheet.State?
    @PresentationState var about: AboutSheet.State?
  }
  enum Action: Equatable, Sendable {
    case accountTapped
    case themeTapped
    case aboutTapped
    case account(PresentationAction<AccountSheet.Action>)
    case themePicker(PresentationAction<ThemeSheet.Action>)
    case about(PresentationAction<AboutSheet.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .accountTapped:
        state.themePicker = nil
        state.about = nil
        state.account = AccountSheet.State()
        return .none
      case .themeTapped:
        state.account = nil
        state.about = nil
        state.themePicker = ThemeSheet.State(current: state.theme)
        return .none
      case .aboutTapped:
        state.account = nil
        state.themePicker = nil
        state.about = AboutSheet.State()
        return .none
      case let .themePicker(.presented(.delegate(.chose(theme)))):
        state.theme = theme
        state.themePicker = nil
        return .none
      case .account, .themePicker, .about:
        return .none
      }
    }
    .ifLet(\.$account, action: Action.account) { AccountSheet() }
    .ifLet(\.$themePicker, action: Action.themePicker) { ThemeSheet() }
    .ifLet(\.$about, action: Action.about) { AboutSheet() }
  }
}
