import Foundation
import Generators
import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

@Suite struct CompositionInvariants {
  @Test func scopedChildren() async {
    await check(AppFeature(), from: AppFeature.State()) {
      $0.actions(for: Profile.self) { _ in
        .oneOf(
          Gen.string(of: "ab", count: 0...2).map(Profile.Action.nameChanged),
          Gen.string(of: "ab", count: 0...2).map(Profile.Action.bioChanged))
      }
      $0.actions(for: Settings.self) { _ in .always(.darkModeToggled) }
      $0.actions(for: Search.self) { _ in
        Gen.string(of: "ab", count: 0...2).map(Search.Action.queryChanged)
      }
      $0.transitionInvariant("results match the query they were searched for") { _, action, after in
        guard case let .search(.resultsLoaded(results)) = action else { return true }
        return results.allSatisfy { $0.hasPrefix(after.search.query) }
      }
    }
  }

  @Test func todos() async {
    await check(TodoList(), from: TodoList.State()) {
      $0.actions(for: TodoList.self) { state in
        state.todos.isEmpty
          ? .always(.addTodo)
          : .oneOf(.always(.addTodo), Gen.element(of: state.todos.ids).map { .deleteTodo(id: $0) })
      }
      $0.actions(for: Todo.self) { _ in
        .oneOf(
          .always(.checkBoxToggled), Gen.string(of: "ab", count: 0...2).map(Todo.Action.descriptionChanged))
      }
    }
  }

  @Test func delegateFlow() async {
    await check(Parent(), from: Parent.State()) {
      $0.actions(for: Parent.self) { _ in .always(.showChild) }
      $0.actions(for: Child.self) { _ in
        .oneOf(
          Gen.string(of: "ab", count: 0...2).map(Child.Action.textChanged),
          .always(.saveButtonTapped), .always(.cancelButtonTapped))
      }
      $0.transitionInvariant("saving appends the child's text") { before, action, after in
        guard case let .child(.presented(.delegate(.didSave(text)))) = action else { return true }
        return after.savedItems == before.savedItems + [text]
      }
    }
  }
}
