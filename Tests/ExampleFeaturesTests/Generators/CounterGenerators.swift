import Generators
import ReducerCheck
import ReducerCore

@testable import ExampleFeatures

extension CheckConfiguration where Feature == CounterPresenterFeature {
  /// Present the counter and count, mostly up.
  mutating func useCounterGenerators() {
    actions(for: CounterPresenterFeature.self) { _ in .always(.showCounterTapped) }
    actions(for: CounterFeature.self) { _ in
      .frequency([(3, .always(.incrementButtonTapped)), (1, .always(.decrementButtonTapped))])
    }
  }
}
