import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: every keystroke starts a search and none is cancelled, so the response to an older
/// query can land after the user typed a newer one, and shows results for text no longer there.
/// Shrinking must keep "answer the request for "a"" meaning that request when earlier
/// keystrokes (and their requests) are deleted.
struct StaleSearchResponse: Reducer, ActionGenerating {
  struct State: Equatable, Sendable {
    var query = ""
    var resultsFor: String?
  }
  enum Action: Equatable, Sendable {
    case queryChanged(String)
    case response(query: String, results: [String])
  }
  @Dependency(\.searchRequest) var search
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        // Not cancellable: an older request still answers.
        return .run { [search] send in
          await send(.response(query: query, results: try await search(query)))
        }
      case let .response(query, _):
        state.resultsFor = query
        return .none
      }
    }
  }
  static func actions(for state: State) -> Gen<Action> {
    Gen.element(of: ["a", "b", "c"]).map(Action.queryChanged)
  }
}

private enum SearchRequestKey: DependencyKey {
  static let liveValue: @Sendable (String) async throws -> [String] = { [$0] }
}

extension DependencyValues {
  var searchRequest: @Sendable (String) async throws -> [String] {
    get { self[SearchRequestKey.self] }
    set { self[SearchRequestKey.self] = newValue }
  }
}

extension BugZoo {
  @Test func staleSearchResponseShowsResultsForOldText() async {
    let result = await expectBug(
      in: StaleSearchResponse(), from: StaleSearchResponse.State(),
      invariant: "results belong to the query shown", minimalSteps: 3
    ) {
      $0.endpoint(\.searchRequest, named: "search") { query in .always([query]) }
      $0.transitionInvariant("results belong to the query shown") { _, action, after in
        guard case let .response(query, _) = action else { return true }
        return query == after.query
      }
    }
    let report = result?.failure?.report ?? ""
    #expect(report.contains("3. answer \"search\" call 1"), "\(report)")
  }
}
