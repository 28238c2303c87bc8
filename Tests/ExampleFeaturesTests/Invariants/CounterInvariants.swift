import ReducerCheck
import Testing

@testable import ExampleFeatures

@Suite struct CounterInvariants {
  @Test func selfDismissingCounter() async {
    await check(CounterPresenterFeature(), from: CounterPresenterFeature.State()) {
      $0.useCounterGenerators()
      // Not "stays below 5", nor "never passes 5": dismissal is an effect, so until it runs
      // the user can keep tapping (the checker found 5, then 6, with taps before it ran).
      $0.transitionInvariant("a tap adds exactly one") { before, action, after in
        guard case .counter(.presented(.incrementButtonTapped)) = action,
          let old = before.counter?.count, let new = after.counter?.count
        else { return true }
        return new == old + 1
      }
    }
  }
}
