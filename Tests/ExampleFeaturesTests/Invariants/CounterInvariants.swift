import ReducerCheck
import Testing

@testable import ExampleFeatures

@Suite struct CounterInvariants {
  @Test func dismissesItselfAtFive() async {
    await check(CounterPresenterFeature(), from: CounterPresenterFeature.State()) {
      $0.useCounterGenerators()
      $0.invariant("a presented counter stays below 5") { state in
        (state.counter?.count ?? 0) < 5
      }
    }
  }
}
