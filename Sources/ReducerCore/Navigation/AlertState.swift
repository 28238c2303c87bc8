import StateDump
import Synchronization

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
/// any of its actions, unless the parent replaced it. Each `AlertState(…)` is a new alert
/// (``id``), as in TCA: one that a button shows in place of its own alert stays presented.
/// Alerts compare, hash, dump and encode by what they show, never by their id.
public struct AlertState<Action>: Identifiable {
  /// Which alert this is.
  public let id: AlertID
  public var title: String
  public var message: String?
  public var buttons: [ButtonState<Action>]

  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>] = []) {
    self.id = AlertID()
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// A confirmation dialog described as data; it behaves like ``AlertState``.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// Which dialog this is.
  public let id: AlertID
  public var title: String
  public var message: String?
  public var buttons: [ButtonState<Action>]

  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>] = []) {
    self.id = AlertID()
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// What alerts and dialogs show, which is all they compare, hash, dump and encode by: two
/// alerts with the same title, message and buttons are equal, whichever instances they are.
public protocol _AlertContent {
  associatedtype ButtonAction
  var title: String { get }
  var message: String? { get }
  var buttons: [ButtonState<ButtonAction>] { get }
  init(title: String, message: String?, buttons: [ButtonState<ButtonAction>])
}

extension _AlertContent where ButtonAction: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension _AlertContent where ButtonAction: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension _AlertContent {
  public var customMirror: Mirror {
    Mirror(self, children: ["title": title, "message": message as Any, "buttons": buttons])
  }
}

private enum AlertCodingKeys: String, CodingKey { case title, message, buttons }

extension _AlertContent where ButtonAction: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AlertCodingKeys.self)
    self.init(
      title: try container.decode(String.self, forKey: .title),
      message: try container.decodeIfPresent(String.self, forKey: .message),
      buttons: try container.decode([ButtonState<ButtonAction>].self, forKey: .buttons))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AlertCodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(message, forKey: .message)
    try container.encode(buttons, forKey: .buttons)
  }
}

/// The identity of one alert or dialog: new for every one made, in this process.
public struct AlertID: Hashable, Sendable, CustomStringConvertible {
  private let value: UInt64
  private static let next = Atomic<UInt64>(0)

  init() { value = Self.next.add(1, ordering: .relaxed).newValue }

  public var description: String { "AlertID(\(value))" }
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

// Closures, not `\.action`: in generic code a key path is built anew on every call, and the
// router asks for the buttons of every alert on screen at every step.
extension AlertState: _EphemeralState {
  package var _buttonActions: [Any] { buttons.compactMap { $0.action } }
}
extension ConfirmationDialogState: _EphemeralState {
  package var _buttonActions: [Any] { buttons.compactMap { $0.action } }
}

/// Whether `state`, or the payload of the enum case `state` is, goes away after its actions.
/// Answered from what is known of the type and case where that decides it: a presentation
/// reducer asks for every action of its child.
@usableFromInline package func isEphemeral<State>(_ state: State) -> Bool {
  let known = StateTraits.known(state)
  if known.traits.isEphemeral { return true }
  guard known.traits.isEnum else { return false }
  if let decided = known.facts?.payloadIsEphemeral { return decided }
  return EnumCase.of(state)?.payload is any _EphemeralState
}

extension AlertState: _AlertContent {}
extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
extension AlertState: CustomReflectable, _MirrorsInitializer {}
extension AlertState: Codable where Action: Codable {}
extension ConfirmationDialogState: _AlertContent {}
extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}
extension ConfirmationDialogState: CustomReflectable, _MirrorsInitializer {}
extension ConfirmationDialogState: Codable where Action: Codable {}
extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}
extension ButtonState: Codable where Action: Codable {}
