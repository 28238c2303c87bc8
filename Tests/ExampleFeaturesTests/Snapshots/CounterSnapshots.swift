import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

@Suite struct CounterSnapshots {
  @Test func trace() async {
    await expectTraceSnapshot(of: CounterPresenterFeature(), from: CounterPresenterFeature.State()) {
      $0.useCounterGenerators()
    }
  }

  @Test func navigationMap() async {
    await expectNavigationMap(of: CounterPresenterFeature(), from: CounterPresenterFeature.State()) {
      $0.useCounterGenerators()
    }
  }
}
