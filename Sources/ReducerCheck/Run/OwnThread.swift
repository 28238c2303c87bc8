import Foundation

/// Runs `work` on a new thread and waits for its result without blocking a cooperative thread.
///
/// Swift's cooperative pool has one thread per core; a check that explored on one of them for
/// seconds would starve every other test's effects meanwhile (a real `Store` waiting for its
/// effects would time out). The checker's own effects are unaffected: they run on its executor,
/// which the exploring thread drives.
func onOwnThread<Result>(_ work: @escaping () -> Result) async -> Result {
  await withCheckedContinuation { continuation in
    let handoff = Handoff(work: work)
    let thread = Thread {
      continuation.resume(returning: handoff.take()())
    }
    // Dumps and reflection of deep states recurse; give them the main thread's room.
    thread.stackSize = 8 << 20
    thread.start()
  }
}

/// Carries the work to the thread that runs it.
// @unchecked: the work is created on the calling task, handed over once and run once on the new
// thread; no two threads ever touch it at the same time.
private final class Handoff<Result>: @unchecked Sendable {
  private var work: (() -> Result)?

  init(work: @escaping () -> Result) { self.work = work }

  func take() -> () -> Result {
    defer { work = nil }
    return work!
  }
}
