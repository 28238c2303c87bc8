import Synchronization

/// A serial executor that its owner drains itself: every `.run` effect of a store configured
/// with it executes here, in the order its jobs were enqueued, on the thread that drains it, so
/// a run is a function of what the test or the checker does.
///
/// The checker and `TestStore` both run effects this way. Effects that hop to another actor
/// (such as `@MainActor`), or that wait on something the owner does not control (a real
/// `Task.sleep`, a continuation nobody resumes), leave this executor until they come back.
package final class DrivenExecutor: TaskExecutor, Sendable {
  /// The queue: jobs before `head` have run (a removal from the front is a step of `head`, not
  /// a shift of every job behind it; the array is compacted when it runs dry, or when the run
  /// part is the larger half of it).
  private let queue = Mutex<(jobs: [UnownedJob], head: Int)>(([], 0))

  package init() {}

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.withLock { $0.jobs.append(job) }
  }

  /// Whether jobs are waiting to run.
  package var hasJobs: Bool { queue.withLock { $0.head < $0.jobs.count } }

  private func next() -> UnownedJob? {
    queue.withLock { queue in
      guard queue.head < queue.jobs.count else {
        queue.jobs.removeAll(keepingCapacity: true)
        queue.head = 0
        return nil
      }
      let job = queue.jobs[queue.head]
      queue.head += 1
      // A queue that never runs dry (an effect loop) drops what has run now and then.
      if queue.head >= 4_096, queue.head * 2 >= queue.jobs.count {
        queue.jobs.removeFirst(queue.head)
        queue.head = 0
      }
      return job
    }
  }

  /// Runs jobs, oldest first, until none is left or `limit` have run.
  ///
  /// - Returns: Whether the executor went idle (`false`: the limit was reached first).
  package func runUntilIdle(limit: Int) -> Bool {
    var ran = 0
    while let job = next() {
      job.runSynchronously(on: asUnownedTaskExecutor())
      ran += 1
      if ran >= limit { return !hasJobs }
    }
    return true
  }
}
