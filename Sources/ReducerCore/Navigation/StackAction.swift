/// The actions of a navigation stack: an element's own action, a pop, or a push.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// // a screen's action:  .path(.element(id: 0, action: .profile(.saveTapped)))
/// // back button:        .path(.popFrom(id: 0))
/// // push from a link:   .path(.push(id: 1, state: .settings(Settings.State())))
/// ```
public enum StackAction<State, Action> {
  /// An action of the element with `id`.
  case element(id: StackElementID, action: Action)
  /// Pops the element with `id` and every element above it.
  case popFrom(id: StackElementID)
  /// Pushes `state` with `id`, which must not be in the stack yet.
  case push(id: StackElementID, state: State)
}

/// The stack actions for elements run by reducer `R`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
extension StackAction: _ChildActions {}
