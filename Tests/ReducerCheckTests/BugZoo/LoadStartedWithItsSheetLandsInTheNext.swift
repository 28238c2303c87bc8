import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: tapping a row presents its sheet and, in the same action, starts the sheet's load, which
/// dismissing the sheet does not cancel: the text of the closed sheet lands in the next one.
/// With `cancelsOnDismiss` (the fix), dismissing cancels it.
struct LoadStartedWithItsSheetLandsInTheNext: Reducer, ActionGenerating {
  struct Sheet: Reducer {
    struct State: Equatable, Sendable {
      var row: Int
      var text: String?
    }
    enum Action: Equatable, Sendable { case noop }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }
  struct State: Equatable, Sendable {
    @PresentationState var sheet: Sheet.State?
  }
  enum Action: Equatable, Sendable {
    case rowTapped(Int)
    case textLoaded(String)
    case sheet(PresentationAction<Sheet.Action>)
  }
  enum CancelID { case load }
  var cancelsOnDismiss = false
  @Dependency(\.sheetText) var sheetText
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rowTapped(row):
        state.sheet = Sheet.State(row: row)
        let load = Effect<Action>.run { [sheetText] send in
          await send(.textLoaded(try await sheetText(row)))
        }
        return cancelsOnDismiss ? load.cancellable(id: CancelID.load) : load
      case let .textLoaded(text):
        state.sheet?.text = text
        return .none
      case .sheet(.dismiss):
        return cancelsOnDismiss ? .cancel(id: CancelID.load) : .none
      case .sheet:
        return .none
      }
    }
    .ifLet(\.$sheet, action: Action.sheet) { Sheet() }
  }
  static func actions(for state: State) -> Gen<Action> { Gen.int(in: 1...3).map(Action.rowTapped) }
}

private enum SheetTextKey: DependencyKey {
  static let liveValue: @Sendable (Int) async throws -> String = { "text \($0)" }
}

extension DependencyValues {
  var sheetText: @Sendable (Int) async throws -> String {
    get { self[SheetTextKey.self] }
    set { self[SheetTextKey.self] = newValue }
  }
}

extension BugZoo {
  @Test func aLoadStartedWithItsSheetLandsInTheNextSheet() async {
    let result = await expectBug(
      in: LoadStartedWithItsSheetLandsInTheNext(), from: LoadStartedWithItsSheetLandsInTheNext.State(),
      invariant: "effects cancelled on dismiss", minimalSteps: 4
    ) {
      $0.endpoint(\.sheetText, named: "sheet text") { row in .always("text \(row)") }
    }
    let report = flattened(result?.failure?.report)
    #expect(report.contains("which wrote into the sheet shown after it"), "\(report)")
  }
}

extension FalsePositives {
  @Test func aLoadStartedWithItsSheetAndCancelledWithIt() async {
    await expectNoFailure(
      in: LoadStartedWithItsSheetLandsInTheNext(cancelsOnDismiss: true),
      from: LoadStartedWithItsSheetLandsInTheNext.State()
    ) {
      $0.endpoint(\.sheetText, named: "sheet text") { row in .always("text \(row)") }
    }
  }
}
