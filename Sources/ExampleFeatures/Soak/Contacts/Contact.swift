import Foundation

/// A contact of the contacts app from TCA's navigation tutorial.
struct Contact: Equatable, Identifiable, Codable, Sendable {
  let id: UUID
  var name: String
}
