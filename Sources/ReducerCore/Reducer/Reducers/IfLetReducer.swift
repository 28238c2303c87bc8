import StateDump

extension Reducer {
  /// Runs a child reducer on optional state while it is non-`nil`, and cancels the child's
  /// effects when its identity changes.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.child, action: Action.child) {
  ///     Child()
  ///   }
  /// ```
  ///
  /// The child runs before this reducer. A child action while the state is `nil` is a runtime
  /// warning. For presented screens prefer `@PresentationState` with ``PresentationAction``:
  /// that adds `.dismiss` and `@Dependency(\.dismiss)`.
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, Wrapped>
  where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction {
    _IfLetReducer(
      parent: self, toChildState: toWrappedState, toChildAction: toWrappedAction,
      child: wrapped(), fileID: fileID, line: line)
  }

  /// ``ifLet(_:action:then:fileID:line:)`` with the action given as its case.
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: @escaping @Sendable (WrappedAction) -> Action,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, Wrapped>
  where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction {
    ifLet(toWrappedState, action: CasePath(toWrappedAction), then: wrapped, fileID: fileID, line: line)
  }
}

/// The reducer `ifLet` builds for optional state.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  public typealias State = Parent.State
  public typealias Action = Parent.Action

  let parent: Parent
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: CasePath<Parent.Action, Child.Action>
  let child: Child
  let fileID: StaticString
  let line: UInt

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let pathBefore = childPath(in: state)
    var childEffects = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if let pathBefore {
        let toChildAction = self.toChildAction
        childEffects = runAsChild(at: pathBefore, dismissible: false) {
          child.reduce(into: &state[keyPath: toChildState]!, action: childAction)
        }
        .map { toChildAction.embed($0) }
      } else {
        reportOperatorWarning(
          "ifLet", fileID: fileID, line: line,
          received: "a child action when child state was \"nil\"", action: action,
          causes: [
            """
            A parent reducer set the child state to "nil" before this reducer ran. Run the \
            "ifLet" after the reducer that clears it.
            """,
            """
            An effect sent this action after the child state became "nil". Cancel that effect \
            when the child goes away.
            """,
          ])
      }
    }
    let parentEffects = parent.reduce(into: &state, action: action)
    return childEffects.merge(with: parentEffects)
      .cancellingChild(at: pathBefore, unlessStillAt: childPath(in: state))
  }

  private func childPath(in state: Parent.State) -> NavigationIDPath? {
    state[keyPath: toChildState].map {
      DependencyValues.current.navigationIDPath.appending(
        NavigationID(presenting: $0, at: .property(toChildState)))
    }
  }
}

extension _IfLetReducer: _ReducerTreeNode {
  package var _sameDomainReducers: [any Reducer] { [parent] }

  package func _routes(in state: Any) -> [NavigationRoute] {
    guard let state = state as? Parent.State, let childState = state[keyPath: toChildState] else {
      return []
    }
    let toChildAction = self.toChildAction
    return [
      NavigationRoute(
        label: propertyName(of: toChildState), kind: .optional, reducer: child, state: childState,
        embed: { ($0 as? Child.Action).map { toChildAction.embed($0) } })
    ]
  }
}
