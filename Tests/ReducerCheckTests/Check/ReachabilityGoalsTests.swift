import ReducerCheck
import ReducerCore
import Testing

@Suite struct ReachabilityGoalsTests {
  private func run(
    environment: [String: String]? = nil,
    _ configure: @escaping (inout CheckConfiguration<SignOutAllMissesAPage>) -> Void
  ) async -> (CheckResult?, [String]) {
    var result: CheckResult?
    let issues = await capturingIssues {
      result = await check(SignOutAllMissesAPage(pagesThrough: true), from: SignOutAllMissesAPage.State()) {
        $0.seed = 0x5EED
        $0.regressionFile = nil
        configure(&$0)
      }
    }
    return (result, issues.map { $0.message })
  }

  @Test func aGoalReachedPasses() async {
    let (result, issues) = await run { $0.expectReached("three other devices") { $0.others.count == 3 } }
    #expect(result?.unreachedGoals == [])
    #expect(issues.isEmpty, "\(issues)")
  }

  /// Twenty-five steps cannot add forty devices: the check fails and says what it reached.
  @Test func aGoalNeverReachedFailsWithWhatWasReached() async {
    let (result, issues) = await run {
      $0.expectReached("three other devices") { $0.others.count == 3 }
      $0.expectReached("forty other devices") { $0.others.count == 40 }
    }
    #expect(result?.unreachedGoals == ["forty other devices"])
    #expect(result?.failure == nil)
    let message = issues.joined()
    #expect(
      message.contains(#"SignOutAllMissesAPage never reached "forty other devices" in 1"#),
      "\(message)")
    #expect(message.contains("What it reached:"), "\(message)")
    #expect(message.contains("actions: "), "\(message)")
    #expect(message.contains("REDUCERCHECK_SEQUENCES=1000 swift test --filter"), "\(message)")
    #expect(!message.contains("three other devices"), "\(message)")
  }

  /// A replay runs one sequence: too little to judge where the check goes.
  @Test func aReplayDoesNotJudgeGoals() async {
    let (result, issues) = await run {
      $0.environment = ["REDUCERCHECK_REPLAY": "5EED/3"]
      $0.expectReached("forty other devices") { $0.others.count == 40 }
    }
    #expect(result?.unreachedGoals == [])
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test func neverReachedFailsTurnsCoverageWarningsIntoAFailure() async {
    let (result, issues) = await run {
      $0.neverReachedFails = true
      $0.endpoint(\.unusedDevicesEndpoint, named: "device list") { _ in .always([1]) }
    }
    #expect(result?.coverageWarnings.first?.hasPrefix(#"endpoint "device list" was never called"#) == true)
    #expect(issues.joined().contains("$0.neverReachedFails makes that a failure"), "\(issues)")
  }
}

private enum UnusedDevicesKey: DependencyKey {
  static let liveValue: @Sendable (Int) async throws -> [Int] = { _ in [] }
}

extension DependencyValues {
  fileprivate var unusedDevicesEndpoint: @Sendable (Int) async throws -> [Int] {
    get { self[UnusedDevicesKey.self] }
    set { self[UnusedDevicesKey.self] = newValue }
  }
}
