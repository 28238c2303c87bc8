/// Builds a reducer from the reducers listed in a `body`, run in order on the same state.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.profile, action: Action.profile) { Profile() }
///   Reduce { state, action in .none }
/// }
/// ```
///
/// Each reducer sees the state as the one before it left it; their effects are merged.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }

  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R { first }

  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _SequenceReducer<R0, R1> {
    _SequenceReducer(first: accumulated, second: next)
  }

  public static func buildExpression<R: Reducer<State, Action>>(_ reducer: R) -> R { reducer }

  public static func buildOptional<R: Reducer<State, Action>>(_ reducer: R?) -> _OptionalReducer<R> {
    _OptionalReducer(wrapped: reducer)
  }

  public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
    first reducer: First
  ) -> _EitherReducer<First, Second> {
    .first(reducer)
  }

  public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
    second reducer: Second
  ) -> _EitherReducer<First, Second> {
    .second(reducer)
  }

  public static func buildLimitedAvailability<R: Reducer<State, Action>>(
    _ reducer: R
  ) -> _OptionalReducer<R> {
    _OptionalReducer(wrapped: reducer)
  }

  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R { reducer }
}

/// Two reducers run one after the other; public only because result builders need it.
public struct _SequenceReducer<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
  public typealias State = First.State
  public typealias Action = First.Action
  @usableFromInline let first: First
  @usableFromInline let second: Second

  @usableFromInline init(first: First, second: Second) {
    self.first = first
    self.second = second
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let firstEffect = first.reduce(into: &state, action: action)
    let secondEffect = second.reduce(into: &state, action: action)
    return firstEffect.merge(with: secondEffect)
  }
}

/// A reducer that runs only when an `if` in a builder held; public only for result builders.
public struct _OptionalReducer<Wrapped: Reducer>: Reducer {
  public typealias State = Wrapped.State
  public typealias Action = Wrapped.Action
  @usableFromInline let wrapped: Wrapped?

  @usableFromInline init(wrapped: Wrapped?) { self.wrapped = wrapped }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    wrapped?.reduce(into: &state, action: action) ?? .none
  }
}

/// One of two reducers, chosen by an `if`/`else` or `switch` in a builder.
public enum _EitherReducer<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
  public typealias State = First.State
  public typealias Action = First.Action
  case first(First)
  case second(Second)

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch self {
    case let .first(reducer): reducer.reduce(into: &state, action: action)
    case let .second(reducer): reducer.reduce(into: &state, action: action)
    }
  }
}
