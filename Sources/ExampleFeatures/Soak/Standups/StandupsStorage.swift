import Foundation
import ReducerCore

/// Where the standups are saved: a file in an app.
struct StandupsStorage: Sendable {
  var save: @Sendable (_ data: Data) async throws -> Void
}

private enum StandupsStorageKey: DependencyKey {
  // No file system here: the live value keeps nothing, as a stand-in for writing a file.
  static let liveValue = StandupsStorage(save: { _ in })
  // Tests may save as often as they like; what is saved is asserted through state.
  static let testValue = StandupsStorage(save: { _ in })
}

extension DependencyValues {
  var standupsStorage: StandupsStorage {
    get { self[StandupsStorageKey.self] }
    set { self[StandupsStorageKey.self] = newValue }
  }
}
