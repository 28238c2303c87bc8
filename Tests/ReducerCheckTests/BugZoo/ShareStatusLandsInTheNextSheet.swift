import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: a share sheet tells the list `.delegate(.shareRequested)`; the list sends the item and
/// writes the answer into whichever share sheet is open. Closing the sheet does not cancel the
/// request, so the first item's "Shared" lands in the sheet of the next. With
/// `cancelsOnDismiss` (the fix), closing the sheet cancels the request; the count of shared
/// items is the list's own field either way.
struct ShareStatusLandsInTheNextSheet: Reducer, ActionGenerating {
  struct Share: Reducer, ActionGenerating {
    struct State: Equatable, Sendable {
      var item: Int
      var status: String?
    }
    enum Action: Equatable, Sendable {
      case shareTapped
      case delegate(Delegate)
      enum Delegate: Equatable, Sendable { case shareRequested(Int) }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .shareTapped: .send(.delegate(.shareRequested(state.item)))
        case .delegate: .none
        }
      }
    }
    static func actions(for state: State) -> Gen<Action> { .always(.shareTapped) }
  }
  struct State: Equatable, Sendable {
    @PresentationState var share: Share.State?
    var sharedCount = 0
  }
  enum Action: Equatable, Sendable {
    case shareButtonTapped(Int)
    case shared(String)
    case share(PresentationAction<Share.Action>)
  }
  enum CancelID { case share }
  var cancelsOnDismiss = false
  @Dependency(\.shareItem) var shareItem
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .shareButtonTapped(item):
        state.share = Share.State(item: item)
        return .none
      case let .share(.presented(.delegate(.shareRequested(item)))):
        return .run { [shareItem] send in await send(.shared(try await shareItem(item))) }
          .cancellable(id: CancelID.share)
      case let .shared(status):
        state.sharedCount += 1
        state.share?.status = status
        return .none
      case .share(.dismiss):
        return cancelsOnDismiss ? .cancel(id: CancelID.share) : .none
      case .share:
        return .none
      }
    }
    .ifLet(\.$share, action: Action.share) { Share() }
  }
  static func actions(for state: State) -> Gen<Action> { Gen.int(in: 1...3).map(Action.shareButtonTapped) }
}

private enum ShareItemKey: DependencyKey {
  static let liveValue: @Sendable (Int) async throws -> String = { "shared \($0)" }
}

extension DependencyValues {
  var shareItem: @Sendable (Int) async throws -> String {
    get { self[ShareItemKey.self] }
    set { self[ShareItemKey.self] = newValue }
  }
}

extension BugZoo {
  @Test func workStartedOnADelegateMessageLandsInTheNextSheet() async {
    let result = await expectBug(
      in: ShareStatusLandsInTheNextSheet(), from: ShareStatusLandsInTheNextSheet.State(),
      invariant: "effects cancelled on dismiss", minimalSteps: 5
    ) {
      $0.endpoint(\.shareItem, named: "share") { item in .always("shared \(item)") }
    }
    let report = flattened(result?.failure?.report)
    #expect(report.contains("which wrote into the share shown after it"), "\(report)")
  }
}

extension FalsePositives {
  @Test func workStartedOnADelegateMessageCancelledWithItsSheet() async {
    await expectNoFailure(
      in: ShareStatusLandsInTheNextSheet(cancelsOnDismiss: true), from: ShareStatusLandsInTheNextSheet.State()
    ) {
      $0.endpoint(\.shareItem, named: "share") { item in .always("shared \(item)") }
    }
  }
}
