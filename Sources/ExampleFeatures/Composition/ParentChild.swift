import ReducerCore

/// The child from the composition seed: tells its parent about saving through delegate actions.
struct Child: Reducer {
  struct State: Equatable, Codable, Sendable {
    var text: String = ""
  }

  enum Action: Equatable, Sendable {
    case textChanged(String)
    case saveButtonTapped
    case cancelButtonTapped
    case delegate(Delegate)

    enum Delegate: Equatable, Sendable {
      case didSave(String)
      case didCancel
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .textChanged(text):
        state.text = text
        return .none

      case .saveButtonTapped:
        return .send(.delegate(.didSave(state.text)))

      case .cancelButtonTapped:
        return .send(.delegate(.didCancel))

      case .delegate:
        return .none
      }
    }
  }
}

/// The parent that presents the child and handles its delegate actions.
struct Parent: Reducer {
  struct State: Equatable, Codable, Sendable {
    @PresentationState var child: Child.State?
    var savedItems: [String] = []
  }

  enum Action: Equatable, Sendable {
    case child(PresentationAction<Child.Action>)
    case showChild
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .showChild:
        state.child = Child.State()
        return .none

      case let .child(.presented(.delegate(.didSave(text)))):
        state.savedItems.append(text)
        state.child = nil
        return .none

      case .child(.presented(.delegate(.didCancel))):
        state.child = nil
        return .none

      case .child:
        return .none
      }
    }
    .ifLet(\.$child, action: Action.child) {
      Child()
    }
  }
}
