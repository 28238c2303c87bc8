/// How strictly a ``TestStore`` checks a test.
///
/// ```swift
/// store.exhaustivity = .off                                // assert only what you care about
/// store.exhaustivity = .off(showSkippedAssertions: true)   // …and list what was skipped
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and effect must be asserted (the default).
  case on
  /// Assertions are checked against the actual state; unasserted changes, received actions
  /// and in-flight effects are skipped. With `showSkippedAssertions`, each skipped thing is
  /// reported as a known issue that does not fail the test.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, skipping silently.
  public static let off = Self.off(showSkippedAssertions: false)
}
