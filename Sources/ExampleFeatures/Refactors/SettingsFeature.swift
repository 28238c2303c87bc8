import ReducerCore

/// Settings refactored as TCA recommends: the three sheets of `SettingsWithOptionals` become
/// cases of one destination enum, so two can never be shown at once by construction.
struct SettingsFeature: Reducer {
  struct Destination: Reducer {
    enum State: Equatable, Codable, Sendable {
      case account(AccountSheet.State)
      case themePicker(ThemeSheet.State)
      case about(AboutSheet.State)
    }
    enum Action: Equatable, Sendable {
      case account(AccountSheet.Action)
      case themePicker(ThemeSheet.Action)
      case about(AboutSheet.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.account, action: Action.account) { AccountSheet() }
      Scope(state: State.themePicker, action: Action.themePicker) { ThemeSheet() }
      Scope(state: State.about, action: Action.about) { AboutSheet() }
    }
  }

  struct State: Equatable, Codable, Sendable {
    var theme = "light"
    @PresentationState var destination: Destination.State?
  }
  enum Action: Equatable, Sendable {
    case accountTapped
    case themeTapped
    case aboutTapped
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .accountTapped:
        state.destination = .account(AccountSheet.State())
        return .none
      case .themeTapped:
        state.destination = .themePicker(ThemeSheet.State(current: state.theme))
        return .none
      case .aboutTapped:
        state.destination = .about(AboutSheet.State())
        return .none
      case let .destination(.presented(.themePicker(.delegate(.chose(theme))))):
        state.theme = theme
        state.destination = nil
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }
}
