import Foundation
import ReducerCore

/// The contacts list from TCA's navigation tutorial: an add-contact sheet and a delete alert in
/// one destination enum, and contact details pushed on a stack.
struct ContactsFeature: Reducer {
  struct Destination: Reducer {
    enum State: Equatable, Codable, Sendable {
      case addContact(AddContactFeature.State)
      case alert(AlertState<ContactsFeature.Action.Alert>)
    }
    enum Action: Equatable, Sendable {
      case addContact(AddContactFeature.Action)
      case alert(ContactsFeature.Action.Alert)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.addContact, action: Action.addContact) {
        AddContactFeature()
      }
    }
  }

  struct State: Equatable, Codable, Sendable {
    var contacts: IdentifiedArrayOf<Contact> = []
    @PresentationState var destination: Destination.State?
    var path = StackState<ContactDetailFeature.State>()

    init(contacts: IdentifiedArrayOf<Contact> = []) {
      self.contacts = contacts
    }
  }

  enum Action: Equatable, Sendable {
    case addButtonTapped
    case deleteButtonTapped(id: Contact.ID)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<ContactDetailFeature>)

    enum Alert: Equatable, Codable, Sendable {
      case confirmDeletion(id: Contact.ID)
    }
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addContact(
          AddContactFeature.State(contact: Contact(id: self.uuid(), name: ""))
        )
        return .none

      case let .destination(.presented(.addContact(.delegate(.saveContact(contact))))):
        state.contacts.append(contact)
        return .none

      case let .destination(.presented(.alert(.confirmDeletion(id: id)))):
        state.contacts.remove(id: id)
        return .none

      case .destination:
        return .none

      case let .deleteButtonTapped(id: id):
        state.destination = .alert(.deleteConfirmation(id: id))
        return .none

      case let .path(.element(id: id, action: .delegate(.confirmDeletion))):
        guard let detailState = state.path[id: id] else { return .none }
        state.contacts.remove(id: detailState.contact.id)
        return .none

      case .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) {
      Destination()
    }
    .forEach(\.path, action: Action.path) {
      ContactDetailFeature()
    }
  }
}

extension AlertState where Action == ContactsFeature.Action.Alert {
  static func deleteConfirmation(id: UUID) -> Self {
    Self(
      title: "Are you sure?",
      buttons: [
        ButtonState(role: .destructive, action: .confirmDeletion(id: id), label: "Delete"),
        ButtonState(role: .cancel, label: "Cancel"),
      ]
    )
  }
}
