import Synchronization

/// How far an exploring thread has got, for the watchdog that notices when it stops moving: a
/// reducer or an effect that loops without ever awaiting hangs its thread forever.
final class Heartbeat: Sendable {
  private let beats = Atomic<Int>(0)
  private let step = Atomic<Int>(0)
  private let place = Mutex("")

  /// Marks the start of a step (0-based).
  func beat(step index: Int) {
    step.store(index, ordering: .relaxed)
    beats.add(1, ordering: .relaxed)
  }

  /// Says what runs now and how to run it again: `sequence 37 of seed 5EED`, then the replay line.
  func enter(_ what: String, replay: String) {
    place.withLock { $0 = "\(what)\u{1F}\(replay)" }
    beats.add(1, ordering: .relaxed)
  }

  /// How many beats so far: unchanged between two looks means no progress.
  var count: Int { beats.load(ordering: .relaxed) }

  /// Where the thread is stuck, and how to replay it.
  var whereabouts: (what: String, step: Int, replay: String) {
    let parts = place.withLock { $0 }.split(separator: "\u{1F}", omittingEmptySubsequences: false)
    return (String(parts.first ?? ""), step.load(ordering: .relaxed), String(parts.last ?? ""))
  }
}
