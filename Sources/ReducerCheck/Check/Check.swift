import Foundation
import Generators
import ReducerCore
import SnapshotFiles
import StateDump

/// Explores thousands of action sequences through a feature's destinations and stacks, checks
/// invariants after every step, and reports any failure as the shortest sequence that still
/// fails, replayable from a seed.
///
/// ```swift
/// @Suite struct InventoryInvariants {
///   @Test func navigation() async {
///     await check(InventoryFeature(), from: InventoryFeature.State()) {
///       $0.invariant("saved items have names") { state in
///         state.items.allSatisfy { !$0.name.isEmpty }
///       }
///     }
///   }
/// }
/// ```
///
/// Each leaf feature says what a user can do with ``ActionGenerating``; routing into
/// destinations and stacks is derived from the reducer tree. Effects run on the checker's own
/// executor and time on a ``TestClock``, so the same seed gives the same run, byte for byte.
/// A failure is saved to `Snapshots/Regressions/` and replayed first next time.
///
/// - Returns: What ran and what was found; failures are also reported to the running test.
@discardableResult
nonisolated(nonsending) public func check<Feature: Reducer>(
  _ reducer: Feature,
  from initialState: Feature.State,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: StaticString = #function,
  _ configure: (inout CheckConfiguration<Feature>) -> Void = { _ in }
) async -> CheckResult where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  var configuration = CheckConfiguration<Feature>(makeReducer: { reducer })
  let testName = TestName(fileID: "\(fileID)", function: "\(function)")
  configuration.regressionFile = regressionPath(for: testName, filePath: "\(filePath)")
  configure(&configuration)
  let checker = Checker(
    initialState: initialState, configuration: configuration, testName: testName, callSite: callSite)
  return await run(checker)
}

