/// An alert described as data: a title, an optional message, and buttons that send actions.
///
/// ```swift
/// state.alert = AlertState(
///   title: "Delete item?",
///   message: "This cannot be undone.",
///   buttons: [
///     ButtonState(role: .destructive, action: .confirmDeletion, label: "Delete"),
///     ButtonState(role: .cancel, label: "Cancel"),
///   ]
/// )
/// ```
///
/// An alert is presented state with no effects of its own: `ifLet` sets it back to `nil` after
/// any of its actions, unless the parent replaced it.
public struct AlertState<Action> {
  public var title: String
  public var message: String?
  public var buttons: [ButtonState<Action>]

  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>] = []) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// A confirmation dialog described as data; it behaves like ``AlertState``.
public struct ConfirmationDialogState<Action> {
  public var title: String
  public var message: String?
  public var buttons: [ButtonState<Action>]

  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>] = []) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// A button of an alert or a dialog.
public struct ButtonState<Action> {
  /// What kind of button it is, for how it looks.
  public enum Role: Hashable, Sendable, Codable {
    case cancel
    case destructive
  }

  public var role: Role?
  /// The action the button sends; `nil` for a button that only closes the alert.
  public var action: Action?
  public var label: String

  public init(role: Role? = nil, action: Action? = nil, label: String) {
    self.role = role
    self.action = action
    self.label = label
  }
}

/// State that goes away on its own after one of its actions (alerts and dialogs); the checker
/// taps its buttons.
package protocol _EphemeralState {
  /// The actions of its buttons, type-erased.
  var _buttonActions: [Any] { get }
}

extension AlertState: _EphemeralState {
  package var _buttonActions: [Any] { buttons.compactMap(\.action) }
}
extension ConfirmationDialogState: _EphemeralState {
  package var _buttonActions: [Any] { buttons.compactMap(\.action) }
}

/// Whether `state`, or the payload of the enum case `state` is, goes away after its actions.
package func isEphemeral(_ state: Any) -> Bool {
  if state is any _EphemeralState { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first else { return false }
  return payload.value is any _EphemeralState
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}
extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}
extension AlertState: Codable where Action: Codable {}
extension ConfirmationDialogState: Codable where Action: Codable {}
extension ButtonState: Codable where Action: Codable {}
