import ReducerCheck
import ReducerCore
import Testing

/// Only the top-most screen acts by default; `.severalAtOnce` lets covered screens act, and a
/// story that needs such a step says so.
@Suite struct ScreenInteractionTests {
  @Test func coveredScreensActOnlyWhenTheFeatureSaysSo() async {
    let result = await expectBug(
      in: AlertAndDialog(), from: AlertAndDialog.State(),
      invariant: "at most one destination presented", minimalSteps: 2
    ) {
      $0.screenInteraction = .severalAtOnce
    }
    let report = result?.failure?.report ?? ""
    // The second button is behind the first's alert or dialog, and the story says so.
    #expect(
      report.contains("2. send .alertButtonTapped  (on a covered screen)")
        || report.contains("2. send .dialogButtonTapped  (on a covered screen)"), "\(report)")
  }

  @Test func theCheckerLeavesEveryScreenAtTheEndAndSaysSo() async {
    let result = await expectBug(
      in: TimerOutlivesPoppedScreen(), from: TimerOutlivesPoppedScreen.State(),
      invariant: "quiescence", minimalSteps: 3)
    let report = result?.failure?.report ?? ""
    #expect(
      report.contains(
        "3. send .path(.popFrom(id: #0))  (leaving: the checker closes every screen at the end)"),
      "\(report)")
  }
}
