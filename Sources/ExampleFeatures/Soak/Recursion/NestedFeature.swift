import Foundation
import ReducerCore

/// TCA's "Recursion" case study: a node with a name and rows that are nodes of the same
/// feature; each row opens (drills down) into the same screen, scoped to that row.
struct NestedFeature: Reducer {
  struct State: Equatable, Identifiable, Codable, Sendable {
    let id: UUID
    var name = ""
    var rows: IdentifiedArrayOf<State> = []
  }

  indirect enum Action: Equatable, Sendable {
    case addRowButtonTapped
    case nameTextFieldChanged(String)
    case onDelete(IndexSet)
    case rows(IdentifiedActionOf<NestedFeature>)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addRowButtonTapped:
        state.rows.append(State(id: self.uuid()))
        return .none

      case let .nameTextFieldChanged(name):
        state.name = name
        return .none

      case let .onDelete(indexSet):
        for index in indexSet.sorted(by: >) where state.rows.indices.contains(index) {
          state.rows.remove(at: index)
        }
        return .none

      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: Action.rows) {
      NestedFeature()
    }
  }
}
