import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug behind one destination of seven: only the seventh page's "refresh" makes the parent start
/// a timer on the page's behalf, which outlives the page and then sends its result to a page
/// that is gone. Rare: the user must open that one page and refresh it.
struct OneOfSevenDestinations: Reducer, ActionGenerating {
  struct Page: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var refreshed = 0 }
    enum Action: Equatable, Sendable {
      case refreshTapped
      case closeTapped
      case likeTapped
      case shareTapped
      /// The parent's refresh finished (sent by the parent, not by the user).
      case refreshFinished
    }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .refreshTapped:
          return .none
        case .refreshFinished:
          state.refreshed += 1
          return .none
        case .closeTapped:
          return .run { [dismiss] _ in await dismiss() }
        case .likeTapped, .shareTapped:
          return .none
        }
      }
    }
    static func actions(for state: State) -> Gen<Action> {
      .oneOf(.always(.refreshTapped), .always(.closeTapped), .always(.likeTapped), .always(.shareTapped))
    }
  }
  struct Destination: Reducer {
    enum State: Equatable, Sendable {
      case one(Page.State), two(Page.State), three(Page.State), four(Page.State)
      case five(Page.State), six(Page.State), seven(Page.State)
    }
    enum Action: Equatable, Sendable {
      case one(Page.Action), two(Page.Action), three(Page.Action), four(Page.Action)
      case five(Page.Action), six(Page.Action), seven(Page.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: State.one, action: Action.one) { Page() }
      Scope(state: State.two, action: Action.two) { Page() }
      Scope(state: State.three, action: Action.three) { Page() }
      Scope(state: State.four, action: Action.four) { Page() }
      Scope(state: State.five, action: Action.five) { Page() }
      Scope(state: State.six, action: Action.six) { Page() }
      Scope(state: State.seven, action: Action.seven) { Page() }
    }
  }
  struct State: Equatable, Sendable {
    @PresentationState var destination: Destination.State?
  }
  enum Action: Equatable, Sendable {
    case open(Int)
    case destination(PresentationAction<Destination.Action>)
  }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .open(page):
        let cases: [(Page.State) -> Destination.State] = [
          Destination.State.one, Destination.State.two, Destination.State.three,
          Destination.State.four, Destination.State.five, Destination.State.six,
          Destination.State.seven,
        ]
        state.destination = cases[page](Page.State())
        return .none
      case .destination(.presented(.seven(.refreshTapped))):
        // Started by the parent for the page, and never cancelled when it closes.
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.destination(.presented(.seven(.refreshFinished))))
        }
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }
  static func actions(for state: State) -> Gen<Action> { Gen.int(in: 0...6).map(Action.open) }
}

extension BugZoo {
  @Test func bugBehindOneDestinationOfSeven() async {
    await expectBug(
      in: OneOfSevenDestinations(), from: OneOfSevenDestinations.State(),
      invariant: "effects cancelled on dismiss", minimalSteps: 3)
  }
}
