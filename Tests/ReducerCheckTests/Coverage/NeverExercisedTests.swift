import ReducerCheck
import ReducerCore
import Testing

@testable import ReducerCheck

/// What a check says it never exercised: each controlled endpoint never called, never answered,
/// or never answered after the screen that called it closed (where a call was left waiting
/// then, so a late answer was possible); alert buttons never tapped.
@Suite struct NeverExercisedTests {
  private func warnings(_ seen: EndpointCoverage?) -> [String] {
    var coverage = Coverage()
    coverage.endpoints["row body"] = seen
    return coverage.warnings(registered: [], endpoints: ["row body"])
  }

  @Test func eachGapHasItsSentence() {
    #expect(
      warnings(nil) == [
        #"endpoint "row body" was never called: no sequence reached the action that calls it, so its answers were never tried."#
      ])
    #expect(
      warnings(EndpointCoverage(calls: 4)) == [
        #"endpoint "row body" was called 4 times but never answered in a step: every call was still waiting when its sequence ended, so what an answer does was never checked."#
      ])
    #expect(
      warnings(EndpointCoverage(calls: 4, answers: 3, leftWaitingLate: 2)) == [
        #"endpoint "row body" was never answered after the screen that called it closed (2 sequences ended with such a call waiting): a late answer into a closed screen was never tried."#
      ])
  }

  /// A call always cancelled with its screen can never be answered late: nothing to say.
  @Test func answeredCallsSayNothing() {
    #expect(warnings(EndpointCoverage(calls: 4, answers: 3)) == [])
    #expect(warnings(EndpointCoverage(calls: 4, answers: 3, lateAnswers: 1, leftWaitingLate: 2)) == [])
  }

  private func check(
    _ feature: LoadLandsInTheNextSheet,
    _ configure: @escaping (inout CheckConfiguration<LoadLandsInTheNextSheet>) -> Void = { _ in }
  ) async -> [String] {
    await quietCheck(feature, from: LoadLandsInTheNextSheet.State()) {
      $0.endpoint(\.rowBody, named: "row body") { row in .always("body \(row)") }
      configure(&$0)
    }?.coverageWarnings ?? ["no result"]
  }

  @Test func aFeatureThatCancelsWithItsSheetIsCovered() async {
    #expect(await check(LoadLandsInTheNextSheet(cancelsOnDismiss: true)) == [])
  }

  @Test func callsNeverAnsweredAreNamed() async {
    let warnings = await check(LoadLandsInTheNextSheet(cancelsOnDismiss: true)) { $0.weights.answer = 0 }
    #expect(warnings.count == 2, "\(warnings)")
    #expect(warnings.first?.hasPrefix(#"endpoint "row body" was called "#) == true, "\(warnings)")
    #expect(warnings.first?.contains("but never answered in a step") == true, "\(warnings)")
    // …and the answer's action, which no effect delivered.
    #expect(warnings.last?.hasPrefix("LoadLandsInTheNextSheet.Action never received .bodyLoaded") == true)
  }

  /// The bug's own check (its invariants off) answers late: the gap the warning names is closed.
  @Test func lateAnswersCount() async {
    let warnings = await check(LoadLandsInTheNextSheet()) { $0.invariants = [] }
    #expect(warnings == [])
  }

  @Test func aGeneratorThatNeverCallsIsNamed() async {
    let warnings = await check(LoadLandsInTheNextSheet(cancelsOnDismiss: true)) {
      $0.actions(for: LoadLandsInTheNextSheet.Detail.self) { _ in nil }
    }
    #expect(warnings.contains { $0.hasPrefix(#"endpoint "row body" was never called"#) }, "\(warnings)")
  }

  /// A user's trial: an alert inside a stack's screen was said never tapped while its buttons
  /// were counted 9 times, under the action's name (`path.element.detail…`).
  @Test func alertButtonsTappedInsideAStackScreenCount() {
    var coverage = Coverage()
    coverage.ephemeralPresented["path.detail.destination.presented.alert"] = ("Detail.Destination", 4)
    #expect(coverage.warnings(registered: []).count == 1)
    coverage.actions["path.element.detail.destination.presented.alert.confirmDeletion"] = 9
    #expect(coverage.warnings(registered: []) == [])
  }
}
