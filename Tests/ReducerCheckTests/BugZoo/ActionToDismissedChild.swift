import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: a save shows a toast a second later and fades it two seconds after that, in one effect
/// of the parent's; the user may have dismissed the toast by then. (The effect starts before
/// the toast exists, so it serves no child: what an action that shows a child starts would be
/// held to "effects cancelled on dismiss" first.)
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
    case saveTapped
    case showToast
    case toast(PresentationAction<Toast.Action>)
  }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .saveTapped:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.showToast)
          try await clock.sleep(for: .seconds(2))
          await send(.toast(.presented(.fade)))  // the toast may have been dismissed
        }
      case .showToast:
        state.toast = Toast.State()
        return .none
      case .toast:
        return .none
      }
    }
    .ifLet(\.$toast, action: Action.toast) { Toast() }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.saveTapped) }
}

extension BugZoo {
  @Test func actionSentToADismissedChild() async {
    let result = await expectBug(
      in: ActionToDismissedChild(), from: ActionToDismissedChild.State(),
      invariant: "no action for absent state", minimalSteps: 3)
    // Three steps suffice: the toast shows, the checker closes it when the schedule ends, runs
    // the clock on, and the delayed action arrives for the toast that is gone.
    let report = result?.failure?.report ?? ""
    #expect(
      report.hasPrefix(
        "ActionToDismissedChild broke \"no action for absent state\" at the end of the sequence"))
    #expect(report.contains("1. send .saveTapped"))
    #expect(report.contains("2. advance the clock by 1 s"))
    #expect(report.contains("3. send .toast(.dismiss)"))
    // The story says which effect sent the action, and when.
    let words = flattened(report)
    #expect(
      words.contains(
        "E1, started at step 1 (ReducerCheckTests/ActionToDismissedChild.swift:34) in root, sent .toast(.presented(.fade)) after the schedule ended."
      ),
      "\(report)")
  }
}
