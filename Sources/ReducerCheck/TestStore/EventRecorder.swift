import ReducerCore
import Synchronization

/// Collects a store's events as they happen, on any thread, for the test to read in order.
///
/// Generic over the event type itself (`StoreEvent<State, Action>`), and the events are a field
/// guarded by a lock of its own: unspecialised code then reads the event type from this class's
/// metadata, where a `Mutex<[StoreEvent<State, Action>]>` looked up the metadata of the mutex, of
/// the array and of the event (a locked runtime cache, about 330 instructions each) on every
/// event. A runaway effect loop records several events per job.
///
/// `@unchecked Sendable`: `events` is only touched under `lock`.
final class EventRecorder<Event: Sendable>: @unchecked Sendable {
  private let lock = Mutex(())
  private var events: [Event] = []

  func record(_ event: Event) {
    lock.withLock { _ in events.append(event) }
  }

  /// The events since the last call.
  func drain() -> [Event] {
    lock.withLock { _ in
      defer { events.removeAll(keepingCapacity: true) }
      return events
    }
  }
}
