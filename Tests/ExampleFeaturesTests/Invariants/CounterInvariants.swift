import ReducerCheck
import Testing

@testable import ExampleFeatures

@Suite struct CounterInvariants {
  @Test func dismissesItselfAtFive() async {
    await check(CounterPresenterFeature(), from: CounterPresenterFeature.State()) {
      $0.useCounterGenerators()
      // Not "below 5": dismissal is an effect, so until it runs the counter shows 5 (the
      // checker found that, with the tap's effects left waiting).
      $0.invariant("a presented counter never passes 5") { state in
        (state.counter?.count ?? 0) <= 5
      }
    }
  }
}
