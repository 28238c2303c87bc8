import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Correct, like a standups app's record screen: while the screen is up its timer ticks every
/// second, and every tick re-arms the parent's one-second save debounce. Nothing settles while
/// the screen is shown, and everything does once the user closes it: the timer is the screen's,
/// and the debounce fires once after the last tick.
struct RecordingWithSaveDebounce: Reducer, ActionGenerating {
  struct Record: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var seconds = 0 }
    enum Action: Equatable, Sendable {
      case onAppear
      case tick
      case delegate(Delegate)
      enum Delegate: Equatable, Sendable { case elapsed(Int) }
    }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .onAppear:
          return .run { [clock] send in
            while true {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
          .cancellable(id: TimerID.timer, cancelInFlight: true)
        case .tick:
          state.seconds += 1
          return .send(.delegate(.elapsed(state.seconds)))
        case .delegate:
          return .none
        }
      }
    }
    enum TimerID { case timer }
    static func actions(for state: State) -> Gen<Action> { .always(.onAppear) }
  }

  struct State: Equatable, Sendable {
    var saved = 0
    var pending = 0
    @PresentationState var record: Record.State?
  }
  enum Action: Equatable, Sendable {
    case recordTapped
    case save
    case record(PresentationAction<Record.Action>)
  }
  enum CancelID { case saveDebounce }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .recordTapped:
        state.record = Record.State()
        return .none
      case let .record(.presented(.delegate(.elapsed(seconds)))):
        state.pending = seconds
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.save)
        }
        .cancellable(id: CancelID.saveDebounce, cancelInFlight: true)
      case .save:
        state.saved = state.pending
        return .none
      case .record:
        return .none
      }
    }
    .ifLet(\.$record, action: Action.record) { Record() }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.recordTapped) }
}

extension FalsePositives {
  @Test func aTimerOnAnOpenScreenIsNotLeftRunningWhenTheUserLeaves() async {
    await expectNoFailure(in: RecordingWithSaveDebounce(), from: RecordingWithSaveDebounce.State())
  }
}
