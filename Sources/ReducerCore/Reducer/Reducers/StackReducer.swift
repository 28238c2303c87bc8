import StateDump

extension Reducer {
  /// Runs the screens of a navigation stack, cancels a screen's effects when it is popped, and
  /// lets each screen dismiss itself (which pops it and everything above it).
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: Action.path) {
  ///     Path()
  ///   }
  /// ```
  ///
  /// - `.element(id, a)`: the element runs first, then this reducer. A missing id is a
  ///   runtime warning; this reducer still runs.
  /// - `.popFrom(id)`: this reducer runs first, then the pop. An unknown id is a warning.
  /// - `.push(id, state)`: the element is appended, then this reducer runs. An id already in
  ///   the stack is a warning and nothing is pushed.
  /// - After every action, effects of elements that are gone are cancelled, whoever removed them.
  @inlinable
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      base: self, stack: StoredField(toStackState), toStackAction: toStackAction,
      destination: destination(), fileID: fileID, line: line)
  }

  /// ``forEach(_:action:destination:fileID:line:)`` with the action given as its case.
  @inlinable
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: @escaping @Sendable (StackAction<DestinationState, DestinationAction>) -> Action,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    forEach(
      toStackState, action: CasePath(toStackAction), destination: destination, fileID: fileID,
      line: line)
  }
}

/// The reducer `forEach` builds for a ``StackState``.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  public typealias State = Base.State
  public typealias Action = Base.Action

  @usableFromInline let base: Base
  @usableFromInline let stack: StoredField<Base.State, StackState<Destination.State>>
  @usableFromInline let toStackAction:
    CasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline let destination: Destination
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable init(
    base: Base, stack: StoredField<Base.State, StackState<Destination.State>>,
    toStackAction: CasePath<Base.Action, StackAction<Destination.State, Destination.Action>>,
    destination: Destination, fileID: StaticString, line: UInt
  ) {
    self.base = base
    self.stack = stack
    self.toStackAction = toStackAction
    self.destination = destination
    self.fileID = fileID
    self.line = line
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let toStackAction = self.toStackAction
    // What was mounted is read before any reducer runs: a parent that assigns a new stack (or
    // its whole state) also replaces the record, and the old elements' effects must still go.
    let mounted = stack.value(in: &state).mounted
    var destinationEffects = Effect<Base.Action>.none
    let baseEffects: Effect<Base.Action>

    switch toStackAction.extract(from: action) {
    case let .element(id, elementAction):
      if stack.value(in: &state).ids.contains(id) {
        let elementEffects = runAsChild(at: path(for: id), dismissible: true) {
          () -> Effect<Destination.Action> in
          var effects = Effect<Destination.Action>.none
          _ = stack.modify(&state) {
            $0.modifyElement(id: id) { effects = destination.reduce(into: &$0, action: elementAction) }
          }
          return effects
        }
        destinationEffects = elementEffects.map { toStackAction.embed(.element(id: id, action: $0)) }
      } else {
        warn(
          "an action for a missing element",
          action: action, ids: stack.value(in: &state).ids,
          causes: [
            """
            The element was popped before this action arrived. Send element actions only \
            while the element is in the stack.
            """,
            """
            An effect of a popped element sent this action. Effects started by an element are \
            cancelled when it is popped; one the parent started for it must be cancelled by \
            the parent.
            """,
          ])
      }
      baseEffects = base.reduce(into: &state, action: action)

    case let .popFrom(id):
      let canPop = stack.value(in: &state).ids.contains(id)
      baseEffects = base.reduce(into: &state, action: action)
      if canPop {
        stack.modify(&state) { $0.pop(from: id) }
      } else {
        warn(
          "a \"popFrom\" action for a missing element",
          action: action, ids: stack.value(in: &state).ids,
          causes: [
            "The element was already popped, for example by a pop further down the stack. Pop each element once.",
            "The id comes from another stack or an earlier run. Use the ids in this stack.",
          ])
      }

    case let .push(id, elementState):
      if stack.modify(&state, { $0.append(elementState, id: id) }) {
        DependencyValues.current.stackElementID?.skip(past: id.generation)
      } else {
        warn(
          "a \"push\" action for an element id that is already in the stack, and pushed nothing",
          action: action, ids: stack.value(in: &state).ids,
          causes: [
            """
            The id was written by hand. Push with a fresh id, or append the state to the \
            stack in a reducer so it gets one.
            """
          ])
      }
      baseEffects = base.reduce(into: &state, action: action)

    case .none:
      baseEffects = base.reduce(into: &state, action: action)
    }

    let after = stack.value(in: &state)
    let ids = after.ids
    // The same elements as before (ids are unique): no effect to add.
    if ids.count == mounted.count, ids.allSatisfy(mounted.contains) {
      // The record goes with the state: a stack that replaced it (decoded, say, with the same
      // ids) starts without one. (The same record unless replaced, which compares at once.)
      if after.mounted != mounted { stack.modify(&state) { $0.mounted = mounted } }
      return destinationEffects.merge(with: baseEffects)
    }
    let current = Set(ids)
    stack.modify(&state) { $0.mounted = current }
    // Room for every effect at once: appending past an array literal's two allocates again.
    var effects: [Effect<Base.Action>] = []
    effects.reserveCapacity(2 + mounted.count + ids.count)
    effects.append(destinationEffects)
    effects.append(baseEffects)
    for id in mounted.subtracting(current).sorted() {
      effects.append(Effect(operation: .cancelNavigation(path(for: id))))
    }
    for id in ids where !mounted.contains(id) {
      let elementPath = path(for: id)
      // What the action starts along with pushing a screen serves the screen.
      recordMountedChild(elementPath, stackID: id)
      effects.append(
        Effect(
          operation: .dismissListener(path: elementPath, action: toStackAction.embed(.popFrom(id: id)))
        ))
    }
    return .merge(effects)
  }

  @usableFromInline func path(for id: StackElementID) -> NavigationIDPath {
    DependencyValues.current.navigationIDPath.appending(
      NavigationID(
        element: id, at: .property(stack.keyPath),
        named: { [toStackAction] in caseLabel(of: toStackAction.embed(.popFrom(id: id))) }))
  }

  @usableFromInline func warn(_ what: String, action: Base.Action, ids: [StackElementID], causes: [String]) {
    reportOperatorWarning(
      "forEach", fileID: fileID, line: line, received: what, action: action,
      details: { [("Ids in the stack", "[\(idList(ids))]")] }, causes: causes)
  }

}

