import Generators
import ReducerCheck
import ReducerCore

/// A bug planted deep in long sequences: three rare `collect`s and a `spend` among hundreds of
/// `noise` steps with payloads. The checker must shrink a 500-step story to those 4 steps.
struct PlantedFailureFeature: Reducer, ActionGenerating {
  struct State: Equatable, Sendable {
    var tokens = 0
    var noise: [Int] = []
    var overspent = false
  }
  enum Action: Equatable, Sendable {
    case noise(Int)
    case collect
    case spend
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .noise(value):
        state.noise.append(value)
        if state.noise.count > 8 { state.noise.removeFirst() }
      case .collect:
        state.tokens += 1
      case .spend:
        if state.tokens >= 3 { state.overspent = true }
        state.tokens = 0
      }
      return .none
    }
  }
  static func actions(for state: State) -> Gen<Action> {
    .frequency([
      (990, Gen.int(in: 0...1_000).map(Action.noise)), (6, .always(.collect)), (4, .always(.spend)),
    ])
  }
}
