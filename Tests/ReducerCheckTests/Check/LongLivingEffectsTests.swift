import Generators
import ReducerCheck
import ReducerCore
import Testing

/// A timer the app's root keeps for its whole life, made on a line of our choosing.
private struct RootTimer: Reducer, ActionGenerating {
  struct State: Equatable, Sendable {
    var started = false
    var ticks = 0
  }
  enum Action: Equatable, Sendable { case start, tick }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        guard !state.started else { return .none }
        state.started = true
        return .run(
          operation: { [clock] send in
            while true {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }, line: 1000)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.start) }
}

@Suite struct LongLivingEffectsTests {
  @Test func aDeclarationThatMatchesAnEffectAllowsItAndSaysNothing() async {
    let result = await quietCheck(RootTimer(), from: RootTimer.State()) {
      $0.longLivingEffects(createdAt: "LongLivingEffectsTests.swift:1000")
      $0.longLivingEffects(createdAt: "ReducerCheckTests/LongLivingEffectsTests.swift")
    }
    #expect(result?.failure == nil, "\(result?.failure?.report ?? "")")
    #expect(result?.coverageWarnings == [])
  }

  @Test func aDeclarationThatMatchesNoEffectIsNamed() async {
    // Regression (a user's trial): an edit moved the timer from the declared line, and a
    // declaration that matched nothing went unmentioned (a stale line could also exempt
    // whatever effect later moved onto it).
    let stale = await quietCheck(RootTimer(), from: RootTimer.State()) {
      $0.longLivingEffects(createdAt: "LongLivingEffectsTests.swift:999")
    }
    #expect(stale?.failure?.invariant == "quiescence")
    // It names the line the effect is made on now. A failing check ran part of its campaign: it
    // says nothing of declarations no effect matched so far.
    let report = flattened(stale?.failure?.report)
    #expect(
      report.contains(
        #"or declare it: $0.longLivingEffects(createdAt: "ReducerCheckTests/LongLivingEffectsTests.swift:1000")"#
      ))
    #expect(stale?.coverageWarnings == [])
    // One stale declaration among good ones: the check passes and names the stale one.
    let passing = await quietCheck(RootTimer(), from: RootTimer.State()) {
      $0.longLivingEffects(createdAt: "LongLivingEffectsTests.swift:1000")
      $0.longLivingEffects(createdAt: "Gone.swift")
    }
    #expect(passing?.failure == nil)
    #expect(
      passing?.coverageWarnings == [
        #"no effect was created at "Gone.swift", declared long-living (longLivingEffects(createdAt: "Gone.swift")): if the effect moved, update the declaration; if it is gone, remove it; if no sequence reaches it, ignore this."#
      ])
  }

  @Test func onlyAWholeCampaignNamesADeclarationNoEffectMatched() async {
    // A reviewer: a shard, a replay of one sequence or a run cut by its time budget may just
    // not have reached the effect; telling people to remove the declaration then is wrong.
    let partialRuns: [(String, (inout CheckConfiguration<RootTimer>) -> Void)] = [
      ("shard", { $0.environment = ["REDUCERCHECK_SHARD": "1/2"] }),
      ("replay", { $0.environment = ["REDUCERCHECK_REPLAY": "5EED/1"] }),
      ("time budget", { $0.timeBudget = .nanoseconds(1) }),
    ]
    for (run, configure) in partialRuns {
      let result = await quietCheck(RootTimer(), from: RootTimer.State()) {
        $0.longLivingEffects(createdAt: "LongLivingEffectsTests.swift:1000")
        $0.longLivingEffects(createdAt: "Gone.swift")
        configure(&$0)
      }
      #expect(result?.failure == nil, "\(run)")
      // (A run cut by its time budget still says which actions it never sent: that is true.)
      #expect(result?.coverageWarnings.filter { $0.contains("declared long-living") } == [], "\(run)")
    }
  }

  /// A declaration left on the line above its effect after an edit moved the effect: the
  /// failure it no longer prevents says so, and names the line to declare.
  @Test func aDeclarationWhoseLineMovedIsNamedInTheFailure() async {
    let result = await quietCheck(LoadLandsInTheNextSheet(), from: LoadLandsInTheNextSheet.State()) {
      $0.endpoint(\.rowBody, named: "row body") { row in .always("body \(row)") }
      $0.longLivingEffects(createdAt: "LoadLandsInTheNextSheet.swift:40")
    }
    let report = flattened(result?.failure?.report)
    #expect(
      report.contains(
        """
        ($0.longLivingEffects(createdAt: "LoadLandsInTheNextSheet.swift:40") matched no effect so far: \
        if it meant this one, its line moved; declare "ReducerCheckTests/LoadLandsInTheNextSheet.swift:41".)
        """), "\(report)")
  }
}
