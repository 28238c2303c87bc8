/// A reducer that changes nothing and returns no effect.
///
/// Useful as the child of an `ifLet` for state that has no logic of its own, such as an alert:
///
/// ```swift
/// .ifLet(\.$alert, action: Action.alert)  // an EmptyReducer runs for the alert
/// ```
public struct EmptyReducer<State, Action>: Reducer {
  @inlinable public init() {}

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
