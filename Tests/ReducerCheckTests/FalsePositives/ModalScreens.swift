import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Correct, in the style of TCA's alerts and dialogs case study: an alert and a confirmation
/// dialog in two presentation states. Both are modal, so a user can never open the second while
/// the first is up; only a checker that taps the screen behind a dialog could.
struct AlertAndDialog: Reducer, ActionGenerating {
  struct State: Equatable, Sendable {
    var count = 0
    @PresentationState var alert: AlertState<Action.Alert>?
    @PresentationState var dialog: ConfirmationDialogState<Action.Dialog>?
  }
  enum Action: Equatable, Sendable {
    case alertButtonTapped
    case dialogButtonTapped
    case alert(PresentationAction<Alert>)
    case dialog(PresentationAction<Dialog>)
    enum Alert: Equatable, Sendable { case increment }
    enum Dialog: Equatable, Sendable { case increment, decrement }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alertButtonTapped:
        state.alert = AlertState(
          title: "Alert", buttons: [ButtonState(action: .increment, label: "Increment")])
        return .none
      case .dialogButtonTapped:
        state.dialog = ConfirmationDialogState(
          title: "Dialog",
          buttons: [
            ButtonState(action: .increment, label: "Increment"),
            ButtonState(action: .decrement, label: "Decrement"),
          ])
        return .none
      case .alert(.presented(.increment)), .dialog(.presented(.increment)):
        state.count += 1
        return .none
      case .dialog(.presented(.decrement)):
        state.count -= 1
        return .none
      case .alert, .dialog:
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
    .ifLet(\.$dialog, action: Action.dialog)
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(.always(.alertButtonTapped), .always(.dialogButtonTapped))
  }
}

extension FalsePositives {
  @Test func aCoveredScreenCannotBeTappedByDefault() async {
    await expectNoFailure(in: AlertAndDialog(), from: AlertAndDialog.State())
  }
}
