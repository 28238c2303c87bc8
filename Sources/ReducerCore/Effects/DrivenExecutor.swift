import Synchronization

/// A serial executor that its owner drains itself: every `.run` effect of a store configured
/// with it executes here, in the order its jobs were enqueued, on the thread that drains it, so
/// a run is a function of what the test or the checker does.
///
/// The checker and `TestStore` both run effects this way. Effects that hop to another actor
/// (such as `@MainActor`), or that wait on something the owner does not control (a real
/// `Task.sleep`, a continuation nobody resumes), leave this executor until they come back.
package final class DrivenExecutor: TaskExecutor, Sendable {
  private let jobs = Mutex<[UnownedJob]>([])

  package init() {}

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
  }

  /// Whether jobs are waiting to run.
  package var hasJobs: Bool { jobs.withLock { !$0.isEmpty } }

  /// Runs jobs, oldest first, until none is left or `limit` have run.
  ///
  /// - Returns: Whether the executor went idle (`false`: the limit was reached first).
  package func runUntilIdle(limit: Int) -> Bool {
    var ran = 0
    while let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
      job.runSynchronously(on: asUnownedTaskExecutor())
      ran += 1
      if ran >= limit { return !hasJobs }
    }
    return true
  }
}
