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
