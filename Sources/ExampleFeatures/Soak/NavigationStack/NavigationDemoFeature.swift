import ReducerCore

/// TCA's navigation stack case study: screens A, B and C on one stack, pushed by links, by
/// screen B's buttons or all at once; popped by the back button, by a screen closing itself,
/// back to any screen, or to the root.
struct NavigationDemoFeature: Reducer {
  struct Path: Reducer {
    enum State: Equatable, Codable, Sendable {
      case screenA(ScreenAFeature.State = .init())
      case screenB(ScreenBFeature.State = .init())
      case screenC(ScreenCFeature.State = .init())
    }
    enum Action: Equatable, Sendable {
      case screenA(ScreenAFeature.Action)
      case screenB(ScreenBFeature.Action)
      case screenC(ScreenCFeature.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.screenA, action: Action.screenA) {
        ScreenAFeature()
      }
      Scope(state: State.screenB, action: Action.screenB) {
        ScreenBFeature()
      }
      Scope(state: State.screenC, action: Action.screenC) {
        ScreenCFeature()
      }
    }
  }

  struct State: Equatable, Codable, Sendable {
    var path = StackState<Path.State>()
  }

  enum Action: Equatable, Sendable {
    case goBackToScreen(id: StackElementID)
    case goToABCButtonTapped
    case path(StackActionOf<Path>)
    case popToRoot
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .goBackToScreen(id):
        state.path.pop(to: id)
        return .none

      case .goToABCButtonTapped:
        state.path.append(.screenA())
        state.path.append(.screenB())
        state.path.append(.screenC())
        return .none

      case .path(.element(_, .screenB(.screenAButtonTapped))):
        state.path.append(.screenA())
        return .none

      case .path(.element(_, .screenB(.screenBButtonTapped))):
        state.path.append(.screenB())
        return .none

      case .path(.element(_, .screenB(.screenCButtonTapped))):
        state.path.append(.screenC())
        return .none

      case .path(.element(_, .screenC(.delegate(.popToRoot)))), .popToRoot:
        state.path.removeAll()
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) {
      Path()
    }
  }
}
