import StateDump

/// Runs a child reducer on a piece of the parent's state, for the child's actions.
///
/// A child that is always there lives at a key path:
///
/// ```swift
/// Scope(state: \.profile, action: Action.profile) {
///   Profile()
/// }
/// ```
///
/// One case of an enum state is reached by its case; an action for the case while the state
/// is another case is a runtime warning and changes nothing:
///
/// ```swift
/// Scope(state: State.detail, action: Action.detail) {
///   DetailFeature()
/// }
/// ```
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline enum StatePath {
    case keyPath(StoredField<ParentState, Child.State>)
    case casePath(CasePath<ParentState, Child.State>)
  }

  @usableFromInline let toChildState: StatePath
  @usableFromInline let toChildAction: CasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  /// Scopes to a child at `state`, for actions of the `action` case.
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(StoredField(toChildState))
    self.toChildAction = toChildAction
    self.child = child()
    self.fileID = fileID
    self.line = line
  }

  /// Scopes to a child at `state`, for actions of the `action` case.
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: @escaping @Sendable (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: toChildState, action: CasePath(toChildAction), child: child, fileID: fileID, line: line)
  }

  /// Scopes to one case of an enum state, for actions of the `action` case.
  public init<ChildState, ChildAction>(
    state toChildState: CasePath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(toChildState)
    self.toChildAction = toChildAction
    self.child = child()
    self.fileID = fileID
    self.line = line
  }

  /// Scopes to one case of an enum state, for actions of the `action` case.
  public init<ChildState, ChildAction>(
    state toChildState: @escaping @Sendable (ChildState) -> ParentState,
    action toChildAction: @escaping @Sendable (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: CasePath(toChildState), action: CasePath(toChildAction), child: child,
      fileID: fileID, line: line)
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let toChildAction = self.toChildAction
    switch toChildState {
    case let .keyPath(field):
      return field.modify(&state) { child.reduce(into: &$0, action: childAction) }
        .map { toChildAction.embed($0) }
    case let .casePath(casePath):
      guard var childState = casePath.extract(from: state) else {
        reportOperatorWarning(
          "Scope", fileID: fileID, line: line,
          received: "a child action when child state was set to a different case",
          action: action, details: { [state] in [("State", stateDumpLine(state))] },
          causes: [
            """
            A parent reducer set the state to a different case before this "Scope" ran. Run \
            the "Scope" before the reducer that changes the case.
            """,
            """
            An effect of the old case sent this action after the case changed. Cancel that \
            effect when leaving the case.
            """,
          ])
        return .none
      }
      let effects = child.reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
      return effects.map { toChildAction.embed($0) }
    }
  }
}

extension Scope: _ReducerTreeNode {
  package var _sameDomainReducers: [any Reducer] { [] }

  package func _routes(in state: Any) -> [NavigationRoute] {
    guard let state = state as? ParentState else { return [] }
    let toChildAction = self.toChildAction
    let embed: (Any) -> Any? = { ($0 as? Child.Action).map { toChildAction.embed($0) } }
    switch toChildState {
    case let .keyPath(field):
      let childState = state[keyPath: field.keyPath]
      return [
        NavigationRoute(
          label: routeLabel, kind: .scope, reducer: child, state: childState, embed: embed)
      ]
    case let .casePath(casePath):
      guard let childState = casePath.extract(from: state) else { return [] }
      return [
        NavigationRoute(
          label: caseLabel(of: state), kind: .enumCase(caseLabel(of: state)), reducer: child,
          state: childState, embed: embed)
      ]
    }
  }

  /// The child's name: its property for a key path, its case for an enum.
  private var routeLabel: String {
    switch toChildState {
    case let .keyPath(field): propertyName(of: field.keyPath)
    case .casePath: "case"
    }
  }
}

extension Scope: _CaseScopeNode {
  package var _caseScopeLocation: String? {
    if case .casePath = toChildState { return "\(fileID):\(line)" }
    return nil
  }
}
