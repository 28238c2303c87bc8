import ReducerCore

/// TCA's "Alerts and confirmation dialogs" case study, with both in one destination enum:
/// the alert's button increments the count, the dialog's buttons increment or decrement it,
/// and each change is announced by a new alert.
struct AlertAndConfirmationDialogFeature: Reducer {
  struct Destination: Reducer {
    enum State: Equatable, Codable, Sendable {
      case alert(AlertState<Action.Alert>)
      case confirmationDialog(ConfirmationDialogState<Action.ConfirmationDialog>)
    }
    enum Action: Equatable, Sendable {
      case alert(Alert)
      case confirmationDialog(ConfirmationDialog)

      enum Alert: Equatable, Codable, Sendable {
        case incrementButtonTapped
      }
      enum ConfirmationDialog: Equatable, Codable, Sendable {
        case incrementButtonTapped
        case decrementButtonTapped
      }
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  struct State: Equatable, Codable, Sendable {
    @PresentationState var destination: Destination.State?
    var count = 0
  }

  enum Action: Equatable, Sendable {
    case alertButtonTapped
    case confirmationDialogButtonTapped
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alertButtonTapped:
        state.destination = .alert(
          AlertState(
            title: "Alert!",
            message: "This is an alert",
            buttons: [
              ButtonState(role: .cancel, label: "Cancel"),
              ButtonState(action: .incrementButtonTapped, label: "Increment"),
            ]
          )
        )
        return .none

      case .confirmationDialogButtonTapped:
        state.destination = .confirmationDialog(
          ConfirmationDialogState(
            title: "Confirmation dialog",
            message: "This is a confirmation dialog.",
            buttons: [
              ButtonState(role: .cancel, label: "Cancel"),
              ButtonState(action: .incrementButtonTapped, label: "Increment"),
              ButtonState(action: .decrementButtonTapped, label: "Decrement"),
            ]
          )
        )
        return .none

      case .destination(.presented(.alert(.incrementButtonTapped))),
        .destination(.presented(.confirmationDialog(.incrementButtonTapped))):
        state.destination = .alert(AlertState(title: "Incremented!"))
        state.count += 1
        return .none

      case .destination(.presented(.confirmationDialog(.decrementButtonTapped))):
        state.destination = .alert(AlertState(title: "Decremented!"))
        state.count -= 1
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) {
      Destination()
    }
  }
}
