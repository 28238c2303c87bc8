/// The button list of an alert or a dialog, written one button per line.
///
/// ```swift
/// AlertState {
///   TextState("Delete?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   if canArchive {
///     ButtonState(action: .archive) { TextState("Archive") }
///   }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }
  public static func buildBlock(_ buttons: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    buttons.flatMap { $0 }
  }
  public static func buildOptional(_ buttons: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    buttons ?? []
  }
  public static func buildEither(first buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }
  public static func buildEither(second buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }
  public static func buildArray(_ buttons: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    buttons.flatMap { $0 }
  }
}

/// The role TCA 1.0 code names a button's role by.
public typealias ButtonStateRole = ButtonState<Never>.Role

extension ButtonState {
  /// A button, as TCA 1.0 writes it: `ButtonState(role: .cancel) { TextState("Cancel") }`.
  ///
  /// - Parameters:
  ///   - role: How it looks; the checker treats every role alike.
  ///   - action: What it sends; `nil` for a button that only closes the alert.
  ///   - label: Its text.
  public init(role: Role? = nil, action: Action? = nil, label: () -> TextState) {
    self.init(role: role, action: action, label: label().string)
  }

  /// A button whose action is a ``ButtonStateAction``: `action: .send(.confirmDeletion)`.
  public init(role: Role? = nil, action: ButtonStateAction<Action>, label: () -> TextState) {
    self.init(role: role, action: action.action, label: label().string)
  }
}

/// What a button does, as TCA 1.0 spells it: `.send(.confirmDeletion)`.
public struct ButtonStateAction<Action> {
  /// The action sent; `nil` closes the alert without sending anything.
  public let action: Action?

  /// Sends `action` when the button is tapped.
  public static func send(_ action: Action?) -> Self { Self(action: action) }
}

extension ButtonStateAction: Sendable where Action: Sendable {}
extension ButtonStateAction: Equatable where Action: Equatable {}

extension AlertState {
  /// An alert, as TCA 1.0 writes it.
  ///
  /// ```swift
  /// state.alert = AlertState {
  ///   TextState("Delete item?")
  /// } actions: {
  ///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
  ///   ButtonState(role: .cancel) { TextState("Cancel") }
  /// } message: {
  ///   TextState("This cannot be undone.")
  /// }
  /// ```
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(title: title().string, message: message?().string, buttons: actions())
  }
}

/// Whether a dialog shows its title, as TCA 1.0 spells it; the checker ignores it.
public enum ConfirmationDialogStateTitleVisibility: Hashable, Sendable {
  case automatic
  case hidden
  case visible
}

extension ConfirmationDialogState {
  /// A confirmation dialog, as TCA 1.0 writes it.
  ///
  /// ```swift
  /// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
  ///   TextState("Share")
  /// } actions: {
  ///   ButtonState(action: .copyLink) { TextState("Copy link") }
  ///   ButtonState(role: .cancel) { TextState("Cancel") }
  /// }
  /// ```
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(title: title().string, message: message?().string, buttons: actions())
  }
}
