extension Reducer {
  /// Runs another reducer when a value derived from the state changes, as TCA 1.0's
  /// `onChange(of:)` does.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.query) { oldValue, newValue in
  ///     Reduce { state, action in
  ///       .send(.search(newValue))
  ///     }
  ///   }
  /// ```
  ///
  /// This reducer runs first; when the value after it differs from the value before, the
  /// reducer `reducer` builds runs on the same action and state, and the effects merge.
  public func onChange<Value: Equatable, Changed: Reducer>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Changed
  ) -> _OnChangeReducer<Self, Value, Changed> where Changed.State == State, Changed.Action == Action {
    _OnChangeReducer(base: self, toValue: toValue, reducer: reducer)
  }
}

/// The reducer `onChange(of:_:)` builds.
public struct _OnChangeReducer<Base: Reducer, Value: Equatable, Changed: Reducer>: Reducer
where Changed.State == Base.State, Changed.Action == Base.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let reducer: (Value, Value) -> Changed

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard oldValue != newValue else { return baseEffect }
    return .merge(baseEffect, reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}

extension _OnChangeReducer: _ReducerTreeNode {
  package var _sameDomainReducers: [any Reducer] { [base] }
}
