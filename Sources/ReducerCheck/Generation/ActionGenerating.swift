import Generators
import ReducerCore

/// A feature that says what a user can do on its screen: the one generator the checker needs
/// from you per leaf feature.
///
/// ```swift
/// extension ItemFormFeature: ActionGenerating {
///   static func actions(for state: State) -> Gen<Action> {
///     .oneOf(
///       Gen.string(of: "ab", count: 0...3).map(Action.nameChanged),
///       .always(.saveButtonTapped),
///       .always(.cancelButtonTapped)
///     )
///   }
/// }
/// ```
///
/// Generate only the feature's own actions. Actions that route into children
/// (`.destination(…)`, `.path(…)`) are derived from the reducer tree: the checker sends
/// `.presented` actions only to the child that is present, `.dismiss` while something is
/// presented, and stack actions for ids that exist.
public protocol ActionGenerating: Reducer {
  /// What a user can do in `state`.
  static func actions(for state: State) -> Gen<Action>
}

/// A feature whose screens the checker may push onto a stack by itself (`.push(id:state:)`), as
/// a deep link or a navigation link would.
///
/// ```swift
/// extension App.Ruta: StateGenerating {
///   static func states() -> Gen<State> {
///     .oneOf(.always(.perfil(Perfil.State())), .always(.ajustes(Ajustes.State())))
///   }
/// }
/// ```
public protocol StateGenerating: Reducer {
  /// States to push.
  static func states() -> Gen<State>
}

/// The feature's own action generator for `state`, with its types erased.
func ownActions(of reducer: any Reducer, state: Any) -> Gen<Any>? {
  guard let generating = type(of: reducer) as? any ActionGenerating.Type else { return nil }
  return erasedActions(generating, state: state)
}

private func erasedActions<R: ActionGenerating>(_ type: R.Type, state: Any) -> Gen<Any>? {
  guard let state = state as? R.State else { return nil }
  return R.actions(for: state).map { $0 as Any }
}

/// States to push for `reducer`, with their types erased.
func pushableStates(of reducer: any Reducer) -> Gen<Any>? {
  guard let generating = type(of: reducer) as? any StateGenerating.Type else { return nil }
  return erasedStates(generating)
}

private func erasedStates<R: StateGenerating>(_ type: R.Type) -> Gen<Any> {
  R.states().map { $0 as Any }
}
