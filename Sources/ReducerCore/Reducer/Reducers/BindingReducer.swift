/// Applies the binding changes a feature's view sends, as TCA 1.0's `BindingReducer` does.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.$name): return .send(.nameChanged)
///     case .binding: return .none
///     …
///     }
///   }
/// }
/// ```
///
/// Put it before the reducer that reacts to the changes, so that one sees the new value.
public struct BindingReducer<State, Action: BindableAction>: Reducer where Action.State == State {
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    action.binding?.apply(to: &state)
    return .none
  }
}

extension BindingReducer: _ReducerTreeNode {
  package var _sameDomainReducers: [any Reducer] { [] }
}
