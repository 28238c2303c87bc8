import StateDump

extension Reducer {
  /// Runs a child reducer on each element of an identified array, and cancels an element's
  /// effects when it is removed.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.todos, action: Action.todos) {
  ///     Todo()
  ///   }
  /// ```
  ///
  /// The element runs before this reducer. An action for a missing id is a runtime warning.
  public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ElementState.ID, ElementState>>,
    action toElementAction: CasePath<Action, IdentifiedAction<ElementState.ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _ForEachReducer<Self, Element>
  where Element.State == ElementState, Element.Action == ElementAction, ElementState.ID: Sendable {
    _ForEachReducer(
      parent: self, toElementsState: toElementsState, toElementAction: toElementAction,
      element: element(), fileID: fileID, line: line)
  }

  /// ``forEach(_:action:element:fileID:line:)`` with the action given as its case.
  public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ElementState.ID, ElementState>>,
    action toElementAction: @escaping @Sendable (IdentifiedAction<ElementState.ID, ElementAction>) -> Action,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _ForEachReducer<Self, Element>
  where Element.State == ElementState, Element.Action == ElementAction, ElementState.ID: Sendable {
    forEach(
      toElementsState, action: CasePath(toElementAction), element: element, fileID: fileID,
      line: line)
  }

  /// ``forEach(_:action:element:fileID:line:)`` for an action case with the element's id and
  /// action side by side, as TCA 1.0 features declare it:
  ///
  /// ```swift
  /// enum Action { case todo(id: Todo.State.ID, action: Todo.Action) }
  ///
  /// Reduce { state, action in … }
  ///   .forEach(\.todos, action: /Action.todo(id:action:)) {
  ///     Todo()
  ///   }
  /// ```
  public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ElementState.ID, ElementState>>,
    action toElementAction: CasePath<Action, (id: ElementState.ID, action: ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _ForEachReducer<Self, Element>
  where Element.State == ElementState, Element.Action == ElementAction, ElementState.ID: Sendable {
    let identified = CasePath<Action, IdentifiedAction<ElementState.ID, ElementAction>>(
      embed: { identified in
        switch identified {
        case let .element(id, action): toElementAction.embed((id: id, action: action))
        }
      },
      extract: { action in
        toElementAction.extract(from: action).map { .element(id: $0.id, action: $0.action) }
      })
    return forEach(toElementsState, action: identified, element: element, fileID: fileID, line: line)
  }

  /// ``forEach(_:action:element:fileID:line:)`` with the action given as a case with the id and
  /// the element's action: `Action.todo(id:action:)`.
  public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ElementState.ID, ElementState>>,
    action toElementAction: @escaping @Sendable (ElementState.ID, ElementAction) -> Action,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _ForEachReducer<Self, Element>
  where Element.State == ElementState, Element.Action == ElementAction, ElementState.ID: Sendable {
    forEach(
      toElementsState, action: CasePath(toElementAction), element: element, fileID: fileID,
      line: line)
  }
}

/// The reducer `forEach` builds for an ``IdentifiedArray``.
public struct _ForEachReducer<Parent: Reducer, Element: Reducer>: Reducer
where Element.State: Identifiable, Element.State.ID: Sendable {
  public typealias State = Parent.State
  public typealias Action = Parent.Action
  typealias ID = Element.State.ID

  let parent: Parent
  let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: CasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let element: Element
  let fileID: StaticString
  let line: UInt

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let idsBefore = state[keyPath: toElementsState].ids
    var elementEffects = Effect<Parent.Action>.none
    if case let .element(id, elementAction) = toElementAction.extract(from: action) {
      if state[keyPath: toElementsState][id: id] != nil {
        let toElementAction = self.toElementAction
        elementEffects = runAsChild(at: path(for: id), dismissible: false) {
          element.reduce(into: &state[keyPath: toElementsState][id: id]!, action: elementAction)
        }
        .map { toElementAction.embed(.element(id: id, action: $0)) }
      } else {
        reportOperatorWarning(
          "forEach", fileID: fileID, line: line,
          received: "an action for a missing element", action: action,
          causes: [
            "The element was removed before this action arrived.",
            """
            An effect of a removed element sent this action. Effects started by an element are \
            cancelled when it is removed; one the parent started for it must be cancelled by \
            the parent.
            """,
          ])
      }
    }
    let parentEffects = parent.reduce(into: &state, action: action)
    let idsAfter = Set(state[keyPath: toElementsState].ids)
    let removed = idsBefore.filter { !idsAfter.contains($0) }
    guard !removed.isEmpty else { return elementEffects.merge(with: parentEffects) }
    return .merge(
      [elementEffects, parentEffects]
        + removed.map { Effect(operation: .cancelNavigation(path(for: $0))) })
  }

  private func path(for id: ID) -> NavigationIDPath {
    DependencyValues.current.navigationIDPath.appending(
      NavigationID(element: id, at: .property(toElementsState)))
  }
}

extension _ForEachReducer: _ReducerTreeNode {
  package var _sameDomainReducers: [any Reducer] { [parent] }

  package func _routes(in state: Any) -> [NavigationRoute] {
    guard let state = state as? Parent.State else { return [] }
    let toElementAction = self.toElementAction
    return state[keyPath: toElementsState].map { element in
      let id = element.id
      return NavigationRoute(
        label: propertyName(of: toElementsState), kind: .element("\(id)"), reducer: self.element,
        state: element,
        embed: { ($0 as? Element.Action).map { toElementAction.embed(.element(id: id, action: $0)) } })
    }
  }
}
