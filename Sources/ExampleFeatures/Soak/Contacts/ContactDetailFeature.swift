import ReducerCore

/// A contact's detail, pushed on the contacts stack. Deleting asks for confirmation; the
/// confirmation tells the parent to delete the contact and closes the detail.
struct ContactDetailFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    @PresentationState var alert: AlertState<Action.Alert>?
    let contact: Contact

    init(contact: Contact, alert: AlertState<Action.Alert>? = nil) {
      self.contact = contact
      self.alert = alert
    }
  }

  enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)
    case deleteButtonTapped

    enum Alert: Equatable, Codable, Sendable {
      case confirmDeletion
    }
    enum Delegate: Equatable, Sendable {
      case confirmDeletion
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion)):
        return .run { send in
          await send(.delegate(.confirmDeletion))
          await self.dismiss()
        }

      case .alert:
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.alert = .confirmDeletion
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
  }
}

extension AlertState where Action == ContactDetailFeature.Action.Alert {
  static var confirmDeletion: Self {
    Self(
      title: "Are you sure?",
      buttons: [
        ButtonState(role: .destructive, action: .confirmDeletion, label: "Delete"),
        ButtonState(role: .cancel, label: "Cancel"),
      ]
    )
  }
}
