import Foundation
import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: the reducer makes its ids with `UUID()` instead of the `uuid` dependency.
struct UUIDInReducer: Reducer, ActionGenerating {
  struct State: Equatable, Sendable {
    var itemIDs: [UUID] = []
  }
  enum Action: Equatable, Sendable {
    case addTapped
    case clearTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped: state.itemIDs.append(UUID())  // not deterministic
      case .clearTapped: state.itemIDs = []
      }
      return .none
    }
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(.always(.clearTapped), .always(.addTapped))
  }
}

extension BugZoo {
  @Test func reducerMakesRealUUIDs() async {
    let result = await expectBug(
      in: UUIDInReducer(), from: UUIDInReducer.State(), invariant: "deterministic replay", minimalSteps: 1)
    // Found at the step, by reducing the action a second time: the report names the action.
    #expect(result?.failure?.report.contains("run a second time on the state before this action") == true)
    #expect(result?.failure?.report.contains(".addTapped") == true)
  }
}
