/// Groups reducers so an operator such as `ifLet` applies to all of them.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   CombineReducers {
///     AnalyticsReducer()
///     CoreReducer()
///   }
///   .ifLet(\.$destination, action: Action.destination) { Destination() }
/// }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline let reducers: Reducers

  /// Runs the reducers the builder lists, in order.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
