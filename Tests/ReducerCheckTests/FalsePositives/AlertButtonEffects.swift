import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Correct: the detail's delete alert confirms with an effect that tells the parent and then
/// dismisses the detail. The effect is the detail's, started from an alert button; the alert is
/// gone by design, so its closing (or a later alert's) ends nothing the effect belongs to.
struct DetailWithDeleteAlert: Reducer, ActionGenerating {
  struct Detail: Reducer, ActionGenerating {
    struct State: Equatable, Sendable {
      var id: Int
      @PresentationState var alert: AlertState<Action.Alert>?
    }
    enum Action: Equatable, Sendable {
      case deleteTapped
      case alert(PresentationAction<Alert>)
      case delegate(Delegate)
      enum Alert: Equatable, Sendable { case confirmDeletion }
      enum Delegate: Equatable, Sendable { case confirmDeletion }
    }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .deleteTapped:
          state.alert = AlertState(
            title: "Delete?",
            buttons: [
              ButtonState(role: .destructive, action: .confirmDeletion, label: "Delete"),
              ButtonState(role: .cancel, label: "Cancel"),
            ])
          return .none
        case .alert(.presented(.confirmDeletion)):
          return .run { [dismiss] send in
            await send(.delegate(.confirmDeletion))
            await dismiss()
          }
        case .alert, .delegate:
          return .none
        }
      }
      .ifLet(\.$alert, action: Action.alert)
    }
    static func actions(for state: State) -> Gen<Action> { .always(.deleteTapped) }
  }

  struct State: Equatable, Sendable {
    var deleted: [Int] = []
    @PresentationState var detail: Detail.State?
  }
  enum Action: Equatable, Sendable {
    case rowTapped(Int)
    case detail(PresentationAction<Detail.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rowTapped(id):
        state.detail = Detail.State(id: id)
        return .none
      case .detail(.presented(.delegate(.confirmDeletion))):
        guard let id = state.detail?.id else { return .none }
        state.deleted.append(id)
        return .none
      case .detail:
        return .none
      }
    }
    .ifLet(\.$detail, action: Action.detail) { Detail() }
  }
  static func actions(for state: State) -> Gen<Action> { Gen.int(in: 1...2).map(Action.rowTapped) }
}

/// Correct: the root's alert button starts a request in the root, which answers whenever the
/// server does; the alert has closed by then, and a second alert closing ends nothing of it.
struct RootAlertStartsRequest: Reducer, ActionGenerating {
  struct State: Equatable, Sendable {
    var archived = 0
    @PresentationState var alert: AlertState<Action.Alert>?
  }
  enum Action: Equatable, Sendable {
    case archiveTapped
    case archived(Int)
    case alert(PresentationAction<Alert>)
    enum Alert: Equatable, Sendable { case confirm }
  }
  @Dependency(\.archiveRequest) var archiveRequest
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .archiveTapped:
        state.alert = AlertState(
          title: "Archive?", buttons: [ButtonState(action: .confirm, label: "Archive")])
        return .none
      case .alert(.presented(.confirm)):
        return .run { [archiveRequest] send in await send(.archived(try await archiveRequest())) }
      case let .archived(count):
        state.archived += count
        return .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
  }
  static func actions(for state: State) -> Gen<Action> { .always(.archiveTapped) }
}

private enum ArchiveRequestKey: DependencyKey {
  static let liveValue: @Sendable () async throws -> Int = { 1 }
}

extension DependencyValues {
  var archiveRequest: @Sendable () async throws -> Int {
    get { self[ArchiveRequestKey.self] }
    set { self[ArchiveRequestKey.self] = newValue }
  }
}

extension FalsePositives {
  @Test func effectsOfAnAlertButtonBelongToTheFeatureThatShowedIt() async {
    await expectNoFailure(in: DetailWithDeleteAlert(), from: DetailWithDeleteAlert.State())
  }

  @Test func aRequestStartedFromAnAlertButtonOutlivesTheAlert() async {
    await expectNoFailure(in: RootAlertStartsRequest(), from: RootAlertStartsRequest.State()) {
      $0.endpoint(\.archiveRequest, named: "archive request", answers: .always(1))
    }
  }
}
