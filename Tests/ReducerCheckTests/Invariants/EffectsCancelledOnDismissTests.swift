import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: the parent loads a detail's text for it and forwards the answer into the detail with
/// `.send`; the load is not cancelled when the detail closes.
struct ForwardsLateAnswer: Reducer, ActionGenerating {
  struct Detail: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var text: String? }
    enum Action: Equatable, Sendable {
      case onAppear
      case loaded(String)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case let .loaded(text) = action { state.text = text }
        return .none
      }
    }
    static func actions(for state: State) -> Gen<Action> { .always(.onAppear) }
  }
  struct State: Equatable, Sendable {
    @PresentationState var detail: Detail.State?
    var loads = 0
  }
  enum Action: Equatable, Sendable {
    case openTapped
    case textLoaded(String)
    case detail(PresentationAction<Detail.Action>)
  }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped:
        state.detail = Detail.State()
        return .none
      case .detail(.presented(.onAppear)):
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.textLoaded("text"))
        }
      case let .textLoaded(text):
        // The late answer changes only a field of the parent's own; what it sends on does not.
        state.loads += 1
        return .send(.detail(.presented(.loaded(text))))
      case .detail:
        return .none
      }
    }
    .ifLet(\.$detail, action: Action.detail) { Detail() }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.openTapped) }
}

@Suite struct EffectsCancelledOnDismissTests {
  /// A reviewer: only the late action itself was judged, so what it sent on into a child that
  /// is gone (or into the next one) went unreported once the parent's own work was let be.
  @Test func whatALateActionSendsOnIsJudgedWithIt() async {
    let result = await quietCheck(ForwardsLateAnswer(), from: ForwardsLateAnswer.State())
    #expect(result?.failure?.invariant == "effects cancelled on dismiss", "\(result?.failure?.report ?? "")")
    let report = flattened(result?.failure?.report)
    #expect(report.contains("which went to a child that is gone (a runtime warning)"), "\(report)")
  }
}
