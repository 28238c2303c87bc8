import Foundation
import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: the refresh effect reads the real date and sends it back; the reducer itself is
/// deterministic, so only a replay of the whole sequence sees it.
struct DateReadInAnEffect: Reducer, ActionGenerating {
  struct State: Equatable, Sendable {
    var refreshedAt: Date?
  }
  enum Action: Equatable, Sendable {
    case refreshTapped
    case refreshed(Date)
    case resetTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshTapped:
        return .run { send in await send(.refreshed(Date())) }  // not deterministic
      case let .refreshed(date):
        state.refreshedAt = date
      case .resetTapped:
        state.refreshedAt = nil
      }
      return .none
    }
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(.always(.resetTapped), .always(.refreshTapped))
  }
}

extension BugZoo {
  @Test func effectSendsTheRealDate() async {
    let result = await expectBug(
      in: DateReadInAnEffect(), from: DateReadInAnEffect.State(), invariant: "deterministic replay",
      minimalSteps: 1)
    #expect(result?.failure?.report.contains("The same steps gave another state the second time") == true)
  }
}
