import Generators
import ReducerCore
import Testing

@testable import ReducerCheck

@Suite struct SteeringTests {
  @Test func anOptionNeverChosenIsFavouredOnceOthersWere() {
    var steering = Steering()
    // Nothing tried yet: no option is rarer than another.
    #expect(steering.factor(forOption: "list") == 1)
    for _ in 0..<20 { steering.record(option: "list", step: "add", waited: false) }
    #expect(steering.factor(forOption: "sheet") == 8)
    #expect(steering.factor(forOption: "list") == 1)
  }

  @Test func aStepOrPairSeenLessIsRarer() {
    var steering = Steering()
    for _ in 0..<5 {
      steering.startSequence()
      steering.record(option: "list", step: "delete", waited: false)
      steering.record(option: "list", step: "add", waited: false)
    }
    steering.startSequence()
    #expect(steering.rarity(of: "edit") > steering.rarity(of: "add"))
    // "add" after "delete" was seen five times; after "edit", never.
    steering.record(option: "list", step: "delete", waited: false)
    let afterDelete = steering.rarity(of: "add")
    steering.startSequence()
    steering.record(option: "list", step: "edit", waited: false)
    #expect(steering.rarity(of: "add") > afterDelete)
  }

  @Test func waitingIsFavouredAfterAStepThatRarelyWaited() {
    var steering = Steering()
    #expect(!steering.favoursWaiting(after: "pay"))
    steering.record(option: "cart", step: "pay", waited: false)
    #expect(steering.favoursWaiting(after: "pay"))
    steering.record(option: "cart", step: "pay", waited: true)
    // Waited once in two: no longer rare.
    #expect(!steering.favoursWaiting(after: "pay"))
    for _ in 0..<6 { steering.record(option: "cart", step: "pay", waited: false) }
    #expect(steering.favoursWaiting(after: "pay"))
  }

  @Test func aSequenceSaysHowMuchItFoundNew() {
    var steering = Steering()
    func sequence() {
      steering.startSequence()
      steering.record(option: "list", step: "add", waited: false)
      steering.record(option: "list", step: "add", waited: true)
    }
    sequence()
    // The option, the kind, the kind waiting, and the pair "add → add (effects waiting)".
    #expect(steering.sequenceNovelties == 4)
    sequence()
    #expect(steering.sequenceNovelties == 0)
  }

  /// A steered sequence's choices mean the same steps without the counts: saved cases,
  /// shrinking and printed tests replay them unsteered.
  @Test func steeredChoicesReplayTheSameStepsUnsteered() {
    let runner = SequenceRunner(
      reducer: SignOutAllMissesAPage(pagesThrough: true), initialState: SignOutAllMissesAPage.State(),
      configuration: CheckConfiguration(makeReducer: { SignOutAllMissesAPage(pagesThrough: true) }))
    var steering = Steering()
    var steeredAway = 0
    for seed in UInt64(1)...30 {
      var source = ChoiceSource(seed: seed)
      let steered = runner.run(&source, checkingInvariants: false, steering: steering)
      var plain = ChoiceSource(seed: seed)
      let unsteered = runner.run(&plain, checkingInvariants: false)
      var replay = ChoiceSource(replaying: steered.choices)
      let replayed = runner.run(&replay, checkingInvariants: false)
      #expect(replayed.steps.map { "\($0.step)" } == steered.steps.map { "\($0.step)" }, "seed \(seed)")
      #expect(replay.overrun == 0)
      if steered.steps.map({ "\($0.step)" }) != unsteered.steps.map({ "\($0.step)" }) { steeredAway += 1 }
      steering = steered.steering ?? steering
    }
    // The counts did change what was drawn: a test of replays that steer nothing proves little.
    #expect(steeredAway > 10)
  }
}
