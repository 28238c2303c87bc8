import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug, the most common of TCA navigation bugs: the list loads the detail sheet's text when the
/// sheet appears, cancellable under an id of the list's own, and does not cancel it when the
/// sheet is dismissed; the user opens another row, and the old text lands in the new sheet.
/// With `cancelsOnDismiss` (the fix), dismissing cancels the load; the last text loaded is the
/// list's own field either way.
struct LoadLandsInTheNextSheet: Reducer, ActionGenerating {
  struct Detail: Reducer, ActionGenerating {
    struct State: Equatable, Sendable {
      var row: Int
      var body: String?
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
    case bodyLoaded(String)
    case detail(PresentationAction<Detail.Action>)
  }
  enum CancelID { case load }
  var cancelsOnDismiss = false
  @Dependency(\.rowBody) var rowBody
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rowTapped(row):
        state.detail = Detail.State(row: row)
        return .none
      case .detail(.presented(.onAppear)):
        guard let row = state.detail?.row else { return .none }
        return .run { [rowBody] send in await send(.bodyLoaded(try await rowBody(row))) }
          .cancellable(id: CancelID.load)
      case let .bodyLoaded(body):
        state.lastLoaded = body
        state.detail?.body = body
        return .none
      case .detail(.dismiss):
        return cancelsOnDismiss ? .cancel(id: CancelID.load) : .none
      case .detail:
        return .none
      }
    }
    .ifLet(\.$detail, action: Action.detail) { Detail() }
  }
  static func actions(for state: State) -> Gen<Action> { Gen.int(in: 1...3).map(Action.rowTapped) }
}

private enum RowBodyKey: DependencyKey {
  static let liveValue: @Sendable (Int) async throws -> String = { "body \($0)" }
}

extension DependencyValues {
  var rowBody: @Sendable (Int) async throws -> String {
    get { self[RowBodyKey.self] }
    set { self[RowBodyKey.self] = newValue }
  }
}

extension BugZoo {
  @Test func aLoadUnderTheParentsOwnIdLandsInTheNextSheet() async {
    let result = await expectBug(
      in: LoadLandsInTheNextSheet(), from: LoadLandsInTheNextSheet.State(),
      invariant: "effects cancelled on dismiss", minimalSteps: 5
    ) {
      $0.endpoint(\.rowBody, named: "row body") { row in .always("body \(row)") }
    }
    let report = flattened(result?.failure?.report)
    #expect(report.contains("which wrote into the detail shown after it"), "\(report)")
  }
}

extension FalsePositives {
  @Test func aLoadCancelledWithItsSheetLeavesTheNextSheetAlone() async {
    await expectNoFailure(
      in: LoadLandsInTheNextSheet(cancelsOnDismiss: true), from: LoadLandsInTheNextSheet.State()
    ) {
      $0.endpoint(\.rowBody, named: "row body") { row in .always("body \(row)") }
    }
  }
}
