import ReducerCore
import StateDump

/// What a check reached: the coverage each sequence adds, the goals it must see, and the pass
/// line that says what it never exercised.
extension Checker {
  /// Adds what `outcome` reached to the check's coverage and goals.
  mutating func record(_ outcome: SequenceOutcome<Feature.State, Feature.Action>) {
    if let lockstep, let companion = outcome.companion { lockstepTally.add(lockstep.tally(companion)) }
    coverage.sequences += 1
    coverage.steps += outcome.steps.count
    let reducer = configuration.makeReducer()
    for call in outcome.calls {
      coverage.endpoints[call.endpoint, default: EndpointCoverage()].calls += 1
    }
    for case let .received(action, _) in (outcome.afterSchedule?.notes ?? [])
      + (outcome.windDown?.notes ?? [])
    {
      coverage.received.receive(action)
    }
    var waitedLate = Set<String>()
    for call in outcome.calls where call.waitingForAClosedScreen { waitedLate.insert(call.endpoint) }
    for endpoint in waitedLate {
      coverage.endpoints[endpoint, default: EndpointCoverage()].leftWaitingLate += 1
    }
    for executed in outcome.steps {
      goals.see(executed.stateAfter)
      for change in executed.transitions { goals.see(change.stateAfter) }
      if case let .send(action, label, _) = executed.step {
        // A chain of cases this check counted before had each of its cases received then.
        let cases =
          if let known = executed.caseLabel, coverage.actions[known] != nil {
            known
          } else {
            actionCaseLabel(action) { coverage.received.receive(case: $1, of: $0) }
          }
        coverage.actions[cases, default: 0] += 1
        coverage.recordActed(label: label)
      }
      for case let .received(action, _) in executed.notes { coverage.received.receive(action) }
      if case let .answer(_, endpoint, _) = executed.step, let answered = executed.answered {
        coverage.endpoints[endpoint, default: EndpointCoverage()].answers += 1
        if answered.caller == .closed {
          coverage.endpoints[endpoint, default: EndpointCoverage()].lateAnswers += 1
        }
      }
      if let sighting = executed.sightingAfter {
        coverage.record(sighting)
      } else {
        coverage.observe(reducer: reducer, state: executed.stateAfter)
      }
    }
  }

  /// Fails a check that passed but never reached a goal set with `expectReached`, or, with
  /// `neverReachedFails`, anything its coverage names as never reached. A replay or a shard
  /// runs too little of the check to judge what it reaches.
  mutating func judgeWhatWasReached(_ result: inout CheckResult, wholeCheck: Bool) {
    guard wholeCheck else { return }
    result.unreachedGoals = goals.unreached
    if !result.unreachedGoals.isEmpty {
      failures.append(
        unreachedGoalsMessage(
          feature: featureName, goals: result.unreachedGoals, sequences: result.sequencesRun,
          steps: result.stepsRun, seed: formatSeed(result.seed),
          table: coverage.table(featureName: featureName),
          filter: testName.filter))
    }
    if configuration.neverReachedFails, !result.coverageWarnings.isEmpty {
      failures.append(
        """
        ReducerCheck: \(featureName) never reached what its coverage names, and \
        $0.neverReachedFails makes that a failure (seed \(formatSeed(result.seed))):
        \(result.coverageWarnings.map { "  - " + $0 }.joined(separator: "\n"))
        """)
    }
  }

  func report(success result: CheckResult) {
    var lines = [
      lockstep?.passLine(result, savedCasesPassed)
        ?? passLine(featureName, result, savedCases: savedCasesPassed)
    ]
    if let budgetSummary { lines.append(budgetSummary) }
    if savedCasesPassed > 0 {
      lines.append(
        "  Saved cases: \(counted(savedCasesPassed, "case")) of "
          + "\(configuration.regressionFile.map(relativePath) ?? "the regression file") replayed first and passed."
      )
    }
    lines += result.notCompared.map { "  Not compared: \($0)" }
    lines += result.coverageWarnings.map { "  Never reached: \($0)" }
    lines += result.staleRegressions.map { "  Stale: \($0)" }
    if printsCoverage { lines.append(coverage.table(featureName: featureName)) }
    print(lines.joined(separator: "\n"))
  }
}

/// The first line of a pass: the generated sequences apart from the saved cases replayed first,
/// so its count is the one "Explored up to sequence" goes on from.
///
/// ```
/// ReducerCheck: AlbumsFeature passed 150 sequences and 1 saved case, 1,873 steps (seed 7).
/// ```
func passLine(_ featureName: String, _ result: CheckResult, savedCases: Int) -> String {
  let saved = savedCases > 0 ? " and \(counted(savedCases, "saved case"))" : ""
  return "ReducerCheck: \(featureName) passed \(counted(result.sequencesRun - savedCases, "sequence"))"
    + "\(saved), \(counted(result.stepsRun, "step")) (seed \(formatSeed(result.seed)))."
}
