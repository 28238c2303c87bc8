import Generators
import ReducerCheck
import ReducerCore

@testable import ExampleFeatures

extension CheckConfiguration where Feature == AppFeature {
  /// Edit the profile, toggle settings, type searches.
  mutating func useAppFeatureGenerators() {
    actions(for: Profile.self) { _ in
      .oneOf(
        Gen.string(of: "ab", count: 0...2).map(Profile.Action.nameChanged),
        Gen.string(of: "ab", count: 0...2).map(Profile.Action.bioChanged))
    }
    actions(for: Settings.self) { _ in .always(.darkModeToggled) }
    actions(for: Search.self) { _ in
      Gen.string(of: "ab", count: 0...2).map(Search.Action.queryChanged)
    }
  }
}

extension CheckConfiguration where Feature == TodoList {
  /// Add, delete, edit and tick to-dos.
  mutating func useTodoListGenerators() {
    actions(for: TodoList.self) { state in
      state.todos.isEmpty
        ? .always(.addTodo)
        : .oneOf(.always(.addTodo), Gen.element(of: state.todos.ids).map { .deleteTodo(id: $0) })
    }
    actions(for: Todo.self) { _ in
      .oneOf(
        .always(.checkBoxToggled), Gen.string(of: "ab", count: 0...2).map(Todo.Action.descriptionChanged))
    }
  }
}

extension CheckConfiguration where Feature == Parent {
  /// Show the child, type, save or cancel.
  mutating func useParentGenerators() {
    actions(for: Parent.self) { _ in .always(.showChild) }
    actions(for: Child.self) { _ in
      .oneOf(
        Gen.string(of: "ab", count: 0...2).map(Child.Action.textChanged),
        .always(.saveButtonTapped), .always(.cancelButtonTapped))
    }
  }
}
