import ReducerCore

/// Screen C of the stack case study: closes itself, or asks the root to pop to the root.
struct ScreenCFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    var count = 0
  }

  enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case delegate(Delegate)
    case dismissButtonTapped
    case incrementButtonTapped
    case popToRootButtonTapped

    enum Delegate: Equatable, Sendable {
      case popToRoot
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .delegate:
        return .none

      case .dismissButtonTapped:
        return .run { _ in await self.dismiss() }

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .popToRootButtonTapped:
        return .send(.delegate(.popToRoot))
      }
    }
  }
}
