import Generators
import ReducerCheck
import ReducerCore

/// Two effects that answer each other forever: what the checker must find and report quickly,
/// with its default limits.
struct RunawayFeature: Reducer, ActionGenerating {
  struct State: Equatable, Sendable { var volleys = 0 }
  enum Action: Equatable, Sendable {
    case ping
    case pong
    case idle
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .ping:
        state.volleys += 1
        return .run { send in await send(.pong) }
      case .pong:
        return .run { send in await send(.ping) }
      case .idle:
        return .none
      }
    }
  }
  static func actions(for state: State) -> Gen<Action> {
    .frequency([(9, .always(.idle)), (1, .always(.ping))])
  }
}
