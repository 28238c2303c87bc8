import ReducerCore
import StateDump

/// Runs a lockstep check: an ordinary check of `driver`, whose steps a ``Lockstep`` follows on
/// the other feature of `bridge`.
nonisolated(nonsending) func runLockstep<Driver: Reducer, Follower: Reducer, View: Equatable>(
  _ driver: CheckConfiguration<Driver>, from driverState: Driver.State,
  bridge: LockstepBridge<Driver, Follower, View>, testName: TestName, callSite: CallSite
) async -> CheckResult
where
  Driver.State: Equatable & Sendable, Driver.Action: Sendable,
  Follower.State: Equatable & Sendable, Follower.Action: Sendable
{
  var checker = Checker(
    initialState: driverState, configuration: driver, testName: testName, callSite: callSite)
  let firstStackGeneration = firstFreeStackGeneration(in: bridge.followerInitialState)
  let (oldName, newName) =
    bridge.driverIsOld ? (bridge.driverName, bridge.followerName) : (bridge.followerName, bridge.driverName)
  checker.lockstep = LockstepHooks(
    makeCompanion: { trailSlot in
      Lockstep(bridge: bridge, firstStackGeneration: firstStackGeneration, trailSlot: trailSlot)
    },
    judgeReplay: { ($0 as? Lockstep<Driver, Follower, View>)?.judgeReplay(sampled: $1) },
    tally: { ($0 as? Lockstep<Driver, Follower, View>)?.tally ?? LockstepTally() },
    problem: { lockstepProblem(bridge, driver: driver, from: driverState) },
    report: { failure in
      EquivalenceReport(
        bridge: bridge, driver: driver, driverInitialState: driverState, failure: failure, callSite: callSite
      ).text
    },
    passLine: { result, savedCases in
      let saved = savedCases > 0 ? " and \(counted(savedCases, "saved case"))" : ""
      return "ReducerCheck: \(newName) behaved like \(oldName) over "
        + "\(counted(result.sequencesRun - savedCases, "sequence"))\(saved), "
        + "\(counted(result.stepsRun, "step")) (seed \(formatSeed(result.seed)))."
    },
    notCompared: { notCompared($0, followerSide: bridge.followerSide, driverSide: bridge.driverSide) },
    judgeTally: { tally in
      guard tally.comparedStates == 0, tally.unprojectedStates > 0 else { return nil }
      return """
        ReducerCheck compared no state of \(newName) with \(oldName): the projection threw on every \
        one (\(tally.projectionError ?? "")). Make it return a value for every state both features \
        reach, or the check says nothing.
        """
    })
  return await run(checker)
}

/// What a lockstep check did not compare, one line each, for its pass line.
func notCompared(_ tally: LockstepTally, followerSide: String, driverSide: String) -> [String] {
  var lines: [String] = []
  if tally.untranslatedSteps > 0 {
    lines.append(
      "\(counted(tally.untranslatedSteps, "step")) had no counterpart on the \(followerSide) side "
        + "(the mapping gave nil) and ran on the \(driverSide) side alone.")
  }
  if tally.uncomparedReceipts > 0 {
    lines.append(
      "what \(counted(tally.uncomparedReceipts, "step")) received, where an action had no counterpart "
        + "on the \(followerSide) side.")
  }
  if tally.endsClosedAlone > 0 {
    lines.append(
      "the ends of \(counted(tally.endsClosedAlone, "sequence")), where the \(driverSide) side could not close "
        + "a screen the \(followerSide) side then closed alone (its routes written by hand?).")
  }
  if tally.unprojectedStates > 0 {
    lines.append(
      "\(counted(tally.unprojectedStates, "state")), where the projection threw "
        + "(first: \(tally.projectionError ?? "")).")
  }
  return lines
}

/// Why two features cannot be checked in lockstep at all: initial states that already differ
/// where they are compared, or an endpoint only one side declares.
func lockstepProblem<Driver: Reducer, Follower: Reducer, View: Equatable>(
  _ bridge: LockstepBridge<Driver, Follower, View>, driver: CheckConfiguration<Driver>,
  from driverState: Driver.State
) -> CheckError? {
  let driverEndpoints = Set(driver.endpoints.map(\.name))
  let followerEndpoints = Set(bridge.follower.endpoints.map(\.name))
  for (names, side, other) in [
    (driverEndpoints.subtracting(followerEndpoints), bridge.driverSide, bridge.followerSide),
    (followerEndpoints.subtracting(driverEndpoints), bridge.followerSide, bridge.driverSide),
  ] {
    guard let name = names.sorted().first else { continue }
    return CheckError(
      description: """
        the endpoint "\(name)" is declared for the \(side) feature only, so a step that answers \
        it could not be taken by the \(other) one. Declare it on both sides under the same name \
        ($0.\(other).endpoint(…, named: "\(name)") { … }), answering alike.
        """)
  }
  let views: (driver: View, follower: View)
  do {
    views = (try bridge.viewDriver(driverState), try bridge.viewFollower(bridge.followerInitialState))
  } catch {
    return CheckError(
      description: "the projection threw on an initial state (\(error)), so nothing can be compared.")
  }
  guard views.driver != views.follower else { return nil }
  let (old, new) = bridge.driverIsOld ? views : (views.follower, views.driver)
  return CheckError(
    description: """
      the two features differ before any step, where they are compared: the old one starts at \
      \(stateDumpLine(old)) and the new one at \(stateDumpLine(new)). Start both from states the \
      projection sees alike.
      """)
}
