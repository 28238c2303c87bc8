import ReducerCore

/// A child with an id, a counter, a timer, and a close button.
struct TimerChild: Reducer {
  struct State: Equatable, Identifiable, Sendable, Codable {
    var id = 0
    var count = 0
    var ticks = 0
  }
  enum Action: Equatable, Sendable {
    case increment
    case startTimer
    case tick
    case closeTapped
    case changeID(Int)
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .startTimer:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      case .closeTapped:
        return .run { _ in await self.dismiss() }
      case let .changeID(id):
        state.id = id
        return .none
      }
    }
  }
}

/// A parent presenting one ``TimerChild``, with hooks for each behaviour under test.
struct PresentingParent: Reducer {
  struct State: Equatable, Sendable {
    @PresentationState var child: TimerChild.State?
    var log: [String] = []
    var onDismiss: DismissBehaviour = .nothing
  }
  enum DismissBehaviour: Equatable, Sendable {
    case nothing
    case reassignSameIdentity
    case assignOtherIdentity
  }
  enum Action: Equatable, Sendable {
    case child(PresentationAction<TimerChild.Action>)
    case present(id: Int)
    case nilOut
    case nilOutAfterIfLet
    /// Replaces the whole state (a "new document" button): the child goes with it.
    case startOver
    /// Replaces the whole state with a fresh one presenting a child of the same identity.
    case restartSameChild
    case noop
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .present(id):
        state.child = TimerChild.State(id: id)
        return .none
      case .nilOut:
        state.child = nil
        return .none
      case .startOver:
        state = State()
        return .none
      case .restartSameChild:
        state = State(child: state.child.map { TimerChild.State(id: $0.id) })
        return .none
      case .child(.dismiss):
        state.log.append("parent saw child \(state.child.map { "\($0.id) count \($0.count)" } ?? "nil")")
        switch state.onDismiss {
        case .nothing: break
        case .reassignSameIdentity: state.child = TimerChild.State(id: state.child?.id ?? 0, count: 99)
        case .assignOtherIdentity: state.child = TimerChild.State(id: 42)
        }
        return .none
      case .child(.presented(.increment)):
        state.log.append("parent saw count \(state.child.map { "\($0.count)" } ?? "nil")")
        if let count = state.child?.count, count >= 2 { state.child = nil }
        return .none
      case .child, .nilOutAfterIfLet, .noop:
        return .none
      }
    }
    .ifLet(\.$child, action: Action.child) {
      TimerChild()
    }
    Reduce { state, action in
      if case .nilOutAfterIfLet = action { state.child = nil }
      return .none
    }
  }
}

/// A destination enum with two cases of the same child.
struct TwoCaseParent: Reducer {
  struct Destination: Reducer {
    enum State: Equatable, Sendable {
      case first(TimerChild.State)
      case second(TimerChild.State)
    }
    enum Action: Equatable, Sendable {
      case first(TimerChild.Action)
      case second(TimerChild.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: State.first, action: Action.first) { TimerChild() }
      Scope(state: State.second, action: Action.second) { TimerChild() }
    }
  }
  struct State: Equatable, Sendable {
    @PresentationState var destination: Destination.State?
  }
  enum Action: Equatable, Sendable {
    case destination(PresentationAction<Destination.Action>)
    case showFirst
    case showSecond
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showFirst: state.destination = .first(TimerChild.State())
      case .showSecond: state.destination = .second(TimerChild.State())
      case .destination: break
      }
      return .none
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }
}

/// A parent with an alert.
struct AlertParent: Reducer {
  struct State: Equatable, Sendable {
    @PresentationState var alert: AlertState<Action.Alert>?
    var confirmed = 0
    var other = 0
  }
  enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case showAlert
    case other
    enum Alert: Equatable, Sendable {
      case confirm
      case confirmAndAnnounce
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showAlert:
        state.alert = AlertState(
          title: "Sure?", buttons: [ButtonState(action: .confirm, label: "Yes")])
      case .alert(.presented(.confirm)):
        state.confirmed += 1
      case .alert(.presented(.confirmAndAnnounce)):
        // A new alert in place of the one whose button this is: TCA keeps it.
        state.confirmed += 1
        state.alert = AlertState(title: "Confirmed", buttons: [ButtonState(label: "OK")])
      case .other:
        state.other += 1
      case .alert:
        break
      }
      return .none
    }
    .ifLet(\.$alert, action: Action.alert)
  }
}

/// Three levels: a grandparent presenting a ``PresentingParent`` presenting a ``TimerChild``.
struct Grandparent: Reducer {
  struct State: Equatable, Sendable {
    @PresentationState var parent: PresentingParent.State?
  }
  enum Action: Equatable, Sendable {
    case parent(PresentationAction<PresentingParent.Action>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$parent, action: Action.parent) { PresentingParent() }
  }
}
