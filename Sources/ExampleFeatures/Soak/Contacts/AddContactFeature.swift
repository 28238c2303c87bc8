import ReducerCore

/// The add-contact sheet: edits a new contact, then tells its parent to save it and closes
/// itself; Cancel just closes it.
struct AddContactFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    var contact: Contact
  }

  enum Action: Equatable, Sendable {
    case cancelButtonTapped
    case delegate(Delegate)
    case saveButtonTapped
    case setName(String)

    enum Delegate: Equatable, Sendable {
      case saveContact(Contact)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .run { _ in await self.dismiss() }

      case .delegate:
        return .none

      case .saveButtonTapped:
        return .run { [contact = state.contact] send in
          await send(.delegate(.saveContact(contact)))
          await self.dismiss()
        }

      case let .setName(name):
        state.contact.name = name
        return .none
      }
    }
  }
}
