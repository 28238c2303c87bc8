import Foundation
import ReducerCore

/// The to-do list from the composition seed: a collection of children run by `forEach`.
struct TodoList: Reducer {
  struct State: Equatable, Codable, Sendable {
    var todos: IdentifiedArrayOf<Todo.State> = []
  }

  enum Action: Equatable, Sendable {
    case todos(IdentifiedActionOf<Todo>)
    case addTodo
    case deleteTodo(id: Todo.State.ID)
  }

  @Dependency(\.uuid) var uuid

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addTodo:
        state.todos.append(Todo.State(id: uuid()))
        return .none

      case let .deleteTodo(id):
        state.todos.remove(id: id)
        return .none

      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: Action.todos) {
      Todo()
    }
  }
}

struct Todo: Reducer {
  struct State: Equatable, Identifiable, Codable, Sendable {
    let id: UUID
    var description = ""
    var isComplete = false
  }

  enum Action: Equatable, Sendable {
    case descriptionChanged(String)
    case checkBoxToggled
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .descriptionChanged(description):
        state.description = description
        return .none
      case .checkBoxToggled:
        state.isComplete.toggle()
        return .none
      }
    }
  }
}
