import Foundation
import ReducerCore

/// Edits a standup's title, length and attendees; always keeps at least one attendee.
struct StandupFormFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    var standup: Standup
  }

  enum Action: Equatable, Sendable {
    case addAttendeeButtonTapped
    case attendeeNameChanged(id: Attendee.ID, name: String)
    case deleteAttendees(atOffsets: IndexSet)
    case durationChanged(Int)
    case titleChanged(String)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addAttendeeButtonTapped:
        state.standup.attendees.append(Attendee(id: self.uuid()))
        return .none

      case let .attendeeNameChanged(id, name):
        state.standup.attendees[id: id]?.name = name
        return .none

      case let .deleteAttendees(atOffsets: indices):
        for index in indices.sorted(by: >) where state.standup.attendees.indices.contains(index) {
          state.standup.attendees.remove(at: index)
        }
        if state.standup.attendees.isEmpty {
          state.standup.attendees.append(Attendee(id: self.uuid()))
        }
        return .none

      case let .durationChanged(duration):
        state.standup.duration = duration
        return .none

      case let .titleChanged(title):
        state.standup.title = title
        return .none
      }
    }
  }
}
