import ReducerCore
import Testing

private enum AlertAction: Hashable { case confirm }

private struct Detail: Equatable {}

private enum Destination {
  case alert(AlertState<AlertAction>)
  case dialog(ConfirmationDialogState<AlertAction>)
  case detail(Detail)
  case settings
  /// A payload whose declared type does not decide: each value is asked.
  case anything(Any)
  case maybeAlert(AlertState<AlertAction>?)
  /// A cast looks inside an `AnyHashable`: each value is asked.
  case hashed(AnyHashable)
}

/// An enum whose mirror shows another payload than it stores: read as its mirror shows it.
private struct AlertBox { var alert: AlertState<AlertAction> }
private enum Mirrored: CustomReflectable {
  case boxed(AlertBox)
  var customMirror: Mirror {
    switch self {
    case let .boxed(box): Mirror(self, children: ["alert": box.alert], displayStyle: .enum)
    }
  }
}

/// Whether a presented state goes away after its actions, as a presentation reducer asks for
/// every child action: learnt once per type and case where the declared type decides, asked
/// value by value where it does not, whatever was seen first.
@Suite struct EphemeralStateTests {
  fileprivate let alert = AlertState<AlertAction>(
    title: "Sure?", buttons: [ButtonState(action: .confirm, label: "OK")])

  @Test func alertsAndDialogsAreEphemeralAndScreensAreNot() {
    #expect(isEphemeral(alert))
    #expect(isEphemeral(Destination.alert(alert)))
    #expect(isEphemeral(Destination.dialog(ConfirmationDialogState(title: "Pick"))))
    #expect(!isEphemeral(Destination.detail(Detail())))
    #expect(!isEphemeral(Destination.settings))
    #expect(!isEphemeral(Detail()))
  }

  @Test func aPayloadTheTypeDoesNotDecideIsAskedEachTime() {
    // The first value of each case is not an alert; later ones are.
    #expect(!isEphemeral(Destination.anything(7)))
    #expect(isEphemeral(Destination.anything(alert)))
    #expect(!isEphemeral(Destination.maybeAlert(nil)))
    #expect(isEphemeral(Destination.maybeAlert(alert)))
    #expect(!isEphemeral(Destination.anything(Detail())))
  }

  @Test func anOptionalOrAnyHashableIsAskedEachTimeWhateverWasSeenFirst() {
    // Regression: a cast looks inside these, and the first answer was kept for the type.
    let none: AlertState<AlertAction>? = nil
    #expect(!isEphemeral(none))
    #expect(isEphemeral(Optional(alert)))
    #expect(!isEphemeral(none))
    #expect(!isEphemeral(Destination.hashed(AnyHashable(1))))
    #expect(isEphemeral(Destination.hashed(AnyHashable(alert))))
    #expect(!isEphemeral(AnyHashable(1)))
    #expect(isEphemeral(AnyHashable(alert)))
  }

  @Test func anEnumWithACustomMirrorIsReadAsItsMirrorShowsIt() {
    #expect(isEphemeral(Mirrored.boxed(AlertBox(alert: alert))))
  }

  @Test func aStateSeenOnlyAsAnyIsAnsweredAlike() {
    #expect(isEphemeral(Destination.alert(alert) as Any))
    #expect(!isEphemeral(Destination.detail(Detail()) as Any))
    #expect(isEphemeral(alert as Any))
  }
}
