import Foundation
import ReducerCore

/// A recurring meeting: who attends, how long it lasts, and the meetings held so far.
struct Standup: Equatable, Identifiable, Codable, Sendable {
  let id: UUID
  var attendees: IdentifiedArrayOf<Attendee> = []
  /// The whole meeting's length, in seconds.
  var duration = 6
  var meetings: IdentifiedArrayOf<Meeting> = []
  var title = ""

  /// Each attendee's share of the meeting, in seconds (at least one).
  var durationPerAttendee: Int { max(1, duration / max(1, attendees.count)) }
}

/// Someone who speaks in a standup.
struct Attendee: Equatable, Identifiable, Codable, Sendable {
  let id: UUID
  var name = ""
}

/// A meeting that was held and saved.
struct Meeting: Equatable, Identifiable, Codable, Sendable {
  let id: UUID
  let date: Date
  var transcript: String
}
