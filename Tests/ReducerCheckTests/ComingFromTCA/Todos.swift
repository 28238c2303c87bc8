import Foundation
import ReducerCheck

// A feature written for TCA 1.0, before macros, as its case studies write one. Only the
// imports differ from the TCA original: everything below compiles here unchanged.

struct Todo: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    @BindingState var description = ""
    let id: UUID
    @BindingState var isComplete = false
  }

  enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

struct Todos: Reducer {
  struct State: Equatable, Sendable {
    @PresentationState var alert: AlertState<Action.Alert>?
    @BindingState var filter = Filter.all
    var todos: IdentifiedArrayOf<Todo.State> = []
    var savedCount = 0
    var suggestion: String?
  }

  enum Filter: Equatable, Sendable { case all, active, completed }

  enum Action: BindableAction, Equatable, Sendable {
    case addTodoButtonTapped
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case clearCompletedButtonTapped
    case delete(IndexSet)
    case saved(TaskResult<Int>)
    case suggestionButtonTapped
    case suggestionResponse(TaskResult<String>)
    case todo(id: Todo.State.ID, action: Todo.Action)

    enum Alert: Equatable, Sendable { case confirmClear }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.todoStorage) var storage
  @Dependency(\.uuid) var uuid

  private enum CancelID { case save, suggestion }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.insert(Todo.State(id: self.uuid()), at: 0)
        return .none

      case .alert(.presented(.confirmClear)):
        state.todos.removeAll(where: \.isComplete)
        return .none

      case .alert:
        return .none

      case .binding(\.$filter):
        return .none

      case .binding:
        return .none

      case .clearCompletedButtonTapped:
        state.alert = AlertState {
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
        return .none

      case let .delete(indexSet):
        state.todos.remove(atOffsets: indexSet)
        return .none

      case let .saved(.success(count)):
        state.savedCount = count
        return .none

      case .saved(.failure):
        return .none

      case .suggestionButtonTapped:
        return .run { send in
          try await withTaskCancellation(id: CancelID.suggestion, cancelInFlight: true) {
            try await self.clock.sleep(for: .milliseconds(300))
            await send(.suggestionResponse(TaskResult { try await self.storage.suggest() }))
          }
        }

      case let .suggestionResponse(.success(suggestion)):
        state.suggestion = suggestion
        return .none

      case .suggestionResponse(.failure):
        state.suggestion = nil
        return .none

      case .todo:
        return .none
      }
    }
    .ifLet(\.$alert, action: /Action.alert)
    .forEach(\.todos, action: /Action.todo(id:action:)) {
      Todo()
    }
    .onChange(of: { $0.todos.filter(\.isComplete).count }) { _, completed in
      Reduce { _, _ in
        .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.saved(TaskResult { try await self.storage.save(completed) }))
        }
        .cancellable(id: CancelID.save, cancelInFlight: true)
      }
    }
  }
}

struct TodoStorage: Sendable {
  var save: @Sendable (_ completedCount: Int) async throws -> Int
  var suggest: @Sendable () async throws -> String
}

private enum TodoStorageKey: DependencyKey {
  static let liveValue = TodoStorage(save: { $0 }, suggest: { "Water the plants" })
  static let testValue = TodoStorage(
    save: unimplemented("TodoStorage.save"),
    suggest: unimplemented("TodoStorage.suggest")
  )
}

extension DependencyValues {
  var todoStorage: TodoStorage {
    get { self[TodoStorageKey.self] }
    set { self[TodoStorageKey.self] = newValue }
  }
}
