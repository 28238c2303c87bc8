import Generators
import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

@Suite struct CounterInvariants {
  @Test func dismissesItselfAtFive() async {
    await check(CounterPresenterFeature(), from: CounterPresenterFeature.State()) {
      $0.actions(for: CounterPresenterFeature.self) { _ in .always(.showCounterTapped) }
      $0.actions(for: CounterFeature.self) { _ in
        .frequency([(3, .always(.incrementButtonTapped)), (1, .always(.decrementButtonTapped))])
      }
      $0.invariant("a presented counter stays below 5") { state in
        (state.counter?.count ?? 0) < 5
      }
    }
  }
}
