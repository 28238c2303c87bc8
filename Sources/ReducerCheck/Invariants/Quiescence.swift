extension Invariant {
  /// Effects settle: no effect or reducer ping-pong runs without end after a step, and once the
  /// schedule ended, every screen closed and the clock ran on, nothing is left running except
  /// effects declared long-living or waiting on a controlled endpoint.
  public static var quiescence: Self {
    Self(name: "quiescence", isBuiltin: true) {
      Judge(step: { facts in
        if let runaway = facts.runaway { return runaway }
        if !facts.settled {
          return """
            Effects never settled after this step: more than \(facts.jobLimit) effect jobs ran \
            without the executor going idle. An effect loops without waiting (for example \
            "while true { await Task.yield() }"), or effects and actions keep starting each \
            other. Make the loop wait on the clock or on input, or break the cycle. (A step that \
            legitimately runs longer needs a higher limit: $0.jobLimit = \(facts.jobLimit * 10).)
            """
        }
        guard let first = facts.lingering.first else { return nil }
        let waits =
          first.sleeping
          ? "it still sleeps on the clock after \(deadlinesAfterSchedule) more deadlines (a timer or a loop)"
          : "it waits on something the checker does not control (a real Task.sleep, a continuation nobody resumes, an actor hop)"
        let more =
          facts.lingering.count > 1
          ? "\n\(facts.lingering.count - 1) more effects are still running too." : ""
        return """
          \(first.effect), created at \(first.site) in \(first.place), is still running after \
          every screen closed and time ran on: \(waits). Cancel it when its screen goes away, or \
          declare it: $0.longLivingEffects(createdAt: "\(first.site)")
          """ + more
      })
    }
  }
}
