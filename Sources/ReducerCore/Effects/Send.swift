/// Sends actions from a running effect back into its store.
///
/// ```swift
/// return .run { send in
///   for await _ in clock.timer(interval: .seconds(1)) {
///     await send(.timerTicked)
///   }
/// }
/// ```
///
/// A send from an effect that was cancelled is dropped silently, so a dismissed screen never
/// hears from its old effects.
public struct Send<Action>: Sendable {
  @usableFromInline let deliver: @Sendable (Action) -> Void

  /// Creates a send that hands each action to `deliver`.
  public init(_ deliver: @escaping @Sendable (Action) -> Void) {
    self.deliver = deliver
  }

  /// Sends `action` into the store, unless the effect was cancelled.
  public func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return }
    deliver(action)
  }

  /// A send for child actions that wraps each one with `transform` first.
  public func map<ChildAction>(
    _ transform: @escaping @Sendable (ChildAction) -> Action
  ) -> Send<ChildAction> {
    let deliver = self.deliver
    return Send<ChildAction> { deliver(transform($0)) }
  }
}
