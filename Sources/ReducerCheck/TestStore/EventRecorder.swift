import ReducerCore
import Synchronization

/// Collects a store's events as they happen, on any thread, for the test to read in order.
final class EventRecorder<State: Sendable, Action: Sendable>: Sendable {
  private let events = Mutex<[StoreEvent<State, Action>]>([])

  func record(_ event: StoreEvent<State, Action>) {
    events.withLock { $0.append(event) }
  }

  /// The events since the last call.
  func drain() -> [StoreEvent<State, Action>] {
    events.withLock { events in
      defer { events.removeAll() }
      return events
    }
  }
}
