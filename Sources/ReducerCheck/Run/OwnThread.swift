import Foundation
import Synchronization

/// Runs `work` on a new thread and waits for its result without blocking a cooperative thread;
/// if `heartbeat` stops beating for `stepTimeLimit`, returns what `onHang` makes of where it
/// stopped instead (the thread, stuck in a loop that never awaits, cannot be stopped).
///
/// Swift's cooperative pool has one thread per core; a check that explored on one of them for
/// seconds would starve every other test's effects meanwhile (a real `Store` waiting for its
/// effects would time out). The checker's own effects are unaffected: they run on its executor,
/// which the exploring thread drives. At most one such thread per core runs at a time, so
/// checks a test framework starts all at once take turns instead of slowing each other past
/// their time budgets.
nonisolated(nonsending) func onOwnThread<Result: Sendable>(
  watchedBy heartbeat: Heartbeat,
  stepTimeLimit: Duration,
  work: @escaping () -> Result,
  onHang: @escaping @Sendable ((what: String, step: Int, replay: String)) -> Result
) async -> Result {
  await ThreadSlots.shared.acquire()
  defer { ThreadSlots.shared.release() }
  return await withCheckedContinuation { continuation in
    let outcome = FirstOutcome(continuation)
    let handoff = Handoff(work: work)
    let thread = Thread { outcome.resume(with: handoff.take()()) }
    // Dumps and reflection of deep states recurse; give them the main thread's room.
    thread.stackSize = 8 << 20
    thread.start()
    Task.detached {
      var last = heartbeat.count
      var still = Duration.zero
      let interval = Duration.milliseconds(250)
      while !outcome.isResumed {
        try? await Task.sleep(for: interval)
        let now = heartbeat.count
        still = now == last ? still + interval : .zero
        last = now
        if still >= stepTimeLimit {
          outcome.resume(with: onHang(heartbeat.whereabouts))
          return
        }
      }
    }
  }
}

/// Resumes a continuation once, with whichever outcome comes first: the work's result, or the
/// watchdog's report of a hang.
private final class FirstOutcome<Result: Sendable>: Sendable {
  private let continuation: CheckedContinuation<Result, Never>
  private let resumed = Mutex(false)

  init(_ continuation: CheckedContinuation<Result, Never>) { self.continuation = continuation }

  var isResumed: Bool { resumed.withLock { $0 } }

  func resume(with result: Result) {
    let first = resumed.withLock { resumed in
      defer { resumed = true }
      return !resumed
    }
    if first { continuation.resume(returning: result) }
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

/// As many exploring threads as cores; callers beyond that wait, in order, without blocking.
final class ThreadSlots: Sendable {
  static let shared = ThreadSlots(count: max(1, ProcessInfo.processInfo.activeProcessorCount))

  private struct State {
    var free: Int
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  private let state: Mutex<State>

  init(count: Int) { state = Mutex(State(free: count)) }

  func acquire() async {
    await withCheckedContinuation { continuation in
      let acquired = state.withLock { state -> Bool in
        if state.free > 0 {
          state.free -= 1
          return true
        }
        state.waiting.append(continuation)
        return false
      }
      if acquired { continuation.resume() }
    }
  }

  func release() {
    let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
      if state.waiting.isEmpty {
        state.free += 1
        return nil
      }
      return state.waiting.removeFirst()
    }
    next?.resume()
  }
}
