import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: "Sign out all" revokes the other devices one page at a time and forgets to ask for the
/// next page, so with three or more other devices signed in, one stays signed in. Its generator
/// lists "Forget" for each other device before "Add device" and "Sign out all", so the position
/// of every action in the list moves whenever a device comes or goes: deleting an earlier step
/// while shrinking makes the same recorded position pick another action. With `pagesThrough`
/// (the fix), every page is revoked.
struct SignOutAllMissesAPage: Reducer, ActionGenerating {
  struct State: Equatable, Sendable {
    /// This device; never in `others`.
    var current = 1
    var others: [Int] = [2]
    var nextID = 3
  }
  enum Action: Equatable, Sendable {
    case forget(Int)
    case addDevice
    case signOutAll
  }
  var pagesThrough = false
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .forget(device):
        state.others.removeAll { $0 == device }
      case .addDevice:
        state.others.append(state.nextID)
        state.nextID += 1
      case .signOutAll:
        // The first page of two; the fix goes on while pages are left.
        state.others.removeFirst(min(2, state.others.count))
        if pagesThrough { state.others.removeAll() }
      }
      return .none
    }
  }
  static func actions(for state: State) -> Gen<Action> {
    .element(of: state.others.map(Action.forget) + [.addDevice, .signOutAll])
  }
}

extension BugZoo {
  /// Minimal: two devices added, then "Sign out all". A story that forgot a device on the way
  /// still shrinks to that, though each deletion moves every later action's position.
  @Test func signOutAllMissesAPage() async {
    let result = await expectBug(
      in: SignOutAllMissesAPage(), from: SignOutAllMissesAPage.State(),
      invariant: "sign out all leaves no other device", minimalSteps: 3
    ) {
      $0.transitionInvariant("sign out all leaves no other device") { _, action, after in
        action != .signOutAll || after.others.isEmpty
      }
    }
    let report = flattened(result?.failure?.report)
    #expect(report.contains("send .addDevice"), "\(report)")
  }
}

extension FalsePositives {
  @Test func signOutAllThatPagesThrough() async {
    await expectNoFailure(in: SignOutAllMissesAPage(pagesThrough: true), from: SignOutAllMissesAPage.State())
    {
      $0.transitionInvariant("sign out all leaves no other device") { _, action, after in
        action != .signOutAll || after.others.isEmpty
      }
    }
  }
}
