import Foundation
import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: the reducer reads the real date instead of the `date` dependency.
struct DateInReducer: Reducer, ActionGenerating {
  struct State: Equatable, Sendable {
    var notes: [String] = []
    var lastEdited: Date?
  }
  enum Action: Equatable, Sendable {
    case noteAdded
    case cleared
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .noteAdded:
        state.notes.append("note")
        state.lastEdited = Date()  // not deterministic
      case .cleared:
        state.notes = []
      }
      return .none
    }
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(.always(.cleared), .always(.noteAdded))
  }
}

extension BugZoo {
  @Test func reducerReadsTheRealDate() async {
    let result = await expectBug(
      in: DateInReducer(), from: DateInReducer.State(),
      invariant: "deterministic replay", minimalSteps: 1)
    #expect(result?.failure?.report.contains("1. send .noteAdded") == true)
    #expect(result?.failure?.report.contains("@Dependency(\\.date)") == true)
  }
}
