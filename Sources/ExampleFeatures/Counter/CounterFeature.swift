import ReducerCore

/// The counter from the tree-based navigation seed: it dismisses itself at 5.
struct CounterFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    var count = 0
    init(count: Int = 0) { self.count = count }
  }
  enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  init() {}

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return state.count >= 5
          ? .run { _ in await self.dismiss() }
          : .none
      }
    }
  }
}

/// The parent that presents the counter.
struct CounterPresenterFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    @PresentationState var counter: CounterFeature.State?
    init(counter: CounterFeature.State? = nil) { self.counter = counter }
  }
  enum Action: Equatable, Sendable {
    case counter(PresentationAction<CounterFeature.Action>)
    case showCounterTapped
  }

  init() {}

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      // Logic and behavior for core feature.
      switch action {
      case .showCounterTapped:
        state.counter = CounterFeature.State()
        return .none
      case .counter:
        return .none
      }
    }
    .ifLet(\.$counter, action: Action.counter) {
      CounterFeature()
    }
  }
}
