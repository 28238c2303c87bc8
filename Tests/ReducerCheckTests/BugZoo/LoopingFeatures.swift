import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: an action that sends itself forever.
struct SelfSendingAction: Reducer, ActionGenerating {
  struct State: Equatable, Sendable { var refreshes = 0 }
  enum Action: Equatable, Sendable {
    case refresh
    case idle
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refresh:
        state.refreshes += 1
        return .send(.refresh)
      case .idle:
        return .none
      }
    }
  }
  static func actions(for state: State) -> Gen<Action> { .oneOf(.always(.idle), .always(.refresh)) }
}

/// Bug: two effects that keep answering each other.
struct EffectPingPong: Reducer, ActionGenerating {
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
  static func actions(for state: State) -> Gen<Action> { .oneOf(.always(.idle), .always(.ping)) }
}

extension BugZoo {
  @Test func reducerThatLoops() async {
    let result = await expectBug(
      in: SelfSendingAction(), from: SelfSendingAction.State(), invariant: "quiescence",
      minimalSteps: 1)
    #expect(result?.failure?.report.contains("the feature loops") == true)
  }

  @Test func effectsThatPingPongForever() async {
    // With the default limits: a runaway loop is found and reported quickly, in a short report.
    let result = await expectBug(
      in: EffectPingPong(), from: EffectPingPong.State(), invariant: "quiescence", minimalSteps: 1)
    let report = result?.failure?.report ?? ""
    #expect(report.contains("Effects never settled after this step"))
    #expect(report.contains(" more alike (started "), "\(report)")
    #expect(report.split(separator: "\n").count < 80, "\(report)")
  }
}
