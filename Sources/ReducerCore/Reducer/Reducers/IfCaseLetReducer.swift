import StateDump

extension Reducer {
  /// Runs a child reducer while an enum state is in one case, and cancels the child's effects
  /// when the state leaves that case.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifCaseLet(State.loggedIn, action: Action.loggedIn) {
  ///     LoggedIn()
  ///   }
  /// ```
  ///
  /// The child runs before this reducer. A child action while the state is another case is a
  /// runtime warning and changes nothing.
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CasePath<State, CaseState>,
    action toCaseAction: CasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfCaseLetReducer<Self, Case>
  where Case.State == CaseState, Case.Action == CaseAction {
    _IfCaseLetReducer(
      parent: self, toChildState: toCaseState, toChildAction: toCaseAction, child: `case`(),
      fileID: fileID, line: line)
  }

  /// ``ifCaseLet(_:action:then:fileID:line:)`` with state and action given as their cases.
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: @escaping @Sendable (CaseState) -> State,
    action toCaseAction: @escaping @Sendable (CaseAction) -> Action,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfCaseLetReducer<Self, Case>
  where Case.State == CaseState, Case.Action == CaseAction {
    ifCaseLet(
      CasePath(toCaseState), action: CasePath(toCaseAction), then: `case`, fileID: fileID,
      line: line)
  }
}

/// The reducer `ifCaseLet` builds.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  public typealias State = Parent.State
  public typealias Action = Parent.Action

  let parent: Parent
  let toChildState: CasePath<Parent.State, Child.State>
  let toChildAction: CasePath<Parent.Action, Child.Action>
  let child: Child
  let fileID: StaticString
  let line: UInt

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let pathBefore = childPath(in: state)
    var childEffects = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if let pathBefore, var childState = toChildState.extract(from: state) {
        let toChildAction = self.toChildAction
        childEffects = runAsChild(at: pathBefore, dismissible: false) {
          child.reduce(into: &childState, action: childAction)
        }
        .map { toChildAction.embed($0) }
        state = toChildState.embed(childState)
      } else {
        reportOperatorWarning(
          "ifCaseLet", fileID: fileID, line: line,
          received: "a child action when child state was set to a different case",
          action: action, details: { [state] in [("State", stateDumpLine(state))] },
          causes: [
            """
            A parent reducer set the state to a different case before this reducer ran. Run \
            the "ifCaseLet" after the reducer that changes the case.
            """,
            """
            An effect of the old case sent this action after the case changed. Cancel that \
            effect when leaving the case.
            """,
          ])
      }
    }
    let parentEffects = parent.reduce(into: &state, action: action)
    return childEffects.merge(with: parentEffects)
      .cancellingChild(at: pathBefore, unlessStillAt: childPath(in: state))
  }

  private func childPath(in state: Parent.State) -> NavigationIDPath? {
    guard toChildState.extract(from: state) != nil else { return nil }
    // The parent enum names the case, and its payload's id (if any) completes the identity.
    return DependencyValues.current.navigationIDPath.appending(
      NavigationID(presenting: state, at: .source(fileID: fileID, line: line)))
  }
}

extension _IfCaseLetReducer: _ReducerTreeNode {
  package var _sameDomainReducers: [any Reducer] { [parent] }

  package func _routes(in state: Any) -> [NavigationRoute] {
    guard let state = state as? Parent.State, let childState = toChildState.extract(from: state) else {
      return []
    }
    let toChildAction = self.toChildAction
    return [
      NavigationRoute(
        label: caseLabel(of: state), kind: .enumCase(caseLabel(of: state)), reducer: child,
        state: childState, embed: { ($0 as? Child.Action).map { toChildAction.embed($0) } })
    ]
  }
}
