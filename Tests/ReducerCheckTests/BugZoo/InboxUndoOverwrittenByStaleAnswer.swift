import Generators
import ReducerCheck
import ReducerCore
import Testing

struct SetRead: Equatable, Sendable { var id: Int; var isRead: Bool }
struct InboxClient: Sendable { var setRead: @Sendable (SetRead) async throws -> Bool }
private enum InboxClientKey: DependencyKey {
  static let liveValue = InboxClient(setRead: { $0.isRead })
  static let testValue = InboxClient(setRead: unimplemented("InboxClient.setRead"))
}
extension DependencyValues {
  var inbox: InboxClient {
    get { self[InboxClientKey.self] }
    set { self[InboxClientKey.self] = newValue }
  }
}

/// An inbox: "mark read" flips the row at once, waits 0.5 s (so a quick undo costs no
/// request), then saves; the server echoes the saved flag. An "Undo" toast shows for 3 s.
/// Bug: undo cancels only the wait, so an undo after the request went out is overwritten
/// when the old answer arrives. `bugFixed` cancels the request in flight (cancelInFlight).
struct Inbox: Reducer {
  struct Message: Equatable, Identifiable, Sendable { var id: Int; var isRead = false }
  struct State: Equatable, Sendable {
    var messages: IdentifiedArrayOf<Message> = [Message(id: 1), Message(id: 2), Message(id: 3)]
    var undoable: Int?  // the message the toast would mark unread again
  }
  enum Action: Equatable, Sendable {
    case markReadTapped(Int), undoTapped, toastExpired, archiveTapped(Int)
    case debounced(Int), saved(id: Int, isRead: Bool), saveFailed
  }
  enum CancelID: Hashable, Sendable { case debounce(Int), request(Int), toast }
  @Dependency(\.inbox) var inbox
  @Dependency(\.continuousClock) var clock
  var bugFixed = false
  init(bugFixed: Bool = false) { self.bugFixed = bugFixed }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .markReadTapped(id):
        guard state.messages[id: id]?.isRead == false else { return .none }
        state.messages[id: id]?.isRead = true
        state.undoable = id
        return .merge(
          .cancel(id: CancelID.request(id)),  // an undo's save in flight is stale now
          .run { [clock] send in
            try await clock.sleep(for: .milliseconds(500)); await send(.debounced(id))
          }.cancellable(id: CancelID.debounce(id), cancelInFlight: true),
          .run { [clock] send in
            try await clock.sleep(for: .seconds(3)); await send(.toastExpired)
          }.cancellable(id: CancelID.toast, cancelInFlight: true))
      case let .debounced(id):
        return save(id: id, isRead: true)
      case .undoTapped:
        guard let id = state.undoable else { return .none }
        state.undoable = nil
        state.messages[id: id]?.isRead = false
        return .merge(
          .cancel(id: CancelID.debounce(id)), .cancel(id: CancelID.toast),
          save(id: id, isRead: false))
      case .toastExpired:
        state.undoable = nil; return .none
      case let .archiveTapped(id):
        state.messages.remove(id: id)
        if state.undoable == id { state.undoable = nil }
        return .merge(.cancel(id: CancelID.debounce(id)), .cancel(id: CancelID.request(id)))
      case let .saved(id, isRead):
        state.messages[id: id]?.isRead = isRead; return .none
      case .saveFailed:
        return .none
      }
    }
  }

  private func save(id: Int, isRead: Bool) -> Effect<Action> {
    .run { [inbox] send in
      await send(.saved(id: id, isRead: try await inbox.setRead(SetRead(id: id, isRead: isRead))))
    } catch: { _, send in
      await send(.saveFailed)
    }
    .cancellable(id: CancelID.request(id), cancelInFlight: bugFixed)  // BUG: the old request runs on
  }
}

extension CheckConfiguration where Feature == Inbox {
  /// What a user does, what the endpoints answer, and what must hold: shared by the bug and its
  /// correct twin.
  mutating func useInboxGenerators() {
    actions(for: Inbox.self) { state in
      let ids = Array(state.messages.ids)
      var gens: [Gen<Inbox.Action>] = []
      if !ids.isEmpty {
        gens.append(Gen.element(of: ids).map { .markReadTapped($0) })
        gens.append(Gen.element(of: ids).map { .archiveTapped($0) })
      }
      if state.undoable != nil { gens.append(.always(.undoTapped)) }  // the toast's button
      return gens.isEmpty ? nil : .oneOf(gens)
    }
    endpoint(\.inbox.setRead, named: "set read") { request in .always(request.isRead) }
    invariant("a row shows the user's last choice", model: [Int: Bool]()) {
      choice, before, action, after in
      switch action {
      case let .markReadTapped(id): if let row = after.messages[id: id] { choice[id] = row.isRead }
      case .undoTapped: if let id = before.undoable { choice[id] = false }
      default: break
      }
    } holds: { choice, state in
      state.messages.allSatisfy { choice[$0.id] == nil || choice[$0.id] == $0.isRead }
    }
  }
}

extension BugZoo {
  /// Written by a helper who had not read the exploration code, to measure it on a bug it was
  /// not tuned to.
  @Test func anUndoIsOverwrittenByTheStaleAnswer() async {
    await expectBug(
      in: Inbox(), from: Inbox.State(), invariant: "a row shows the user's last choice", minimalSteps: 4
    ) {
      $0.useInboxGenerators()
    }
  }

  /// The correct twin stays green.
  @Test func anUndoIsOverwrittenByTheStaleAnswerFixedPasses() async {
    await expectNoFailure(in: Inbox(bugFixed: true), from: Inbox.State(), seeds: Array(bugZooSeeds.prefix(3)))
    {
      $0.useInboxGenerators()
    }
  }
}
