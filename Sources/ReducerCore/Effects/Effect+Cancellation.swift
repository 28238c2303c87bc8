/// The identity an effect is cancelled by, together with the navigation path it was used at.
///
/// Ids compare by type and by value, so `1 as Int` and `1 as Int8` are different ids.
@usableFromInline package struct CancelID: Hashable, Sendable {
  package let id: AnyHashableSendable
  package let path: NavigationIDPath

  package init(_ id: some Hashable & Sendable, path: NavigationIDPath) {
    self.id = AnyHashableSendable(id)
    self.path = path
  }
}

extension Effect {
  /// Makes the effect cancellable by `id`.
  ///
  /// The effect is registered under `id` at the navigation path where it was created and every
  /// prefix of that path: a parent that cancels `id` reaches its children's effects, but a child
  /// never reaches its parent's or a sibling's.
  ///
  /// ```swift
  /// enum CancelID { case timer }
  /// return .run { send in ... }.cancellable(id: CancelID.timer, cancelInFlight: true)
  /// ```
  ///
  /// - Parameters:
  ///   - id: Any hashable value; compared by type and value.
  ///   - cancelInFlight: Cancels an effect already running under `id` (at this path) first.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if case .none = operation, !cancelInFlight { return .none }
    return Self(
      operation: .cancellable(
        id: CancelID(id, path: DependencyValues.current.navigationIDPath),
        cancelInFlight: cancelInFlight,
        self
      )
    )
  }

  /// Cancels every effect registered under `id` at this navigation path or below it.
  ///
  /// ```swift
  /// case .stopButtonTapped:
  ///   return .cancel(id: CancelID.timer)
  /// ```
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: CancelID(id, path: DependencyValues.current.navigationIDPath)))
  }
}
