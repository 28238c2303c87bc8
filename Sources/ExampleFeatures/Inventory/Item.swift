import Foundation
import ReducerCore

/// An item of the inventory.
struct Item: Equatable, Identifiable, Codable, Sendable {
  let id: UUID
  var name = ""
  var quantity = 0
}

/// Where the inventory saves items.
struct InventoryDatabase: Sendable {
  var save: @Sendable (Item) async throws -> Void
}

private enum InventoryDatabaseKey: DependencyKey {
  // No storage here: the live value keeps nothing, as a stand-in for a real database.
  static let liveValue = InventoryDatabase(save: { _ in })
  // Tests may save as often as they like; what is saved is asserted through state.
  static let testValue = InventoryDatabase(save: { _ in })
}

extension DependencyValues {
  var database: InventoryDatabase {
    get { self[InventoryDatabaseKey.self] }
    set { self[InventoryDatabaseKey.self] = newValue }
  }
}