/// One check: replays saved regressions, runs fresh sequences, shrinks and reports a failure.
struct Checker<Feature: Reducer> where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  let initialState: Feature.State
  var configuration: CheckConfiguration<Feature>
  let testName: TestName
  let callSite: CallSite
  var coverage = Coverage()
  /// The check's reachability goals not reached yet.
  var goals: GoalTracker<Feature.State>

  init(
    initialState: Feature.State, configuration: CheckConfiguration<Feature>, testName: TestName,
    callSite: CallSite
  ) {
    self.initialState = initialState
    self.configuration = configuration
    self.testName = testName
    self.callSite = callSite
    self.firstStackGeneration = firstFreeStackGeneration(in: initialState)
    self.goals = GoalTracker(configuration.reachabilityGoals)
    coverage.received.reached(Feature.self)
    goals.see(initialState)
  }

  /// The first stack id the initial state leaves free: found once, for the two stores of every
  /// sequence.
  private let firstStackGeneration: Int

  var featureName: String { typeName(Feature.self) }
  var runner: SequenceRunner<Feature> {
    var runner = SequenceRunner(
      reducer: configuration.makeReducer(), initialState: initialState, configuration: configuration,
      firstStackGeneration: firstStackGeneration)
    runner.heartbeat = heartbeat
    runner.trailSlot = trailSlot
    return runner
  }

  /// Where the check is, for the watchdog.
  let heartbeat = Heartbeat()

  /// The failures to report to the running test, in order.
  var failures: [String] = []

  /// How many saved cases replayed and passed, for the success line.
  var savedCasesPassed = 0

  /// What the pass line says of a budget that went on past its minimum.
  var budgetSummary: String?

  /// What makes this a lockstep check of two features, when it is one.
  var lockstep: LockstepHooks<Feature>?
  /// What the lockstep check's sequences could not take or compare.
  var lockstepTally = LockstepTally()

  /// This check's place in the crash trail, while it runs.
  private(set) var trailSlot: Int?

  /// `REDUCERCHECK_ARTIFACTS` as the run read it, for the story a failure leaves on CI.
  private var artifacts: String?

  /// `REDUCERCHECK_COVERAGE` as the run read it: the table is printed whether the check passes
  /// or fails.
  var printsCoverage = false

  /// The variables of a replay line: `REDUCERCHECK_REPLAY=5EED/37`.
  private var replayVariables: (UInt64, Int) -> String = { "REDUCERCHECK_REPLAY=\(formatSeed($0))/\($1)" }

  mutating func run() -> CheckResult {
    trailSlot = CrashTrail.claim()
    defer { trailSlot.map(CrashTrail.release) }
    let environment: Environment
    do {
      environment = try Environment.current(configuration.environment)
    } catch {
      return fail(error: error, seed: 0)
    }
    if let problem = configuration.problem ?? lockstep?.problem() { return fail(error: problem, seed: 0) }
    if environment.trace { configuration.tracesSteps = true }
    artifacts = environment.artifacts
    printsCoverage = environment.coverage
    // What the check runs on its own, before a campaign replaces it.
    let ownSequences = configuration.exploration.lastSequence(from: configuration.sequences)
    switch environment.campaign {
    case let .sequences(count)?:
      configuration.sequences = count
      configuration.timeBudget = .seconds(1_000_000_000)
      configuration.exploration.continuesWhileNewCoverage = false
    case let .duration(duration)?:
      configuration.sequences = Int.max
      configuration.timeBudget = duration
      configuration.exploration.continuesWhileNewCoverage = false
    case nil:
      break
    }
    var watch = ExplorationWatch(exploration: configuration.exploration, minimum: configuration.sequences)
    // A campaign's replay line carries the campaign when its sequence lies beyond what this
    // check runs on its own; a shard's, the shard, whose own sequences steered it.
    replayVariables = { seed, sequence in
      "REDUCERCHECK_REPLAY=\(formatSeed(seed))/\(sequence)"
        + (sequence > ownSequences ? " REDUCERCHECK_SEQUENCES=\(sequence)" : "")
        + (environment.shard.map { " REDUCERCHECK_SHARD=\($0.index)/\($0.count)" } ?? "")
    }
    let seed =
      environment.replay?.seed ?? configuration.seed ?? environment.seed ?? UInt64.random(in: 0...UInt64.max)
    var result = CheckResult(seed: seed)

    // Saved regressions first.
    var regressions = RegressionFile()
    if let path = configuration.regressionFile {
      do {
        regressions = try RegressionFile.load(from: path)
      } catch {
        return fail(error: error, seed: seed)
      }
    }
    if let asked = environment.replay?.sequence, asked > watch.limit {
      return fail(
        error: CheckError(
          description: """
            REDUCERCHECK_REPLAY asks for sequence \(asked), but this check runs at most \
            \(watch.limit) sequences. Use the replay line of this test's own report \
            (a campaign's report adds the REDUCERCHECK_SEQUENCES it needs), and run only this \
            test (swift test --filter \(testName.filter)).
            """), seed: seed)
    }
    // A replay runs exactly the sequence asked for; saved cases wait for an ordinary run.
    for (index, saved) in regressions.cases.enumerated() where environment.replay == nil {
      leaveTrail(
        "replaying saved case \(index + 1) of \(configuration.regressionFile.map(relativePath) ?? "")",
        replay: "swift test --filter \(testName.filter) (saved cases replay first)")
      let outcome = evaluate(saved.choices)
      result.sequencesRun += 1
      result.stepsRun += outcome.steps.count
      // What a saved case reaches is covered: coverage counts every sequence the check ran.
      record(outcome)
      if outcome.failure != nil || outcome.error != nil {
        return finish(
          outcome, result: result, seed: saved.seed, sequence: saved.sequence, isSaved: true)
      }
      if replaysItsSteps(saved, outcome) {
        savedCasesPassed += 1
      } else {
        result.staleRegressions.append(staleNotice(for: saved, index: index))
      }
    }

    // Fresh sequences.
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: configuration.timeBudget)
    // A replay of a shard's sequence runs the shard's sequences before it; of another, all.
    var shard = environment.shard
    if let replay = environment.replay?.sequence, let own = shard, (replay - 1) % own.count != own.index {
      shard = nil
    }
    let numbers = sequenceNumbers(count: watch.limit, shard: shard)
    var progress = Progress(featureName: featureName, environment: environment)
    var ranOutOfTime = false
    var steering = configuration.exploration.steersTowardTheLeastTried ? Steering() : nil
    var lastSequence = 0
    for number in numbers {
      if let replay = environment.replay?.sequence, number != replay {
        // The sequences before the one replayed steered it: run them again, unjudged.
        if number > replay { break }
        guard steering != nil else { continue }
        var source = ChoiceSource(seed: sequenceSeed(seed, number))
        steering = runner.run(&source, checkingInvariants: false, steering: steering).steering
        continue
      }
      if environment.replay == nil, clock.now > deadline {
        ranOutOfTime = true
        break
      }
      guard environment.replay != nil || watch.shouldRun(number) else { break }
      lastSequence = number
      progress.update(sequences: result.sequencesRun, steps: result.stepsRun, places: coverage.places)
      if configuration.tracesSteps {
        // On record before the sequence runs: a crash inside a reducer can be replayed.
        FileHandle.standardError.write(
          Data(
            "[ReducerCheck] \(featureName) sequence \(number): \(replayVariables(seed, number))\n"
              .utf8))
      }
      leaveTrail(
        "sequence \(number) of seed \(formatSeed(seed))",
        replay:
          "\(replayVariables(seed, number)) REDUCERCHECK_TRACE=1 swift test --filter \(testName.filter)"
      )
      var source = ChoiceSource(seed: sequenceSeed(seed, number))
      // A campaign or a replay line judges everything.
      let sampled = environment.replay == nil && environment.campaign == nil
      let outcome = evaluate(&source, steering: steering, sampledAs: sampled ? number : nil)
      result.sequencesRun += 1
      result.stepsRun += outcome.steps.count
      let placesBefore = coverage.places
      record(outcome)
      if outcome.failure != nil || outcome.error != nil {
        return finish(outcome, result: result, seed: seed, sequence: number, isSaved: false)
      }
      steering = outcome.steering
      watch.ran(
        number, steps: outcome.steps.count,
        foundSomethingNew: steering?.sequenceNovelties ?? 0 > 0 || coverage.places > placesBefore)
    }
    budgetSummary = watch.summary(lastSequence: lastSequence)
    // One sequence (a replay) or a shard says little of what a check's calls go through.
    let wholeCheck = environment.replay == nil && environment.shard == nil
    result.coverageWarnings = coverage.warnings(
      registered: configuration.generators.actionFeatures,
      endpoints: wholeCheck ? configuration.endpoints.map { $0.name } : [], receivedActions: wholeCheck)
    // Only a whole campaign tells that no effect is made at a declared site: a shard, a replay or
    // a run cut short by its time budget may just not have reached it.
    if environment.replay == nil, environment.shard == nil, !ranOutOfTime {
      result.coverageWarnings += configuration.longLivingDeclarations.warnings
    }
    if let lockstep { result.notCompared = lockstep.notCompared(lockstepTally) }
    report(success: result)
    judgeWhatWasReached(&result, wholeCheck: wholeCheck)
    if let verdict = lockstep?.judgeTally(lockstepTally) {
      failures.append(verdict)
      result.error = verdict
    }
    return result
  }

  // MARK: Failures

  private mutating func finish(
    _ outcome: SequenceOutcome<Feature.State, Feature.Action>,
    result: CheckResult,
    seed: UInt64,
    sequence: Int,
    isSaved: Bool
  ) -> CheckResult {
    var result = result
    if let error = outcome.error {
      return fail(error: error, seed: seed, result: result)
    }
    let original = outcome.steps.count
    let invariantName = outcome.failure!.invariant
    let invariant = configuration.invariants.first { $0.name == invariantName }
    let checker = self
    var shrinker = Shrinker<SequenceOutcome<Feature.State, Feature.Action>, StepIntent>(
      budget: isSaved ? 0 : configuration.shrinkBudget,
      // A feature that does not replay deterministically may fail where it passed before.
      remembers: invariant?.verdictsRepeat ?? true,
      stepStarts: { $0.stepStarts }, intents: StepIntent.of, loosened: { $0.loosened }
    ) { candidate, plan in
      let attempt = checker.evaluate(candidate, plan: plan)
      guard attempt.failure?.invariant == invariantName else { return nil }
      return (attempt, attempt.choices)
    }
    leaveTrail(
      "shrinking the failure of sequence \(sequence) of seed \(formatSeed(seed))",
      replay:
        "\(replayVariables(seed, sequence)) swift test --filter \(testName.filter) (the failure, unshrunk)"
    )
    let shrunk = shrinker.shrink(outcome, choices: outcome.choices)
    var savedTo: String?
    if !isSaved, let path = configuration.regressionFile {
      savedTo = save(
        shrunk.choices, seed: seed, sequence: sequence, failure: shrunk.outcome.failure!,
        steps: shrunk.outcome.steps.map { savedStepText($0.step) }, to: path)
    } else if isSaved {
      savedTo = configuration.regressionFile.map(relativePath)
    }
    let notSavedOnCI =
      isSaved || configuration.savesRegressions ? nil : configuration.regressionFile.map(relativePath)
    if let lockstep,
      let report = lockstep.report(
        LockstepFailure(
          outcome: shrunk.outcome, seed: seed, sequence: sequence, sequenceCount: configuration.sequences,
          replay: replayVariables(seed, sequence), originalSteps: original, shrinkRuns: shrinker.runs,
          testFilter: testName.filter, savedTo: savedTo, isSavedCase: isSaved, notSavedOnCI: notSavedOnCI))
    {
      failures.append(report)
      result.failure = CheckResult.Failure(
        invariant: invariantName, steps: shrunk.outcome.steps.count, originalSteps: original, report: report,
        sequence: sequence, shrinkRuns: shrinker.runs)
      return result
    }
    let diagram = StoryDiagram(
      featureName: featureName, initialState: initialState, steps: shrunk.outcome.steps,
      failure: shrunk.outcome.failure!)
    let story = writeStory(
      diagram, replay: "\(replayVariables(seed, sequence)) swift test --filter \(testName.filter)")
    let reproduction = ReproductionTest(
      featureName: featureName, reducer: configuration.makeReducer(), initialState: initialState,
      outcome: shrunk.outcome, failure: shrunk.outcome.failure!,
      ending: invariant?.printedTestEnding ?? .fromSource, endpoints: configuration.endpoints,
      invariantSources: configuration.invariantSources,
      dependencySources: configuration.dependencySources,
      checkSource: SourceLine(filePath: callSite.filePath, line: callSite.line)
    ).render()
    let report = FailureReport<Feature>(
      featureName: featureName, initialState: initialState, outcome: shrunk.outcome,
      failure: shrunk.outcome.failure!, seed: seed, sequence: sequence,
      sequenceCount: configuration.sequences, replay: replayVariables(seed, sequence),
      originalSteps: original,
      shrinkRuns: shrinker.runs, testFilter: testName.filter, savedTo: savedTo, isSavedCase: isSaved,
      notSavedOnCI: notSavedOnCI,
      story: story,
      reproduction: reproduction.lines, reproductionChecksTheBreak: reproduction.checksTheBreak
    ).text
    failures.append(report)
    result.failure = CheckResult.Failure(
      invariant: invariantName, steps: shrunk.outcome.steps.count, originalSteps: original, report: report,
      sequence: sequence, shrinkRuns: shrinker.runs, storyDiagram: diagram.lines)
    // No warnings of what was never reached: the check stopped at the failure, and its story
    // may show the very screen a warning would call unreached (its actions never ran).
    if printsCoverage { print(coverage.table(featureName: featureName)) }
    return result
  }

  private mutating func save(
    _ choices: ChoiceSequence, seed: UInt64, sequence: Int, failure: InvariantFailure,
    steps: [String], to path: String
  ) -> String? {
    guard configuration.savesRegressions else { return nil }
    do {
      var file = try RegressionFile.load(from: path)
      // A replay that finds a saved failure again does not save it twice.
      guard !file.cases.contains(where: { $0.choices == choices }) else { return relativePath(path) }
      let at = failure.moment.phrase
      file.cases.append(
        .init(
          seed: seed, sequence: sequence, choices: choices,
          comment: "\(featureName) broke \"\(failure.invariant)\" \(at)", steps: steps))
      try file.save(to: path)
      return relativePath(path)
    } catch {
      failures.append("\(error)")
      return nil
    }
  }

  /// Writes the failure's story diagram beside the regression file, or on CI (where nothing
  /// under `Snapshots/` is written) into the artifacts folder; the report's sentence about it.
  private func writeStory(_ story: StoryDiagram<Feature.State, Feature.Action>, replay: String) -> String? {
    guard let regressionFile = configuration.regressionFile,
      let root = packageRoot(containing: callSite.filePath)
    else { return nil }
    let paths = PackagePaths(root: root)
    let target: URL
    if configuration.savesRegressions {
      target = URL(fileURLWithPath: PackagePaths.story(besideRegressionFile: regressionFile))
    } else {
      do {
        let name = PackagePaths.story(
          besideRegressionFile: URL(fileURLWithPath: regressionFile).lastPathComponent)
        target = try paths.artifacts(in: artifacts)
          .appendingPathComponent("Failures").appendingPathComponent(name)
      } catch {
        return "The story diagram was not kept: \(error)"
      }
    }
    do {
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(story.markdown(replay: replay).utf8).write(to: target, options: .atomic)
      return "Its story as a diagram: \(paths.relative(target.path))."
    } catch {
      return """
        The story diagram could not be written to \(target.path): \(error.localizedDescription). \
        Make the folder writable; the report above is complete without it.
        """
    }
  }

  /// Leaves where the check is in the crash trail and for the watchdog: what it runs, and how
  /// to run it again.
  private func leaveTrail(_ what: String, replay: String) {
    heartbeat.enter(what, replay: replay)
    guard let trailSlot else { return }
    CrashTrail.leave(
      "[ReducerCheck] The process crashed while checking \(featureName), \(what).\n  Replay it: \(replay)",
      in: trailSlot)
  }

  /// `Snapshots/Regressions/…` rather than the absolute path.
  func relativePath(_ path: String) -> String {
    packageRoot(containing: callSite.filePath).map { PackagePaths(root: $0).relative(path) } ?? path
  }

  private mutating func fail(error: any Error, seed: UInt64, result: CheckResult? = nil) -> CheckResult {
    var result = result ?? CheckResult(seed: seed)
    let message = "ReducerCheck could not check \(featureName): \(error)"
    result.error = message
    failures.append(message)
    return result
  }
}
