import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: the reducer deals a card with `Int.random(in:)` instead of a dependency.
struct RandomInReducer: Reducer, ActionGenerating {
  struct State: Equatable, Sendable {
    var hand: [Int] = []
  }
  enum Action: Equatable, Sendable {
    case dealTapped
    case foldTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .dealTapped: state.hand.append(Int.random(in: 1...1_000_000_000))  // not deterministic
      case .foldTapped: state.hand = []
      }
      return .none
    }
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(.always(.foldTapped), .always(.dealTapped))
  }
}

extension BugZoo {
  @Test func reducerReadsARandomNumber() async {
    let result = await expectBug(
      in: RandomInReducer(), from: RandomInReducer.State(), invariant: "deterministic replay", minimalSteps: 1
    )
    #expect(result?.failure?.report.contains("run a second time on the state before this action") == true)
  }
}
