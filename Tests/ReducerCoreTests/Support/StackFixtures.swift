import Foundation
import ReducerCore

/// A navigation stack of ``TimerChild`` screens, with the parent's own push and pop actions.
struct StackParent: Reducer {
  struct State: Equatable, Sendable {
    var path = StackState<TimerChild.State>()
  }
  enum Action: Equatable, Sendable {
    case path(StackActionOf<TimerChild>)
    case pushTapped(id: Int)
    case popAllTapped
    /// Empties the stack by assigning a new one.
    case assignEmptyStack
    /// Replaces the whole state (a "sign out" button): the stack goes with it.
    case startOver
    /// Replaces the stack with a copy restored from its encoding: the same ids, nothing mounted.
    case restoreStack
    case popLastAfterForEach
    case assignAtMissingID
    case noop
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .pushTapped(id):
        state.path.append(TimerChild.State(id: id))
      case .popAllTapped:
        state.path.removeAll()
      case .assignEmptyStack:
        state.path = StackState()
      case .startOver:
        state = State()
      case .restoreStack:
        state.path = try! JSONDecoder().decode(
          StackState<TimerChild.State>.self, from: JSONEncoder().encode(state.path))
      case .assignAtMissingID:
        state.path[id: 99] = TimerChild.State(id: 99)
      case .path, .popLastAfterForEach, .noop:
        break
      }
      return .none
    }
    .forEach(\.path, action: Action.path) {
      TimerChild()
    }
    Reduce { state, action in
      if case .popLastAfterForEach = action { state.path.removeLast() }
      return .none
    }
  }
}
