import Synchronization

/// A serial executor that the checker drains itself: every `.run` effect of the feature under
/// check executes here, in the order its jobs were enqueued, on the checker's own thread, so a
/// run is a function of its seed.
///
/// Effects that hop to another actor (such as `@MainActor`), or that wait on something the
/// checker does not control (a real `Task.sleep`, a continuation nobody resumes), leave this
/// executor; the checker reports them as stuck.
final class CheckExecutor: TaskExecutor, Sendable {
  private let jobs = Mutex<[UnownedJob]>([])

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
  }

  /// Whether jobs are waiting to run.
  var hasJobs: Bool { jobs.withLock { !$0.isEmpty } }

  /// Runs jobs, oldest first, until none is left or `limit` have run.
  ///
  /// - Returns: Whether the executor went idle (`false`: the limit was reached first).
  func runUntilIdle(limit: Int) -> Bool {
    var ran = 0
    while let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
      job.runSynchronously(on: asUnownedTaskExecutor())
      ran += 1
      if ran >= limit { return !hasJobs }
    }
    return true
  }
}
