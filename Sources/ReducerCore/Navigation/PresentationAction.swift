/// The actions of a presented child: its own actions, and the one that dismisses it.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// // child action: .destination(.presented(.detail(.closeTapped)))
/// // close:        .destination(.dismiss)
/// ```
public enum PresentationAction<Action> {
  /// Dismisses the child: the parent sees it one last time, then it is set to `nil`.
  case dismiss
  /// An action of the presented child.
  case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: _ChildActions {}
