import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: the parent starts the detail request on the child's behalf and does not cancel it when
/// the detail is dismissed: the answer arrives later and lands in the next detail opened.
struct ParentFetchesForChild: Reducer, ActionGenerating {
  struct Detail: Reducer, ActionGenerating {
    struct State: Equatable, Sendable {
      var id: Int
      var text: String?
    }
    enum Action: Equatable, Sendable { case onAppear }
    var body: some ReducerOf<Self> { EmptyReducer() }
    static func actions(for state: State) -> Gen<Action> { .always(.onAppear) }
  }
  struct State: Equatable, Sendable {
    @PresentationState var detail: Detail.State?
    var lastLoaded: String?
  }
  enum Action: Equatable, Sendable {
    case rowTapped(Int)
    case detailLoaded(String)
    case detail(PresentationAction<Detail.Action>)
  }
  @Dependency(\.loadText) var loadText
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rowTapped(id):
        state.detail = Detail.State(id: id)
        return .none
      case .detail(.presented(.onAppear)):
        guard let id = state.detail?.id else { return .none }
        // Started by the parent: not cancelled when the detail goes away.
        return .run { [loadText] send in await send(.detailLoaded(try await loadText(id))) }
      case let .detailLoaded(text):
        state.lastLoaded = text
        state.detail?.text = text
        return .none
      case .detail:
        return .none
      }
    }
    .ifLet(\.$detail, action: Action.detail) { Detail() }
  }
  static func actions(for state: State) -> Gen<Action> { Gen.int(in: 1...3).map(Action.rowTapped) }
}

private enum LoadTextKey: DependencyKey {
  static let liveValue: @Sendable (Int) async throws -> String = { "text \($0)" }
}

extension DependencyValues {
  var loadText: @Sendable (Int) async throws -> String {
    get { self[LoadTextKey.self] }
    set { self[LoadTextKey.self] = newValue }
  }
}

extension BugZoo {
  @Test func requestStartedForAChildOutlivesIt() async {
    let result = await expectBug(
      in: ParentFetchesForChild(), from: ParentFetchesForChild.State(),
      invariant: "effects cancelled on dismiss", minimalSteps: 5
    ) {
      $0.endpoint(\.loadText, named: "detail request") { id in .always("text \(id)") }
    }
    let report = result?.failure?.report ?? ""
    #expect(report.contains("1. send .rowTapped(1)"))
    #expect(report.contains("2. send .detail(.presented(.onAppear))"))
    #expect(report.contains("3. send .detail(.dismiss)"))
    #expect(report.contains("4. send .rowTapped(1)"))
    #expect(report.contains("5. answer \"detail request\" call 1 with \"text 1\""))
    #expect(report.contains("E1 \"detail request\" was started at step 2"))
    #expect(report.contains("which changed detail"), "\(report)")
  }
}
