import Foundation
import ReducerCore
import Testing

@testable import ReducerCheck

/// A generated sequence round-trips every changed state of a navigation shape the check has
/// not seen, and a sample of the rest.
@Suite struct RestorableSamplingTests {
  /// A sample so thin it never comes up: only new navigation shapes are round-tripped.
  func checkNewShapesOnly<Feature: Reducer>(
    _ feature: Feature, from state: Feature.State, seed: UInt64
  ) async -> CheckResult where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
    await check(feature, from: state) {
      $0.seed = seed
      $0.regressionFile = nil
      $0.reportsIssues = false
      $0.exploration.sampling = 1_000_000
    }
  }

  @Test func aDestinationTheEncodingDropsIsFoundByItsNewShapeAlone() async {
    for seed: UInt64 in 1...5 {
      let result = await checkNewShapesOnly(
        CodableDropsTheDestination(), from: CodableDropsTheDestination.State(), seed: seed)
      #expect(result.failure?.invariant == "restorable", "seed \(seed)")
      #expect(result.failure?.steps == 1, "seed \(seed)")
    }
  }

  @Test func aStateOfAShapeSeenBeforeWaitsForTheSample() async {
    // LossyCodable has one navigation shape: only the check's first changed state is new.
    var found = 0
    for seed: UInt64 in 1...5 {
      let result = await checkNewShapesOnly(LossyCodable(), from: LossyCodable.State(), seed: seed)
      if result.failure != nil { found += 1 }
    }
    #expect(found < 5)
  }

  @Test func aCheckRoundTripsEveryFourthChangedStateBesides() {
    let roundTrips = RoundTrips<Int>()
    let noted = (1...8).map { _ in roundTrips.noteChangedState(shape: 7) }
    #expect(noted.map(\.isNewShape) == [true, false, false, false, false, false, false, false])
    #expect(noted.map { $0.number % 4 == 0 } == [false, false, false, true, false, false, false, true])
  }
}
