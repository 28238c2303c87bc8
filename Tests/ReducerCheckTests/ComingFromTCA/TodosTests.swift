import Foundation
import ReducerCheck
import XCTest

// Tests written for TCA 1.0, as its case studies write them: a main-actor XCTestCase. Only the
// imports differ from the TCA original.

@MainActor
final class TodosTests: XCTestCase {
  let clock = TestClock()

  func testAddTodo() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addTodoButtonTapped) {
      $0.todos.insert(Todo.State(id: UUID(0)), at: 0)
    }
    await store.send(.addTodoButtonTapped) {
      $0.todos.insert(Todo.State(id: UUID(1)), at: 0)
    }
  }

  func testEditDescription() async {
    let store = TestStore(initialState: Todos.State(todos: [Todo.State(id: UUID(0))])) {
      Todos()
    }

    await store.send(.todo(id: UUID(0), action: .set(\.$description, "Buy milk"))) {
      $0.todos[id: UUID(0)]?.description = "Buy milk"
    }
  }

  func testCompletingSavesAfterASecond() async {
    let store = TestStore(initialState: Todos.State(todos: [Todo.State(id: UUID(0))])) {
      Todos()
    } withDependencies: {
      $0.continuousClock = self.clock
      $0.todoStorage.save = { $0 }
    }

    await store.send(.todo(id: UUID(0), action: .set(\.$isComplete, true))) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await self.clock.advance(by: .milliseconds(500))
    await store.send(.todo(id: UUID(0), action: .set(\.$isComplete, false))) {
      $0.todos[id: UUID(0)]?.isComplete = false
    }
    await store.send(.todo(id: UUID(0), action: .set(\.$isComplete, true))) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await self.clock.advance(by: .seconds(1))
    await store.receive(.saved(.success(1))) {
      $0.savedCount = 1
    }
  }

  func testClearCompletedAsksFirst() async {
    let state = Todos.State(
      todos: [
        Todo.State(description: "Milk", id: UUID(0), isComplete: true),
        Todo.State(description: "Eggs", id: UUID(1)),
      ]
    )
    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = self.clock
      $0.todoStorage.save = { $0 }
    }

    await store.send(.clearCompletedButtonTapped) {
      $0.alert = AlertState {
        TextState("Clear completed todos?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmClear) {
          TextState("Clear")
        }
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
      } message: {
        TextState("This cannot be undone.")
      }
    }
    await store.send(.alert(.presented(.confirmClear))) {
      $0.alert = nil
      $0.todos.remove(id: UUID(0))
    }
    await self.clock.advance(by: .seconds(1))
    await store.receive(.saved(.success(0)))
  }

  func testDelete() async {
    let state = Todos.State(
      todos: [Todo.State(id: UUID(0)), Todo.State(id: UUID(1)), Todo.State(id: UUID(2))]
    )
    let store = TestStore(initialState: state) {
      Todos()
    }

    await store.send(.delete([0, 2])) {
      $0.todos = [Todo.State(id: UUID(1))]
    }
  }

  func testSuggestionIsDebounced() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.continuousClock = self.clock
      $0.todoStorage.suggest = { "Call mom" }
    }

    await store.send(.suggestionButtonTapped)
    await self.clock.advance(by: .milliseconds(200))
    await store.send(.suggestionButtonTapped)
    await self.clock.advance(by: .milliseconds(300))
    await store.receive(.suggestionResponse(.success("Call mom"))) {
      $0.suggestion = "Call mom"
    }
  }

  func testFilterBinding() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    }

    await store.send(.set(\.$filter, .completed)) {
      $0.filter = .completed
    }
  }
}
