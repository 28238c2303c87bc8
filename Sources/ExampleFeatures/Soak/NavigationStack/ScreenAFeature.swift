import ReducerCore

/// Screen A of the stack case study: a counter that can load a fact about its count, and a
/// button that closes the screen.
struct ScreenAFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    var count = 0
    var fact: String?
    var isLoading = false
  }

  enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case dismissButtonTapped
    case incrementButtonTapped
    case factButtonTapped
    case factFailed
    case factResponse(String)
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.factClient) var factClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .dismissButtonTapped:
        return .run { _ in await self.dismiss() }

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .factButtonTapped:
        state.isLoading = true
        return .run { [count = state.count, factClient] send in
          await send(.factResponse(try await factClient.fetch(count)))
        } catch: { _, send in
          await send(.factFailed)
        }

      case .factFailed:
        state.isLoading = false
        return .none

      case let .factResponse(fact):
        state.isLoading = false
        state.fact = fact
        return .none
      }
    }
  }
}
