/// A type that evolves a feature's state when an action arrives, and returns the effects to run.
///
/// Conform by implementing either ``reduce(into:action:)`` or ``body``, as TCA wrote features
/// before macros:
///
/// ```swift
/// struct CounterFeature: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The state the reducer evolves.
  associatedtype State
  /// The actions the reducer handles.
  associatedtype Action
  /// The composed reducer a conformance builds in ``body``; `Never` for a conformance that
  /// implements ``reduce(into:action:)`` itself.
  associatedtype Body

  /// Evolves `state` for `action` and returns the effects to run afterwards.
  ///
  /// - Parameters:
  ///   - state: The current state, mutated in place.
  ///   - action: The action to handle.
  /// - Returns: The effects to run; `.none` when there is nothing to do.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this feature is composed of, run in order on the same state.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

/// The reducer whose state and action are those of another reducer, `R`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A conformance that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body: it implements 'reduce(into:action:)' itself, and nothing \
      should ask for its body.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs the reducers of ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}
