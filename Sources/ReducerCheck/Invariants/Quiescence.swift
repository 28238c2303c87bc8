extension Invariant {
  /// Effects settle: no effect or reducer ping-pong runs without end after a step, and once the
  /// schedule ended, every screen closed and time ran on with every pending call answered, no
  /// effect started for a closed screen is left running, whatever it waits on; the root's own
  /// work may wait on a call, and effects declared long-living may run on. The printed test
  /// turns the store exhaustive where it breaks, so the effect left running fails it.
  public static var quiescence: Self {
    Self(name: "quiescence", isBuiltin: true, printedTestEnding: .exhaustiveFromTheBreak) {
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
        guard let first = facts.lingering.first(where: { $0.screen != nil }) ?? facts.lingering.first
        else { return nil }
        let others = facts.lingering.count - 1
        let more =
          others > 0
          ? "\n\(others) more \(others == 1 ? "effect is" : "effects are") still running too." : ""
        return lingeringExplanation(first)
          + movedDeclarationHint(first.unmatchedDeclaration, site: first.site)
          + more
      })
    }
  }
}

/// Why `effect` breaks quiescence, and what to do.
private func lingeringExplanation(_ effect: LingeringEffect) -> String {
  let waits =
    switch effect.waiting {
    case .onACall: "it waits on the call it made after the last answer"
    case .onTheClock:
      "it still sleeps on the clock after \(deadlinesAfterSchedule) more deadlines (a timer or a loop)"
    case .uncontrolled:
      "it waits on something the checker does not control (a real Task.sleep, a continuation nobody resumes, an actor hop)"
    }
  let declare = "$0.longLivingEffects(createdAt: \"\(effect.site)\")"
  guard let screen = effect.screen else {
    return """
      \(effect.effect), created at \(effect.site) in \(effect.place), is still running after \
      every screen closed and time ran on: \(waits). Cancel it when its screen goes away, or \
      declare it: \(declare)
      """
  }
  let when: String
  if let calls = effect.callsAfterLeaving {
    let made =
      calls.isEmpty
      ? ""
      : " (meanwhile it called "
        + calls.map {
          "\"\($0.endpoint)\" \($0.count) \($0.count == 1 ? "time" : "times")"
        }.joined(separator: " and ") + ")"
    when = "time ran on with every call answered, for \(windDownRounds) rounds\(made)"
  } else {
    when = "time ran on"
  }
  return """
    \(effect.effect), created at \(effect.site) in \(effect.place) for \(screen.path), is still \
    running after \(screen.closedAt) closed \(screen.path), every screen closed and \(when): \
    \(waits). Work for a screen must end with it: cancel the effect where \(screen.path) goes \
    away (make it cancellable and cancel it on dismiss or pop, or start it in the screen's own \
    reducer), or, if it must outlive the screen on purpose, declare it: \(declare)
    """ + (effect.callsAfterLeaving == nil ? "" : lastsLongerThanTheWindDown)
}

/// For work that lives on answers: what the wind-down's bound means.
private let lastsLongerThanTheWindDown = """
   (Each round answers every call or wakes the next sleep, shared by all work left running: a \
  loop that does end, after more rounds than that, reads as endless here, as a retry capped at \
  more than about \(windDownRounds / 2) tries does. Cancel it with its screen, or declare it.)
  """
