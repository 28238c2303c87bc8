import ReducerCore

/// Screen B of the stack case study: buttons that push screens (the root pushes them), and a
/// timer that runs while the screen is on the stack, until it is stopped.
struct ScreenBFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    var count = 0
    var isTimerRunning = false
  }

  enum Action: Equatable, Sendable {
    case screenAButtonTapped
    case screenBButtonTapped
    case screenCButtonTapped
    case startButtonTapped
    case stopButtonTapped
    case timerTick
  }

  @Dependency(\.continuousClock) var clock

  private enum CancelID {
    case timer
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .screenAButtonTapped, .screenBButtonTapped, .screenCButtonTapped:
        return .none

      case .startButtonTapped:
        state.isTimerRunning = true
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.timerTick)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)

      case .stopButtonTapped:
        state.isTimerRunning = false
        return .cancel(id: CancelID.timer)

      case .timerTick:
        state.count += 1
        return .none
      }
    }
  }
}
