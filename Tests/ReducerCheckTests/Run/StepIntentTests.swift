import Generators
import ReducerCore
import Testing

@testable import ReducerCheck

@Suite struct StepIntentTests {
  private enum Action: Equatable { case forget(Int), add, signOut }

  private func sends(_ actions: [Action]) -> Gen<Step<Action>> {
    Gen.element(of: actions).map { Step.send($0, label: "root", kind: .user) }
  }

  private func intent(_ action: Action) -> StepIntent {
    StepIntent(option: "root", step: Step.send(action, label: "root", kind: .user))
  }

  @Test func aMovedListStillMakesTheRecordedAction() throws {
    // Recorded as position 1 of [forget(2), add, signOut]; a deleted step left another device.
    var source = ChoiceSource(replaying: ChoiceSequence([1]))
    let step = try generate(
      sends([.forget(2), .forget(3), .add, .signOut]), from: &source, matching: intent(.add))
    guard case let .send(action, _, _) = step else {
      Issue.record("not a send: \(step)")
      return
    }
    #expect(action == .add)
    // The recorded choices make it again.
    #expect(source.recorded == [2])
  }

  @Test func anActionNoLongerOfferedFallsBackToThePosition() throws {
    var source = ChoiceSource(replaying: ChoiceSequence([1]))
    let step = try generate(sends([.forget(3), .add]), from: &source, matching: intent(.forget(2)))
    guard case let .send(action, _, _) = step else { return }
    #expect(action == .add)
    #expect(source.recorded == [1])
  }

  @Test func withoutAWantedActionTheChoicesDecide() throws {
    var source = ChoiceSource(replaying: ChoiceSequence([0]))
    let step = try generate(sends([.forget(2), .add]), from: &source, matching: nil)
    guard case let .send(action, _, _) = step else { return }
    #expect(action == .forget(2))
  }

  /// A whole run: deleting the step that forgot a device keeps every later step's action,
  /// though each now sits one place further down the generator's list.
  @Test func aPlanKeepsEachStepsActionAfterADeletion() throws {
    let runner = SequenceRunner(
      reducer: SignOutAllMissesAPage(pagesThrough: true), initialState: SignOutAllMissesAPage.State(),
      configuration: CheckConfiguration(makeReducer: { SignOutAllMissesAPage(pagesThrough: true) }))
    // A sequence that forgets a device and then acts again.
    var found: (SequenceOutcome<SignOutAllMissesAPage.State, SignOutAllMissesAPage.Action>, Int)?
    for seed in UInt64(0)..<200 where found == nil {
      var source = ChoiceSource(seed: seed)
      let outcome = runner.run(&source, checkingInvariants: false)
      let forget = outcome.steps.firstIndex {
        if case .send(.forget, _, _) = $0.step { return true }
        return false
      }
      if let forget, outcome.steps.count > forget + 2 { found = (outcome, forget) }
    }
    let (outcome, forget) = try #require(found)
    var choices = outcome.choices.choices
    choices.removeSubrange(outcome.stepStarts[forget]..<outcome.stepStarts[forget + 1])
    var plan: [StepIntent?] = StepIntent.of(outcome)
    plan.remove(at: forget)
    var replay = ChoiceSource(replaying: ChoiceSequence(choices))
    let rerun = runner.run(&replay, checkingInvariants: false, plan: plan)

    var expected = outcome.steps.map { savedStepText($0.step) }
    expected.remove(at: forget)
    let actual = rerun.steps.map { savedStepText($0.step) }
    // The forgotten device is still there, so a later "forget" of it may be offered anew; every
    // step the plan names does what it did.
    #expect(Array(actual.prefix(expected.count)) == expected)
  }
}
