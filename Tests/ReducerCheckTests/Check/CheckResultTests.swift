import ReducerCheck
import Testing

/// A check's result, read by a harness of one's own.
@Suite struct CheckResultTests {
  @Test func aCheckThatDoesNotReportStillReturnsItsFailure() async {
    var result: CheckResult?
    let issues = await capturingIssues {
      result = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
        $0.seed = 3
        $0.regressionFile = nil
        $0.reportsIssues = false
      }
    }
    #expect(issues.isEmpty, "\(issues)")
    let failure = result?.failure
    #expect(failure?.invariant == "at most one destination presented")
    #expect(failure?.steps == 2)
    #expect((1...100).contains(failure?.sequence ?? 0))
    #expect(failure?.report.contains("REDUCERCHECK_REPLAY=3/\(failure?.sequence ?? 0) ") == true)
    #expect((failure?.originalSteps ?? 0) == 2 || (failure?.shrinkRuns ?? 0) > 0)
  }
}
