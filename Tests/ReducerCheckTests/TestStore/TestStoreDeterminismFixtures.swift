import ReducerCore

/// A root screen whose save effect tells its parent, then dismisses the whole store.
struct SaveAndDismiss: Reducer {
  struct State: Equatable, Sendable { var saved = false }
  enum Action: Equatable, Sendable {
    case saveTapped
    case delegate(Delegate)
    enum Delegate: Equatable, Sendable { case saved }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .saveTapped:
        return .run { send in
          await send(.delegate(.saved))
          await self.dismiss()
        }
      case .delegate(.saved):
        state.saved = true
        return .none
      }
    }
  }
}

/// A stack whose screens report "done" and then keep talking; the parent pops a screen when it
/// hears "done", so what the screen says afterwards must never arrive.
struct ChattyStack: Reducer {
  struct State: Equatable, Sendable {
    var path = StackState<Screen.State>()
    var finished = 0
  }
  enum Action: Equatable, Sendable {
    case path(StackActionOf<Screen>)
    case pushTapped
  }

  struct Screen: Reducer {
    struct State: Equatable, Sendable { var said = 0 }
    enum Action: Equatable, Sendable {
      case finishTapped
      case said
      case delegate(Delegate)
      enum Delegate: Equatable, Sendable { case done }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .finishTapped:
          return .run { send in
            await send(.delegate(.done))
            for _ in 0..<20 { await send(.said) }
          }
        case .said:
          state.said += 1
          return .none
        case .delegate:
          return .none
        }
      }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pushTapped:
        state.path.append(Screen.State())
        return .none
      case let .path(.element(id, .delegate(.done))):
        state.path.pop(from: id)
        state.finished += 1
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { Screen() }
  }
}

/// A one-shot timer on the clock, and a load whose answer arrives at once.
struct TickAndLoad: Reducer {
  struct State: Equatable, Sendable {
    var ticks = 0
    var loaded: String?
  }
  enum Action: Equatable, Sendable {
    case startTapped
    case tick
    case loadTapped
    case loaded(String)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      case .tick:
        state.ticks += 1
        return .none
      case .loadTapped:
        return .run { send in
          let answer = await Task { "hello" }.value
          await send(.loaded(answer))
        }
      case let .loaded(text):
        state.loaded = text
        return .none
      }
    }
  }
}
