import ReducerCore

/// TCA's "Alerts and confirmation dialogs" case study exactly as TCA writes it: the alert and
/// the dialog each in their own presentation state. Only one shows at a time: each is opened
/// by a button of the screen they cover, and the dialog's buttons close it (as alerts and
/// dialogs close after any of their actions) before the alert that announces the change shows.
struct AlertAndConfirmationDialogPresentsFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    @PresentationState var alert: AlertState<Action.Alert>?
    @PresentationState var confirmationDialog: ConfirmationDialogState<Action.ConfirmationDialog>?
    var count = 0
  }

  enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case alertButtonTapped
    case confirmationDialog(PresentationAction<ConfirmationDialog>)
    case confirmationDialogButtonTapped

    enum Alert: Equatable, Codable, Sendable {
      case incrementButtonTapped
    }
    enum ConfirmationDialog: Equatable, Codable, Sendable {
      case incrementButtonTapped
      case decrementButtonTapped
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.incrementButtonTapped)),
        .confirmationDialog(.presented(.incrementButtonTapped)):
        state.alert = AlertState(title: "Incremented!")
        state.count += 1
        return .none

      case .alert:
        return .none

      case .alertButtonTapped:
        state.alert = AlertState(
          title: "Alert!",
          message: "This is an alert",
          buttons: [
            ButtonState(role: .cancel, label: "Cancel"),
            ButtonState(action: .incrementButtonTapped, label: "Increment"),
          ]
        )
        return .none

      case .confirmationDialog(.presented(.decrementButtonTapped)):
        state.alert = AlertState(title: "Decremented!")
        state.count -= 1
        return .none

      case .confirmationDialog:
        return .none

      case .confirmationDialogButtonTapped:
        state.confirmationDialog = ConfirmationDialogState(
          title: "Confirmation dialog",
          message: "This is a confirmation dialog.",
          buttons: [
            ButtonState(role: .cancel, label: "Cancel"),
            ButtonState(action: .incrementButtonTapped, label: "Increment"),
            ButtonState(action: .decrementButtonTapped, label: "Decrement"),
          ]
        )
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
    .ifLet(\.$confirmationDialog, action: Action.confirmationDialog)
  }
}
