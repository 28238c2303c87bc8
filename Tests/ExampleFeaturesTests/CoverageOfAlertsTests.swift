import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

/// An alert in a destination enum has no scope to derive its buttons from: coverage says so
/// when nothing taps them, instead of a green check that never confirmed a deletion.
@Suite struct CoverageOfAlertsTests {
  func warnings(registeringButtons: Bool) async -> [String] {
    await check(InventoryFeature(), from: InventoryFeature.State()) {
      $0.seed = 3
      $0.regressionFile = nil
      $0.useInventoryGenerators()
      if !registeringButtons { $0.actions(for: InventoryFeature.Destination.self) { _ in nil } }
    }.coverageWarnings
  }

  @Test func alertButtonsNeverTappedAreNamed() async {
    let warnings = await warnings(registeringButtons: false)
    let alert = warnings.first { $0.hasPrefix("\"destination.alert\" was shown ") }
    #expect(alert?.contains("none of its buttons was ever tapped") == true, "\(warnings)")
    #expect(alert?.contains("$0.actions(for: InventoryFeature.Destination.self)") == true, "\(warnings)")
    // The alert's line says it; the list of actions never received does not say it again.
    #expect(!warnings.contains { $0.contains("never received .alert") }, "\(warnings)")
  }

  @Test func tappedAlertButtonsAreNotMentioned() async {
    let warnings = await warnings(registeringButtons: true)
    #expect(!warnings.contains { $0.contains("none of its buttons") }, "\(warnings)")
  }

  /// Lista's alert (`AlertState<Never>`) has only a button that closes it: nothing to tap, so
  /// nothing to say (its check used to warn on every run, and users learn to skip warnings).
  @Test func anAlertWhoseButtonsOnlyCloseItIsNotNamed() async {
    let result = await check(Lista(), from: Lista.State()) {
      $0.seed = 3
      $0.regressionFile = nil
      $0.useListaGenerators()
    }
    #expect(result.coverageWarnings == [], "\(result.coverageWarnings)")
  }
}
