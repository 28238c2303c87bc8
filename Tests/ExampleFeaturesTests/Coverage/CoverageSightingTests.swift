import Generators
import ReducerCore
import Testing

@testable import ExampleFeatures
@testable import ReducerCheck

/// Coverage counts what the router saw while choosing each next step, instead of walking the
/// reducer tree a second time: for every state of real sequences, both give the same table and
/// the same warnings (presented cases, alerts in destination enums, stack depths).
@Suite struct CoverageSightingTests {
  func compare<Feature: Reducer>(
    _ runner: SequenceRunner<Feature>, sequences: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var routed = Coverage()
    var walked = Coverage()
    var sighted = 0
    for number in 0..<sequences {
      var source = ChoiceSource(seed: UInt64(number))
      let outcome = runner.run(&source)
      for executed in outcome.steps {
        guard let sighting = executed.sightingAfter else { continue }
        sighted += 1
        routed.record(sighting)
        walked.observe(reducer: runner.reducer, state: executed.stateAfter)
      }
    }
    #expect(sighted > sequences, sourceLocation: sourceLocation)
    #expect(routed.table(featureName: "F") == walked.table(featureName: "F"), sourceLocation: sourceLocation)
    #expect(routed.places > 2, sourceLocation: sourceLocation)
    #expect(
      routed.warnings(registered: []) == walked.warnings(registered: []), sourceLocation: sourceLocation)
  }

  @Test func standupsStacksAndAlertsInDestinations() {
    let initialState = StandupsApp.State(
      standupsList: StandupsListFeature.State(standups: [Standup.soakSample]))
    compare(
      SequenceRunner(exploring: StandupsApp(), from: initialState) { $0.useStandupsGenerators() },
      sequences: 30)
  }

  @Test func inventoryDestinationEnum() {
    compare(
      SequenceRunner(exploring: InventoryFeature(), from: InventoryFeature.State()) {
        $0.useInventoryGenerators()
      },
      sequences: 30)
  }
}
