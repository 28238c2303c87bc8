import StateDump

/// How the checker sees a reducer: which reducers run on the same state (builder plumbing and
/// the base of an operator), and which children it routes actions to in a given state.
///
/// Each operator conforms in its own file. Nothing here runs a reducer.
package protocol _ReducerTreeNode {
  /// Reducers that run on this reducer's own state and actions.
  var _sameDomainReducers: [any Reducer] { get }
  /// The children this reducer routes to in `state` (its own `State`, type-erased).
  func _routes(in state: Any) -> [NavigationRoute]
  /// This node as a presentation, a stack that pushes, or an operator with probes for absent
  /// children, when it is one: read through the witness table, where a dynamic cast would
  /// look the conformance up on every step of a check.
  var _asPresentation: (any _PresentationNode)? { get }
  var _asStackPushing: (any _StackPushing)? { get }
  var _asAbsentChildActions: (any _AbsentChildActions)? { get }
}

extension _ReducerTreeNode {
  package func _routes(in state: Any) -> [NavigationRoute] { [] }
  package var _asPresentation: (any _PresentationNode)? { nil }
  package var _asStackPushing: (any _StackPushing)? { nil }
  package var _asAbsentChildActions: (any _AbsentChildActions)? { nil }
}

/// One child a parent can route actions to, right now.
package struct NavigationRoute {
  /// What kind of navigation the child is.
  package enum Kind: Equatable, Sendable {
    /// A child that is always there (`Scope` with a key path).
    case scope
    /// One case of an enum state (`Scope` with a case, `ifCaseLet`).
    case enumCase(String)
    /// A presented child (`ifLet`); the payload names its enum case, if its state is an enum.
    case presented(String?)
    /// An optional child (`ifLet` on plain optional state).
    case optional
    /// A stack element.
    case stackElement(StackElementID)
    /// An element of an identified array.
    case element(String)
  }

  /// The case of the parent's action that reaches the child: `destination`, `path`, `profile`.
  package var label: String
  package var kind: Kind
  /// The child's reducer.
  package var reducer: any Reducer
  /// The child's current state.
  package var state: Any
  /// Wraps one of the child's actions into the parent's; `nil` for an action of another type.
  package var embed: (Any) -> Any?
  /// Actions of the parent that act on the child as a whole: `.dismiss`, `.popFrom(id:)`.
  package var navigationActions: [(label: String, action: Any)]

  package init(
    label: String, kind: Kind, reducer: any Reducer, state: Any, embed: @escaping (Any) -> Any?,
    navigationActions: [(label: String, action: Any)] = []
  ) {
    self.label = label
    self.kind = kind
    self.reducer = reducer
    self.state = state
    self.embed = embed
    self.navigationActions = navigationActions
  }
}

/// An action enum of the runtime that carries a child's actions (`PresentationAction`,
/// `StackAction`, `IdentifiedAction`): a parent's case holding one routes to a child rather than
/// being an action of the parent's own.
package protocol _ChildActions {}

/// A navigation operator that can also be sent actions meant for children that are absent, to
/// check that a feature copes with them.
package protocol _AbsentChildActions {
  func _absentChildActions(in state: Any) -> [(label: String, action: Any)]
}

/// A stack the checker can push generated screens onto.
package protocol _StackPushing {
  /// The element reducer, and a way to make the parent's push action (with id `id`) for an
  /// element state.
  func _push(
    in state: Any, id: StackElementID
  ) -> (reducer: any Reducer, label: String, makeAction: (Any) -> Any?)?
}

extension Reducer {
  /// This reducer's `body`, for a reducer that has one (not an operator or a `Reduce`).
  package var _bodyReducer: (any Reducer)? {
    Body.self == Never.self ? nil : body as? any Reducer
  }
}

/// The name of the case `value` is, for labels: `destination` for `.destination(.dismiss)`.
/// Learnt once per type and case where the enum's tag can be read (see ``EnumCase``).
package func caseLabel(of value: Any) -> String {
  EnumCase.label(of: value) ?? reflectedCaseLabel(of: value)
}

/// The case label of `value` when it is an enum, else `nil`.
package func enumCaseLabel(of value: Any) -> String? {
  if let label = EnumCase.label(of: value) { return label }
  let isEnum =
    metadataKind(of: type(of: value)) == EnumMetadata.enumKind
    || Mirror(reflecting: value).displayStyle == .enum
  return isEnum ? reflectedCaseLabel(of: value) : nil
}

/// The case label by reflection alone.
func reflectedCaseLabel(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
  // A case without a payload: its name, not its description (which a type may override).
  if let name = enumCaseName(of: value) { return name }
  let description = String(describing: value)
  return String(description.prefix { $0 != "(" })
}

extension _SequenceReducer: _ReducerTreeNode {
  package var _sameDomainReducers: [any Reducer] { [first, second] }
}

extension _OptionalReducer: _ReducerTreeNode {
  package var _sameDomainReducers: [any Reducer] { wrapped.map { [$0] } ?? [] }
}

extension _EitherReducer: _ReducerTreeNode {
  package var _sameDomainReducers: [any Reducer] {
    switch self {
    case let .first(reducer): [reducer]
    case let .second(reducer): [reducer]
    }
  }
}

extension CombineReducers: _ReducerTreeNode {
  package var _sameDomainReducers: [any Reducer] { [reducers] }
}

extension Reduce: _ReducerTreeNode {
  package var _sameDomainReducers: [any Reducer] { [] }
}

extension EmptyReducer: _ReducerTreeNode {
  package var _sameDomainReducers: [any Reducer] { [] }
}

/// `profile` for `\AppFeature.State.profile`: the last component of a key path's description.
package func propertyName(of keyPath: AnyKeyPath) -> String {
  let description = String(describing: keyPath)
  // A computed property (such as a wrapper's `$projection`) prints as `<computed 0x…>`.
  if description.contains("<computed") { return "child" }
  let last = description.split(separator: ".").last.map(String.init) ?? description
  return last.hasPrefix("$") ? String(last.dropFirst()) : last
}

/// A presentation `ifLet`, seen by the checker whether or not anything is presented.
package protocol _PresentationNode {
  /// The case of the parent's action that carries presentation actions: `destination`.
  var _presentationLabel: String { get }
  /// The reducer of what it presents.
  var _destinationReducer: any Reducer { get }
}

/// A `Scope` onto one case of an enum state.
package protocol _CaseScopeNode {
  /// Where the scope is written, to name a case that was never reached.
  var _caseScopeLocation: String? { get }
}
