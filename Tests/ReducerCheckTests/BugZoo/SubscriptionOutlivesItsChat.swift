import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug (from a user's trial): a chat room tells its parent it joined; the parent subscribes to
/// the room's messages by sending itself `.subscribe` and, on every message, subscribes again
/// the same way, never cancelling when the room closes: the app listens for a room nobody looks
/// at. The work passes through `.send` twice, which must not hide whose it is. With
/// `cancelsOnDismiss` (the fix), closing the room cancels the subscription.
struct SubscriptionOutlivesItsChat: Reducer, ActionGenerating {
  struct Chat: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var room: Int }
    enum Action: Equatable, Sendable {
      case onAppear
      case delegate(Delegate)
      enum Delegate: Equatable, Sendable { case joined(Int) }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .onAppear: .send(.delegate(.joined(state.room)))
        case .delegate: .none
        }
      }
    }
    static func actions(for state: State) -> Gen<Action> { .always(.onAppear) }
  }
  struct State: Equatable, Sendable {
    @PresentationState var chat: Chat.State?
    var unread = 0
  }
  enum Action: Equatable, Sendable {
    case roomTapped(Int)
    case subscribe(Int)
    case message(Int, String)
    case chat(PresentationAction<Chat.Action>)
  }
  enum CancelID { case subscription }
  var cancelsOnDismiss = false
  @Dependency(\.nextMessage) var nextMessage
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .roomTapped(room):
        state.chat = Chat.State(room: room)
        return .none
      case let .chat(.presented(.delegate(.joined(room)))):
        return .send(.subscribe(room))
      case let .subscribe(room):
        return .run { [nextMessage] send in await send(.message(room, try await nextMessage(room))) }
          .cancellable(id: CancelID.subscription)
      case let .message(room, _):
        state.unread += 1
        return .send(.subscribe(room))
      case .chat(.dismiss):
        return cancelsOnDismiss ? .cancel(id: CancelID.subscription) : .none
      case .chat:
        return .none
      }
    }
    .ifLet(\.$chat, action: Action.chat) { Chat() }
  }
  static func actions(for state: State) -> Gen<Action> { Gen.int(in: 1...2).map(Action.roomTapped) }
}

private enum NextMessageKey: DependencyKey {
  static let liveValue: @Sendable (Int) async throws -> String = { _ in "hi" }
}

extension DependencyValues {
  var nextMessage: @Sendable (Int) async throws -> String {
    get { self[NextMessageKey.self] }
    set { self[NextMessageKey.self] = newValue }
  }
}

extension BugZoo {
  @Test func aSubscriptionPassedThroughSendOutlivesItsChat() async {
    let result = await expectBug(
      in: SubscriptionOutlivesItsChat(), from: SubscriptionOutlivesItsChat.State(), invariant: "quiescence",
      minimalSteps: 3
    ) {
      $0.endpoint(\.nextMessage, named: "next message") { _ in .always("hi") }
    }
    let report = flattened(result?.failure?.report)
    #expect(report.contains("in root for chat, is still running after step 3 closed chat"), "\(report)")
    #expect(report.contains(#"(meanwhile it called "next message" "#), "\(report)")
  }
}

extension FalsePositives {
  @Test func aSubscriptionCancelledWithItsChat() async {
    await expectNoFailure(
      in: SubscriptionOutlivesItsChat(cancelsOnDismiss: true), from: SubscriptionOutlivesItsChat.State()
    ) {
      $0.endpoint(\.nextMessage, named: "next message") { _ in .always("hi") }
    }
  }
}
