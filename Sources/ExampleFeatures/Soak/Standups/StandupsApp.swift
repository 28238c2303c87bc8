import Foundation
import ReducerCore

/// The standups app: the list at the root, details and meeting recordings pushed on one
/// stack, and the standups saved a second after the app last did anything.
struct StandupsApp: Reducer {
  struct Path: Reducer {
    enum State: Equatable, Codable, Sendable {
      case detail(StandupDetailFeature.State)
      case record(RecordMeetingFeature.State)
    }
    enum Action: Equatable, Sendable {
      case detail(StandupDetailFeature.Action)
      case record(RecordMeetingFeature.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.detail, action: Action.detail) {
        StandupDetailFeature()
      }
      Scope(state: State.record, action: Action.record) {
        RecordMeetingFeature()
      }
    }
  }

  struct State: Equatable, Codable, Sendable {
    var path = StackState<Path.State>()
    var standupsList: StandupsListFeature.State

    init(standupsList: StandupsListFeature.State = StandupsListFeature.State()) {
      self.standupsList = standupsList
    }
  }

  enum Action: Equatable, Sendable {
    case path(StackActionOf<Path>)
    case standupsList(StandupsListFeature.Action)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.standupsStorage) var storage
  @Dependency(\.uuid) var uuid

  private enum CancelID {
    case saveDebounce
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.standupsList, action: Action.standupsList) {
      StandupsListFeature()
    }
    Reduce { state, action in
      switch action {
      case let .path(.element(id, .detail(.delegate(delegateAction)))):
        guard case let .detail(detailState) = state.path[id: id] else { return .none }
        switch delegateAction {
        case .deleteStandup:
          state.standupsList.standups.remove(id: detailState.standup.id)
          return .none

        case let .standupUpdated(standup):
          state.standupsList.standups[id: standup.id] = standup
          return .none

        case .startMeeting:
          state.path.append(.record(RecordMeetingFeature.State(standup: detailState.standup)))
          return .none
        }

      case let .path(.element(id, .record(.delegate(.save(transcript))))):
        guard case let .record(recordState) = state.path[id: id] else { return .none }
        let standupID = recordState.standup.id
        let meeting = Meeting(id: self.uuid(), date: self.now, transcript: transcript)
        state.standupsList.standups[id: standupID]?.meetings.insert(meeting, at: 0)
        for detailID in state.path.ids {
          guard case var .detail(detailState) = state.path[id: detailID],
            detailState.standup.id == standupID
          else { continue }
          detailState.standup.meetings.insert(meeting, at: 0)
          state.path[id: detailID] = .detail(detailState)
        }
        return .none

      case .path:
        return .none

      case let .standupsList(.delegate(.openStandup(standup))):
        state.path.append(.detail(StandupDetailFeature.State(standup: standup)))
        return .none

      case .standupsList:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) {
      Path()
    }

    // Saves the standups once the app has been idle for a second.
    Reduce { state, _ in
      .run { [standups = state.standupsList.standups, clock, storage] _ in
        try await clock.sleep(for: .seconds(1))
        try await storage.save(JSONEncoder().encode(standups))
      } catch: { _, _ in
      }
      .cancellable(id: CancelID.saveDebounce, cancelInFlight: true)
    }
  }
}