extension StackElementID: CustomStateDumpStringConvertible {
  public var stateDumpDescription: String { description }
  /// An integer literal, which `StackElementID` accepts.
  public var stateDumpSwiftSource: String? { "\(generation)" }
}

extension _StackReducer: _ReducerTreeNode, _AbsentChildActions, _StackPushing {
  package var _sameDomainReducers: [any Reducer] { [base] }
  package var _asStackPushing: (any _StackPushing)? { self }
  package var _asAbsentChildActions: (any _AbsentChildActions)? { self }

  package func _routes(in state: Any) -> [NavigationRoute] {
    guard let state = state as? Base.State else { return [] }
    let stack = state[keyPath: self.stack.keyPath]
    let toStackAction = self.toStackAction
    // Indexed arrays, not `zip` over the stack: generic code reads each element of a collection
    // through an accessor that allocates.
    let ids = stack.ids
    let elements = stack.elementsBottomFirst
    guard let first = ids.first else { return [] }
    // Every element's route is labelled with the same case: the stack's.
    let label = caseLabel(of: toStackAction.embed(.popFrom(id: first)))
    var routes: [NavigationRoute] = []
    routes.reserveCapacity(ids.count)
    for index in 0..<ids.count {
      let id = ids[index]
      routes.append(
        NavigationRoute(
          label: label, kind: .stackElement(id), reducer: destination, state: elements[index],
          embed: { ($0 as? Destination.Action).map { toStackAction.embed(.element(id: id, action: $0)) } },
          navigationActions: [("popFrom", toStackAction.embed(.popFrom(id: id)))]))
    }
    return routes
  }

  package func _absentChildActions(in state: Any) -> [(label: String, action: Any)] {
    guard let state = state as? Base.State else { return [] }
    let unused = StackElementID(
      generation: (state[keyPath: stack.keyPath].ids.map(\.generation).max() ?? -1) + 1_000)
    let pop = toStackAction.embed(.popFrom(id: unused))
    return [("\(caseLabel(of: pop)).popFrom of an id not in the stack", pop)]
  }

  package func _push(
    in state: Any, id next: StackElementID
  ) -> (reducer: any Reducer, label: String, makeAction: (Any) -> Any?)? {
    guard state is Base.State else { return nil }
    let toStackAction = self.toStackAction
    let label = caseLabel(of: toStackAction.embed(.popFrom(id: next)))
    return (
      destination, label,
      { ($0 as? Destination.State).map { toStackAction.embed(.push(id: next, state: $0)) } }
    )
  }
}

/// `#0, #1, #2` — or, for a long stack, the first and last few ids and how many are between.
private func idList(_ ids: [StackElementID]) -> String {
  guard ids.count > 8 else { return ids.map(\.description).joined(separator: ", ") }
  let head = ids.prefix(3).map(\.description).joined(separator: ", ")
  let tail = ids.suffix(3).map(\.description).joined(separator: ", ")
  return "\(head), … \(ids.count - 6) more …, \(tail)"
}
