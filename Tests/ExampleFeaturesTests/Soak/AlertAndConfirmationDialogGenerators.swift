import Generators
import ReducerCheck
import ReducerCore

@testable import ExampleFeatures

extension CheckConfiguration where Feature == AlertAndConfirmationDialogFeature {
  /// Open the alert or the dialog, tap their buttons.
  mutating func useAlertAndConfirmationDialogGenerators() {
    actions(for: AlertAndConfirmationDialogFeature.self) { _ in
      .oneOf(.always(.alertButtonTapped), .always(.confirmationDialogButtonTapped))
    }
    // Both live in the destination enum with no scope: say what their buttons do.
    actions(for: AlertAndConfirmationDialogFeature.Destination.self) { state in
      switch state {
      case let .alert(alert):
        let actions = alert.buttons.compactMap(\.action)
        return actions.isEmpty ? nil : Gen.element(of: actions).map { .alert($0) }
      case let .confirmationDialog(dialog):
        let actions = dialog.buttons.compactMap(\.action)
        return actions.isEmpty ? nil : Gen.element(of: actions).map { .confirmationDialog($0) }
      }
    }
  }
}

extension CheckConfiguration where Feature == AlertAndConfirmationDialogPresentsFeature {
  /// Open the alert or the dialog; the checker taps their buttons by itself (each has its own
  /// ifLet).
  mutating func useAlertAndConfirmationDialogPresentsGenerators() {
    actions(for: AlertAndConfirmationDialogPresentsFeature.self) { _ in
      .oneOf(.always(.alertButtonTapped), .always(.confirmationDialogButtonTapped))
    }
  }
}
