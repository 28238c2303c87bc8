import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: a slow search answers after the user opened settings, and replaces them with results.
struct StaleResponseReplacesDestination: Reducer, ActionGenerating {
  struct Screen: Reducer {
    struct State: Equatable, Sendable { var title: String }
    enum Action: Equatable, Sendable { case noop }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }
  struct Destination: Reducer {
    enum State: Equatable, Sendable {
      case results(Screen.State)
      case settings(Screen.State)
    }
    enum Action: Equatable, Sendable {
      case results(Screen.Action)
      case settings(Screen.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: State.results, action: Action.results) { Screen() }
      Scope(state: State.settings, action: Action.settings) { Screen() }
    }
  }
  struct State: Equatable, Sendable {
    @PresentationState var destination: Destination.State?
  }
  enum Action: Equatable, Sendable {
    case searchTapped
    case settingsTapped
    case resultsLoaded(String)
    case destination(PresentationAction<Destination.Action>)
  }
  @Dependency(\.search) var search
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .searchTapped:
        return .run { [search] send in await send(.resultsLoaded(try await search())) }
      case .settingsTapped:
        state.destination = .settings(Screen.State(title: "Settings"))
        return .none
      case let .resultsLoaded(title):
        state.destination = .results(Screen.State(title: title))  // whatever is shown
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(.always(.searchTapped), .always(.settingsTapped))
  }
}

private enum SearchKey: DependencyKey {
  static let liveValue: @Sendable () async throws -> String = { "results" }
}

extension DependencyValues {
  var search: @Sendable () async throws -> String {
    get { self[SearchKey.self] }
    set { self[SearchKey.self] = newValue }
  }
}

extension BugZoo {
  @Test func staleResponseReplacesTheDestinationTheUserOpened() async {
    let result = await expectBug(
      in: StaleResponseReplacesDestination(), from: StaleResponseReplacesDestination.State(),
      invariant: "a response never replaces a destination the user opened", minimalSteps: 3
    ) {
      $0.endpoint(\.search, named: "search", answers: .always("results"))
      $0.transitionInvariant("a response never replaces a destination the user opened") {
        before, action, after in
        guard case .resultsLoaded = action, case .settings = before.destination else { return true }
        return after.destination == before.destination
      }
    }
    let report = result?.failure?.report ?? ""
    // Searching and opening settings, in either order, before the answer.
    #expect(report.contains("send .searchTapped"))
    #expect(report.contains("send .settingsTapped"))
    #expect(report.contains("3. answer \"search\" call 1 with \"results\""))
    #expect(report.contains("received .resultsLoaded(\"results\") from E1 \"search\""))
  }
}
