import StateDump

extension Reducer {
  /// Runs a presented child while its state is non-`nil`, cancels all its effects when it goes
  /// away, and lets it dismiss itself.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$destination, action: Action.destination) {
  ///     Destination()
  ///   }
  /// ```
  ///
  /// - `.presented(a)`: the child runs first, then this reducer.
  /// - `.dismiss`: this reducer runs first and still sees the child, then the state is set to
  ///   `nil`, unless this reducer replaced it with a child of another identity.
  /// - A presentation action while nothing is presented is a runtime warning; this reducer
  ///   still runs.
  /// - When the child's identity changes (set to `nil`, another enum case, another id) every
  ///   effect it started is cancelled. Alerts and dialogs close after any of their actions.
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      base: self, presentation: StoredField(toPresentationState),
      toPresentationAction: toPresentationAction, destination: destination(),
      fileID: fileID, line: line)
  }

  /// ``ifLet(_:action:destination:fileID:line:)`` with the action given as its case.
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    ifLet(
      toPresentationState, action: CasePath(toPresentationAction), destination: destination,
      fileID: fileID, line: line)
  }

  /// Presents state that has no logic of its own, such as an alert.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: Action.alert)
  /// ```
  @inlinable
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: CasePath(toPresentationAction), fileID: fileID, line: line)
  }

  /// ``ifLet(_:action:fileID:line:)`` with the action as a case path: `/Action.alert`.
  @inlinable
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, line: line)
  }
}

/// The reducer `ifLet` builds for presentation state; see `Reducer.ifLet(_:action:destination:)`.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  public typealias State = Base.State
  public typealias Action = Base.Action

  @usableFromInline let base: Base
  /// Where the presentation state is: `\.$destination`, read in place once its storage is known.
  @usableFromInline let presentation: StoredField<Base.State, PresentationState<Destination.State>>
  @usableFromInline let toPresentationAction: CasePath<Base.Action, PresentationAction<Destination.Action>>
  @usableFromInline let destination: Destination
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable init(
    base: Base, presentation: StoredField<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: CasePath<Base.Action, PresentationAction<Destination.Action>>,
    destination: Destination, fileID: StaticString, line: UInt
  ) {
    self.base = base
    self.presentation = presentation
    self.toPresentationAction = toPresentationAction
    self.destination = destination
    self.fileID = fileID
    self.line = line
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // Nested `if`s rather than a switch over a tuple of optionals: in generic code each tuple
    // and optional type costs a metadata lookup per action, and most actions are not for the
    // destination at all.
    let toPresentationAction = self.toPresentationAction
    // What was mounted is read before any reducer runs: a parent that replaces its whole state
    // also replaces the record, and the old child's effects must still go.
    let initial = presentation.value(in: &state)
    let mounted = initial.presentedID
    var destinationEffects = Effect<Base.Action>.none
    let baseEffects: Effect<Base.Action>
    if let presentationAction = toPresentationAction.extract(from: action) {
      if let destinationState = initial.wrappedValue {
        let path = navigationPath(for: destinationState, known: mounted)
        switch presentationAction {
        case let .presented(destinationAction):
          let ephemeral = isEphemeral(destinationState)
          destinationEffects = runAsChild(at: path, dismissible: true, ownsParentEffects: !ephemeral) {
            presentation.modify(&state) {
              destination.reduce(into: &$0.wrappedValue!, action: destinationAction)
            }
          }
          .map { toPresentationAction.embed(.presented($0)) }
          baseEffects = base.reduce(into: &state, action: action)
          if ephemeral, currentPath(in: &state, known: path) == path {
            presentation.modify(&state) { $0.wrappedValue = nil }
          }
        case .dismiss:
          baseEffects = base.reduce(into: &state, action: action)
          if let current = currentPath(in: &state, known: path), current == path {
            presentation.modify(&state) { $0.wrappedValue = nil }
          }
        }
      } else {
        reportAbsentState(presentationAction, action: action)
        baseEffects = base.reduce(into: &state, action: action)
      }
    } else {
      baseEffects = base.reduce(into: &state, action: action)
    }

    let presented = presentation.value(in: &state)
    var current: NavigationIDPath?
    if let destinationState = presented.wrappedValue {
      current = navigationPath(for: destinationState, known: mounted)
    } else if mounted == nil, presented.presentedID == nil {
      // Nothing was mounted and nothing is presented: no identity to compute (the common case).
      return destinationEffects.merge(with: baseEffects)
    }
    guard mounted != current else {
      // The record goes with the state: one that replaced it (`state = State(…)`) starts
      // without one, even when it presents the same child. (Compared with what was read before
      // the reducers ran: the same record unless replaced, which compares at once.)
      if presented.presentedID != mounted {
        presentation.modify(&state) { $0.presentedID = current }
      }
      return destinationEffects.merge(with: baseEffects)
    }
    presentation.modify(&state) { $0.presentedID = current }
    // Room for all four at once: an array literal then `reserveCapacity` allocates twice.
    var effects: [Effect<Base.Action>] = []
    effects.reserveCapacity(4)
    effects.append(destinationEffects)
    effects.append(baseEffects)
    if let mounted {
      effects.append(Effect(operation: .cancelNavigation(mounted)))
    }
    if let current {
      // What the action starts along with presenting a child serves the child (an alert or a
      // dialog only when nothing else was shown). Not a child that was there before the
      // action, which the bookkeeping notices only now (in the initial state, or set by a
      // feature above).
      if let presentedState = presented.wrappedValue,
        initial.wrappedValue.map({ navigationPath(for: $0, known: mounted) != current }) ?? true
      {
        recordMountedChild(current, ephemeral: isEphemeral(presentedState))
      }
      effects.append(
        Effect(operation: .dismissListener(path: current, action: toPresentationAction.embed(.dismiss))))
    }
    return .merge(effects)
  }

  /// The identity of `destinationState` presented here, under the running feature's path:
  /// `known` itself when it is that identity already (the child mounted before the action, the
  /// common case), so an action that changes no identity builds no path.
  @usableFromInline func navigationPath(
    for destinationState: Destination.State, known: NavigationIDPath?
  ) -> NavigationIDPath {
    let parent = DependencyValues.current.navigationIDPath
    let location = NavigationID.Location.property(presentation.keyPath)
    // The last component is read in place (`components.last` would copy it, retaining each of
    // its references): this runs on every action to a presented child.
    if let known, known.isChild(of: parent),
      known.components[known.components.count - 1].identifies(destinationState, at: location)
    {
      return known
    }
    return parent.appending(
      NavigationID(
        presenting: destinationState, at: location,
        named: { [toPresentationAction] in caseLabel(of: toPresentationAction.embed(.dismiss)) }))
  }

  @usableFromInline func currentPath(
    in state: inout Base.State, known: NavigationIDPath?
  ) -> NavigationIDPath? {
    // Not `.map(navigationPath(for:))`: that closure would copy this reducer into a new box.
    guard let destinationState = presentation.value(in: &state).wrappedValue else { return nil }
    return navigationPath(for: destinationState, known: known)
  }

  @usableFromInline func reportAbsentState(
    _ presentationAction: PresentationAction<Destination.Action>, action: Base.Action
  ) {
    reportOperatorWarning(
      "ifLet", fileID: fileID, line: line,
      received: "a presentation action when destination state was absent", action: action,
      causes: [
        """
        A parent reducer set the destination to "nil" before this reducer ran. Run the "ifLet" \
        after the reducer that clears it, or send the action only while something is presented.
        """,
        """
        An effect of the dismissed destination sent this action after it was dismissed. Effects \
        started by the destination are cancelled when it goes away; an effect the parent started \
        on its behalf must be cancelled by the parent.
        """,
      ])
  }
}

