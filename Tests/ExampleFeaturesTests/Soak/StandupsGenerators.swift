import Foundation
import Generators
import ReducerCheck
import ReducerCore

@testable import ExampleFeatures

extension Standup {
  /// The standup a soak starts with; its ids never collide with the ones `uuid()` counts out.
  static let soakSample = Standup(
    id: UUID(uuidString: "5A000000-0000-0000-0000-000000000001")!,
    attendees: [
      Attendee(id: UUID(uuidString: "A7000000-0000-0000-0000-000000000001")!, name: "Blob"),
      Attendee(id: UUID(uuidString: "A7000000-0000-0000-0000-000000000002")!, name: "Blob Jr"),
    ],
    duration: 4,
    title: "Design"
  )
}

extension CheckConfiguration where Feature == StandupsApp {
  /// Add standups, open them, edit them (Done/Cancel), delete them, record meetings (next
  /// speaker, end early and answer the alert).
  mutating func useStandupsGenerators() {
    // The add sheet's toolbar buttons are the list's actions, tapped on the sheet.
    toolbar(for: StandupsListFeature.self) { state in
      guard case .add = state.destination else { return nil }
      return .oneOf(.always(.confirmAddStandupButtonTapped), .always(.dismissAddStandupButtonTapped))
    }
    actions(for: StandupsListFeature.self) { state in
      let ids = state.standups.ids
      return ids.isEmpty
        ? .always(.addStandupButtonTapped)
        : .oneOf(.always(.addStandupButtonTapped), Gen.element(of: ids).map { .standupTapped(id: $0) })
    }
    actions(for: StandupFormFeature.self) { state in
      let attendees = state.standup.attendees
      var options: [Gen<StandupFormFeature.Action>] = [
        Gen.string(of: "ab", count: 0...2).map(StandupFormFeature.Action.titleChanged),
        // Short meetings, so a recording ends within the clock the checker runs on.
        Gen.int(in: 1...8).map(StandupFormFeature.Action.durationChanged),
        .always(.addAttendeeButtonTapped),
      ]
      if !attendees.isEmpty {
        options.append(
          Gen.int(in: 0..<attendees.count).map { .deleteAttendees(atOffsets: IndexSet(integer: $0)) })
        options.append(
          Gen.zip(Gen.element(of: attendees.ids), Gen.string(of: "ab", count: 0...2))
            .map { .attendeeNameChanged(id: $0, name: $1) })
      }
      return .oneOf(options)
    }
    // The edit sheet's toolbar buttons are the detail's actions, tapped on the sheet.
    toolbar(for: StandupDetailFeature.self) { state in
      guard case .edit = state.destination else { return nil }
      return .oneOf(.always(.doneEditingButtonTapped), .always(.cancelEditButtonTapped))
    }
    actions(for: StandupDetailFeature.self) { state in
      var options: [Gen<StandupDetailFeature.Action>] = [
        .always(.editButtonTapped), .always(.deleteButtonTapped), .always(.startMeetingButtonTapped),
      ]
      if !state.standup.meetings.isEmpty {
        options.append(
          Gen.int(in: 0..<state.standup.meetings.count).map {
            .deleteMeetings(atOffsets: IndexSet(integer: $0))
          })
      }
      return .oneOf(options)
    }
    actions(for: StandupDetailFeature.Destination.self) { state in
      guard case let .alert(alert) = state else { return nil }
      return Gen.element(of: alert.buttons.compactMap(\.action)).map { .alert($0) }
    }
    actions(for: RecordMeetingFeature.self) { _ in
      .oneOf(.always(.onTask), .always(.nextButtonTapped), .always(.endMeetingButtonTapped))
    }
  }
}
