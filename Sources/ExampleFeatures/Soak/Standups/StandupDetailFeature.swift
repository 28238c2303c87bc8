import Foundation
import ReducerCore

/// A standup's detail: edit it in a sheet (Done/Cancel), delete it after an alert, start a
/// meeting. Every change is told to the app, which owns the list.
struct StandupDetailFeature: Reducer {
  struct Destination: Reducer {
    enum State: Equatable, Codable, Sendable {
      case alert(AlertState<Action.Alert>)
      case edit(StandupFormFeature.State)
    }
    enum Action: Equatable, Sendable {
      case alert(Alert)
      case edit(StandupFormFeature.Action)

      enum Alert: Equatable, Codable, Sendable {
        case confirmDeletion
      }
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.edit, action: Action.edit) {
        StandupFormFeature()
      }
    }
  }

  struct State: Equatable, Codable, Sendable {
    @PresentationState var destination: Destination.State?
    var standup: Standup

    init(standup: Standup) {
      self.standup = standup
    }
  }

  enum Action: Equatable, Sendable {
    case cancelEditButtonTapped
    case delegate(Delegate)
    case deleteButtonTapped
    case deleteMeetings(atOffsets: IndexSet)
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
    case startMeetingButtonTapped

    enum Delegate: Equatable, Sendable {
      case deleteStandup
      case standupUpdated(Standup)
      case startMeeting
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteStandup)
        return .none

      case let .deleteMeetings(atOffsets: indices):
        for index in indices.sorted(by: >) where state.standup.meetings.indices.contains(index) {
          state.standup.meetings.remove(at: index)
        }
        return .send(.delegate(.standupUpdated(state.standup)))

      case .destination(.presented(.alert(.confirmDeletion))):
        return .run { send in
          await send(.delegate(.deleteStandup))
          await self.dismiss()
        }

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard case let .edit(editState) = state.destination else { return .none }
        state.standup = editState.standup
        state.destination = nil
        return .send(.delegate(.standupUpdated(state.standup)))

      case .editButtonTapped:
        state.destination = .edit(StandupFormFeature.State(standup: state.standup))
        return .none

      case .startMeetingButtonTapped:
        return .send(.delegate(.startMeeting))
      }
    }
    .ifLet(\.$destination, action: Action.destination) {
      Destination()
    }
  }
}

extension AlertState where Action == StandupDetailFeature.Destination.Action.Alert {
  static var deleteStandup: Self {
    Self(
      title: "Delete?",
      message: "Are you sure you want to delete this meeting?",
      buttons: [
        ButtonState(role: .destructive, action: .confirmDeletion, label: "Yes"),
        ButtonState(role: .cancel, label: "Nevermind"),
      ]
    )
  }
}