extension _PresentationReducer: _ReducerTreeNode, _AbsentChildActions {
  package var _sameDomainReducers: [any Reducer] { [base] }
  package var _asPresentation: (any _PresentationNode)? { self }
  package var _asAbsentChildActions: (any _AbsentChildActions)? { self }

  package func _routes(in state: Any) -> [NavigationRoute] {
    guard
      let state = state as? Base.State,
      let destinationState = state[keyPath: presentation.keyPath].wrappedValue
    else { return [] }
    let toPresentationAction = self.toPresentationAction
    let dismiss = toPresentationAction.embed(.dismiss)
    return [
      NavigationRoute(
        label: caseLabel(of: dismiss),
        kind: .presented(EnumCase.of(destinationState)?.label),
        reducer: destination,
        state: destinationState,
        embed: { ($0 as? Destination.Action).map { toPresentationAction.embed(.presented($0)) } },
        navigationActions: [("dismiss", dismiss)]
      )
    ]
  }

  package func _absentChildActions(in state: Any) -> [(label: String, action: Any)] {
    guard let state = state as? Base.State, state[keyPath: presentation.keyPath].wrappedValue == nil
    else { return [] }
    let dismiss = toPresentationAction.embed(.dismiss)
    return [("\(caseLabel(of: dismiss)).dismiss while nothing is presented", dismiss)]
  }
}

extension _PresentationReducer: _PresentationNode {
  package var _presentationLabel: String { caseLabel(of: toPresentationAction.embed(.dismiss)) }
  package var _destinationReducer: any Reducer { destination }
}
