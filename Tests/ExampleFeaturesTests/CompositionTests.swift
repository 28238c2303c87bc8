import Foundation
import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

@Suite struct CompositionTests {
  @Test func scopedChildrenRunOnTheirOwnState() async {
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
    await store.send(.profile(.nameChanged("Blob"))) { $0.profile.name = "Blob" }
    await store.send(.settings(.darkModeToggled)) { $0.settings.isDarkMode = true }
  }

  @Test func searchIsDebounced() async {
    let clock = TestClock()
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.search(.queryChanged("p"))) { $0.search.query = "p" }
    await clock.advance(by: .milliseconds(100))
    await store.send(.search(.queryChanged("pi"))) { $0.search.query = "pi" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.search(.resultsLoaded(["pi 1", "pi 2"]))) {
      $0.search.results = ["pi 1", "pi 2"]
    }
  }

  @Test func todosAddToggleDelete() async {
    let store = TestStore(initialState: TodoList.State()) { TodoList() }
    let id = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    await store.send(.addTodo) { $0.todos.append(Todo.State(id: id)) }
    await store.send(.todos(.element(id: id, action: .checkBoxToggled))) {
      $0.todos[id: id]?.isComplete = true
    }
    await store.send(.deleteTodo(id: id)) { $0.todos.remove(id: id) }
  }

  @Test func parentChildIntegration() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }

    await store.send(.showChild) {
      $0.child = Child.State()
    }
    await store.send(.child(.presented(.textChanged("test")))) {
      $0.child?.text = "test"
    }
    await store.send(.child(.presented(.saveButtonTapped)))
    await store.receive(.child(.presented(.delegate(.didSave("test"))))) {
      $0.savedItems = ["test"]
      $0.child = nil
    }
  }

  @Test func childTestedInIsolation() async {
    let store = TestStore(initialState: Child.State()) { Child() }
    await store.send(.saveButtonTapped)
    await store.receive(.delegate(.didSave("")))
  }
}
