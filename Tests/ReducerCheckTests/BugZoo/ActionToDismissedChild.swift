import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: the parent schedules a delayed action for its child, and the child may be gone by then.
struct ActionToDismissedChild: Reducer, ActionGenerating {
  struct Toast: Reducer {
    struct State: Equatable, Sendable { var fading = false }
    enum Action: Equatable, Sendable { case fade }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.fading = true
        return .none
      }
    }
  }
  struct State: Equatable, Sendable {
    @PresentationState var toast: Toast.State?
  }
  enum Action: Equatable, Sendable {
    case showToast
    case toast(PresentationAction<Toast.Action>)
  }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showToast:
        state.toast = Toast.State()
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(2))
          await send(.toast(.presented(.fade)))  // the toast may have been dismissed
        }
      case .toast:
        return .none
      }
    }
    .ifLet(\.$toast, action: Action.toast) { Toast() }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.showToast) }
}

extension BugZoo {
  @Test func actionSentToADismissedChild() async {
    let result = await expectBug(
      in: ActionToDismissedChild(), from: ActionToDismissedChild.State(),
      invariant: "no action for absent state", minimalSteps: 2)
    // Two steps suffice: when the schedule ends the checker runs the clock on, and the delayed
    // action arrives for the toast that is gone.
    let report = result?.failure?.report ?? ""
    #expect(
      report.hasPrefix(
        "ActionToDismissedChild broke \"no action for absent state\" at the end of the sequence"))
    #expect(report.contains("1. send .showToast"))
    #expect(report.contains("2. send .toast(.dismiss)"))
    // The story says which effect sent the action, and when.
    let words = flattened(report)
    #expect(
      words.contains(
        "E1, started at step 1 (ReducerCheckTests/ActionToDismissedChild.swift:31) in root, sent .toast(.presented(.fade)) after the schedule ended."
      ),
      "\(report)")
  }
}
